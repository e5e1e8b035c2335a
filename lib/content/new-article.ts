import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_TITLE_WIDTH, titleWidth } from '@/lib/search-title';
import { closest } from '@/lib/suggest';
import { articleCategories, type ArticleCategory } from '@/schemas/content';
import { articleTemplate, categoryDefaults } from './article-template';
import { checkContent } from './check';
import { collections } from './collections';
import { formatFault } from './faults';
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from './writing/rules';

/** A mistake in what was asked for, with what to do instead; nothing has been written. */
export class NewArticleError extends Error {
  override name = 'NewArticleError';
}

export interface NewArticleInput {
  title: string;
  category: string;
  description: string;
}

const RESERVED = new Set(['community']);

/** The page address from the title: "What is a Heat Pump?" → what-is-a-heat-pump */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The category named, in any case or by a unique part of its name ("heat pump"). */
export function matchCategory(input: string): ArticleCategory {
  const wanted = input.trim().toLowerCase();
  const exact = articleCategories.find((category) => category.toLowerCase() === wanted);
  if (exact) return exact;
  const partial = articleCategories.filter((category) => wanted && category.toLowerCase().includes(wanted));
  if (partial.length === 1) return partial[0]!;
  const suggestion = closest(input.trim(), articleCategories);
  throw new NewArticleError(
    `"${input}" is not a category` +
      (suggestion ? `: did you mean "${suggestion}"?` : '.') +
      ` The categories are: ${articleCategories.join(', ')}.`,
  );
}

/** Today in the UK, like 2025-11-03. */
export function todayInUk(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
}

export interface NewArticle {
  slug: string;
  /** Path from the project root. */
  file: string;
  route: string;
  category: ArticleCategory;
  /** Advice that does not stop the article being written (lengths for search results). */
  warnings: string[];
}

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The address and file a title gives, refusing one that is taken. */
export function newArticleFile(root: string, title: string): { slug: string; file: string } {
  const slug = slugFromTitle(title);
  if (!slug) throw new NewArticleError(`The title "${title}" has no letters or numbers to make a page address from.`);
  const file = `${collections.articles.dir}/${slug}.mdx`;
  if (fs.existsSync(path.join(root, file)) || RESERVED.has(slug)) {
    throw new NewArticleError(
      `An article with the address "${slug}" already exists (${RESERVED.has(slug) ? 'a page of the site' : file}). ` +
        'Choose a different title, or edit the existing article instead.',
    );
  }
  return { slug, file };
}

/**
 * Writes a new draft article from a title, a category and a description, refusing an address
 * that is taken. The file passes the content check as written.
 */
export function createArticle(root: string, input: NewArticleInput, date = todayInUk()): NewArticle {
  const title = oneLine(input.title);
  const description = oneLine(input.description);
  if (!title) throw new NewArticleError('The title is empty: give the article a title, like "What is a Heat Pump?".');
  if (!description) throw new NewArticleError('The description is empty: say in one sentence what the article is about.');
  const category = matchCategory(input.category);
  const { slug, file } = newArticleFile(root, title);
  const defaults = categoryDefaults[category];
  const { routes } = checkContent({ root });
  const related = defaults.related.filter((route) => routes.has(route));
  const keywords = [title.toLowerCase().replace(/[?!.:]+$/, ''), ...defaults.keywords];
  fs.mkdirSync(path.join(root, collections.articles.dir), { recursive: true });
  fs.writeFileSync(path.join(root, file), articleTemplate({ title, description, category, date, keywords, related }));

  const warnings: string[] = [];
  // The writing advice's limits (lib/content/writing/search.ts), said before the article is written.
  const width = titleWidth(title);
  if (width > SEARCH_TITLE_WIDTH) {
    warnings.push(`The title is ${width} px wide in search results; search engines cut titles at about ${SEARCH_TITLE_WIDTH} px.`);
  }
  if (description.length < DESCRIPTION_MIN || description.length > DESCRIPTION_MAX) {
    warnings.push(`The description is ${description.length} characters; search results show ${DESCRIPTION_MIN} to ${DESCRIPTION_MAX}.`);
  }
  // Anything else the content check finds in the new file (there should be nothing).
  const faults = checkContent({ root, includeDrafts: true }).faults.filter(
    (fault) => fault.file === file && fault.severity === 'error',
  );
  warnings.push(...faults.map(formatFault));
  return { slug, file, route: collections.articles.route(slug, category), category, warnings };
}
