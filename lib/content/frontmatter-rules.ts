import { futureDateMessage, latestContentDate } from '@/lib/dates';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { months } from '@/schemas/testimonials';
import type { Fault } from './faults';
import { lineOf } from './yaml-lines';

/**
 * The rules a page's settings keep beyond their schema: dates in the past, no markup in the title and
 * description. How the title and description read in search results is writing advice
 * (lib/content/writing/search.ts), so each is one rule in one place.
 */
export function frontmatterFaults(
  entry: {
    file: string;
    source: string;
    frontmatter: ArticleFrontmatter | ServiceFrontmatter | LegalFrontmatter | JobFrontmatter;
  },
  today: Date,
  faults: Fault[],
): void {
  const { frontmatter } = entry;
  if ('year' in frontmatter) jobDateFaults(entry, frontmatter, today, faults);
  else pageDateFaults(entry, frontmatter, today, faults);
  titleFaults(entry, frontmatter, faults);
}

/** A job done in a month still to come: a slip of the year, most likely. */
function jobDateFaults(entry: { file: string; source: string }, job: JobFrontmatter, today: Date, faults: Fault[]): void {
  const [year, month] = latestContentDate(today).split('-').map(Number) as [number, number];
  const done = months.indexOf(job.month) + 1;
  if (job.year < year || (job.year === year && done <= month)) return;
  faults.push({
    file: entry.file,
    line: lineOf(entry.source, [job.year > year ? 'year' : 'month']),
    rule: 'job-date',
    severity: 'error',
    message: `"month" and "year" are ${job.month} ${job.year}, which is still to come: give the month the job was done`,
  });
}

function pageDateFaults(
  { file, source }: { file: string; source: string },
  frontmatter: { datePublished: string; dateModified: string },
  today: Date,
  faults: Fault[],
): void {
  // A page dated ahead would be published now, saying so, and lead the feeds and the sitemap.
  const latest = latestContentDate(today);
  for (const field of ['datePublished', 'dateModified'] as const) {
    if (frontmatter[field] > latest) {
      faults.push({ file, line: lineOf(source, [field]), rule: 'settings-dates', severity: 'error', message: futureDateMessage(field, frontmatter[field]) });
    }
  }
  if (frontmatter.dateModified < frontmatter.datePublished) {
    faults.push({
      file,
      line: lineOf(source, ['dateModified']),
      rule: 'settings-dates',
      severity: 'error',
      message: `"dateModified" must not be before "datePublished" (found ${frontmatter.dateModified}, published ${frontmatter.datePublished})`,
    });
  }
}

function titleFaults(
  { file, source }: { file: string; source: string },
  frontmatter: { title: string; description: string },
  faults: Fault[],
): void {
  // Settings are shown as typed: in the page's heading, its tab and search results.
  for (const field of ['title', 'description'] as const) {
    const markup = /\*\*|__|<\/?[A-Za-z][^>]*>|\]\(/.exec(frontmatter[field])?.[0];
    if (!markup) continue;
    faults.push({
      file,
      line: lineOf(source, [field]),
      rule: 'settings-markup',
      severity: 'error',
      message: `"${field}" has ${markup} in it, which would show as typed, on the page and in search results: bold, links and building blocks work only in the page's text, so remove it from the setting`,
    });
  }
}
