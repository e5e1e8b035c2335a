/**
 * The extra articles `npm run bench:scale` writes into its copy of the project
 * (tests/support/project-copy.ts): copies of the real ones with new slugs and titles, so they pass
 * the content check.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const GENERATED = '-scale-';

/** The real articles of the copy's article folder (the generated ones left out). */
export const originals = (articlesDir: string): string[] =>
  fs
    .readdirSync(articlesDir)
    .filter((file) => file.endsWith('.mdx') && !file.includes(GENERATED))
    .sort();

/** Writes `count` copies of the real articles, each with its own slug and title. */
export function generateArticles(articlesDir: string, count: number): void {
  for (const file of fs.readdirSync(articlesDir).filter((name) => name.includes(GENERATED)))
    fs.rmSync(path.join(articlesDir, file));
  const sources = originals(articlesDir).map((file) => ({
    slug: file.replace(/\.mdx$/, ''),
    text: fs.readFileSync(path.join(articlesDir, file), 'utf8'),
  }));
  for (let index = 1; index <= count; index++) {
    const source = sources[(index - 1) % sources.length]!;
    const parsed = matter(source.text);
    const suffix = ` (${index})`;
    const title = String(parsed.data.title);
    // Titles stay within the 60 characters the content check asks for.
    const short = title.length + suffix.length > 60 ? title.slice(0, 60 - suffix.length).trimEnd() : title;
    const frontmatter = source.text
      .slice(0, source.text.indexOf('\n---', 3))
      .replace(/^title: .*$/m, `title: ${JSON.stringify(short + suffix)}`)
      .replace(/^featured: .*$/m, 'featured: false');
    const body = source.text.slice(source.text.indexOf('\n---', 3));
    fs.writeFileSync(path.join(articlesDir, `${source.slug}${GENERATED}${index}.mdx`), frontmatter + body);
  }
}

/**
 * A staff member's edit of one real article, for the warm build: its title and a sentence of its
 * text (the title shows on other pages too, in their related cards, the lists and the feeds).
 * Returns the function that puts the article back.
 */
export function editOneArticle(articlesDir: string): () => void {
  const file = path.join(articlesDir, originals(articlesDir)[0]!);
  const text = fs.readFileSync(file, 'utf8');
  const edited = text
    .replace(
      /^title: "?(.*?)"?$/m,
      (_line, title: string) => `title: ${JSON.stringify(`${title.slice(0, 50)} (edited)`)}`,
    )
    .concat('\nOne more sentence, added for the warm build of the scale benchmark.\n');
  if (edited === text) throw new Error(`${file}: no title line to edit`);
  fs.writeFileSync(file, edited);
  return () => fs.writeFileSync(file, text);
}
