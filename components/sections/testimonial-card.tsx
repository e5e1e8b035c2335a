import type { Testimonial } from '@/schemas/testimonials';
import { Stars } from './stars';

/** One testimonial; sample entries say so, as UK law requires of anything that is not a real review. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { quote, name, town, rating, month, year, sample } = testimonial;
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={rating} />
        {sample && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Sample review
          </span>
        )}
      </div>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>&ldquo;{quote}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-slate-900">{name}</span>
        <span className="text-slate-600">, {town}</span>
        {month && year && <span className="block text-slate-600">{`${month} ${year}`}</span>}
      </figcaption>
    </figure>
  );
}

/** Said wherever sample reviews are shown, beside the "Sample review" tag on each. */
export function SampleReviewsNote({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      The reviews marked &ldquo;Sample review&rdquo; are examples that show how this page will look; they will be
      replaced with genuine customer reviews.
    </p>
  );
}
