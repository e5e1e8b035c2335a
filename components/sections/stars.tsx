import { StarIcon } from '@/components/icons';

/** A row of stars with its rating in words for screen readers. */
export function Stars({ rating, className = 'size-5' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex text-amber-500" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className={`${className} ${index < rating ? '' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
