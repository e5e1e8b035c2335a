import { Picture } from '@/components/picture';
import { DraftLabel } from '@/components/article/draft-banner';
import { getPicture, type Job } from '@/lib/content';
import { jobFacts } from './job-facts';

/** How wide a card's photo is shown: a third of the page on wide screens, half on tablets, the screen on phones. */
const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A job of Our work as a card: its first photo, its title (the link) and where, when and what. */
export function JobCard({ job, headingLevel = 'h3' }: { job: Job; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const [photo] = job.frontmatter.photos;
  const picture = photo && getPicture(photo.src);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-600">
      {picture && photo && (
        <Picture picture={picture} alt={photo.alt} sizes={CARD_SIZES} className="aspect-[4/3] w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-lg font-semibold text-slate-900">
          <a href={job.route} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
            {job.frontmatter.title}
          </a>
        </Heading>
        <p className="mt-2 text-sm font-semibold text-flame-700">
          {jobFacts(job).join(' · ')}
          {/* Drafts are listed only in the editors' preview. */}
          {job.frontmatter.draft && <DraftLabel />}
        </p>
        <p className="mt-2 text-slate-700">{job.frontmatter.description}</p>
      </div>
    </article>
  );
}

/** Cards side by side: one column on phones, two on tablets, three on wide screens. */
export function JobCards({ jobs, headingLevel }: { jobs: readonly Job[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.route}>
          <JobCard job={job} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
