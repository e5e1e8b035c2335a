import GithubSlugger from 'github-slugger';

// Pure, so the web editor (in the browser) reads the same examples; read-component-examples.ts reads the file.

/** One building block as EDITING.md documents it: the one place its example is written. */
export interface ComponentExample {
  /** The heading in everyday words, like "Numbered steps". */
  title: string;
  /** The components it shows, named in backticks after the heading: "Numbered steps (`Steps` and `Step`)". */
  names: string[];
  /** The whole heading's anchor, as GitHub makes it. */
  id: string;
  /** Markdown before the example: what the block is for. */
  intro: string;
  /** The MDX to copy. */
  code: string;
  /** Markdown after the example: what it shows. */
  shows: string;
}

export const EDITING_GUIDE = 'EDITING.md';
const SECTION = /^## .*Building blocks/;

/** Splits Markdown lines at `### ` headings, leaving headings inside code examples alone. */
function subsections(lines: readonly string[]): { title: string; body: string[] }[] {
  const parts: { title: string; body: string[] }[] = [];
  let fenced = false;
  for (const line of lines) {
    if (line.startsWith('```')) fenced = !fenced;
    if (!fenced && line.startsWith('### ')) parts.push({ title: line.slice(4).trim(), body: [] });
    else parts.at(-1)?.body.push(line);
  }
  return parts;
}

/** The examples of the "Building blocks" section of EDITING.md, one per `###` heading. */
export function componentExamples(markdown: string): ComponentExample[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => SECTION.test(line));
  if (start === -1) return [];
  const after = lines.findIndex((line, at) => at > start && line.startsWith('## '));
  const slugger = new GithubSlugger();
  return subsections(lines.slice(start + 1, after === -1 ? undefined : after)).flatMap(({ title, body }) => {
    const match = /^([\s\S]*?)```mdx\n([\s\S]*?)\n```\n?([\s\S]*)$/.exec(body.join('\n'));
    if (!match) return [];
    const [, intro = '', code = '', shows = ''] = match;
    const named = /^(.*?)\s*\(((?:`\w+`(?: and )?)+)\)$/.exec(title);
    return [
      {
        title: named?.[1] ?? title,
        names: named ? [...named[2]!.matchAll(/`(\w+)`/g)].map((found) => found[1]!) : title.split(' and '),
        id: slugger.slug(title),
        intro: intro.trim(),
        code,
        shows: shows.trim(),
      },
    ];
  });
}
