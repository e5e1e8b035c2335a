import { visit } from 'unist-util-visit';
import { componentExamples } from '@/lib/content/component-examples';
import { parseMdx } from '@/lib/content/mdx-analysis';
import { mdxComponentSchemas, type MdxComponentName } from '@/schemas/components';

/** A building block as the block menu offers it. */
export interface BlockInfo {
  name: MdxComponentName;
  /** Its heading in EDITING.md, in everyday words: "Price table", "Numbered steps". */
  title: string;
  /** One plain line: the first sentence of EDITING.md's introduction to it. */
  summary: string;
  /** What it holds between its tags: Markdown text, a list of steps, or nothing. */
  wraps: 'text' | 'steps' | false;
  /** It sits in a line of text (a fact in a sentence, a badge in a heading), as EDITING.md's example writes it. */
  inline: boolean;
}

export type BlockName = Exclude<MdxComponentName, 'Step'>;

const WRAPS: Partial<Record<MdxComponentName, BlockInfo['wraps']>> = {
  Callout: 'text',
  CallToAction: 'text',
  Steps: 'steps',
};

/** Every block but Step, which only ever comes inside Steps. */
export const blockNames = (Object.keys(mdxComponentSchemas) as MdxComponentName[]).filter(
  (name): name is BlockName => name !== 'Step',
);

/** Markdown's marks taken out of one line of text: `code`, **bold**, _italic_, [links](/x). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

// A sentence ends at . ! or ? before a space and a capital, a quote or code: not at the dot of
// "content/site.yaml".
const firstSentence = (markdown: string) =>
  /^[\s\S]*?[.!?](?=\s+[A-Z`"(*[]|\s*$)/.exec(markdown.trim())?.[0] ?? markdown;

/** Whether the example writes the block in a line of text rather than on lines of its own. */
function inlineIn(code: string, name: string): boolean {
  let inline = false;
  try {
    visit(parseMdx(code), 'mdxJsxTextElement', (node) => {
      if (node.name === name) inline = true;
    });
  } catch {
    // An example that does not parse is the content check's to report; the block sits on its own lines.
  }
  return inline;
}

/** The block menu's entries, from the "Building blocks" section of EDITING.md (passed in: no file is read). */
export function blockCatalogue(editingMarkdown: string): BlockInfo[] {
  const examples = componentExamples(editingMarkdown);
  return blockNames.map((name) => {
    const example = examples.find((entry) => entry.names.includes(name));
    return {
      name,
      title: example?.title ?? name,
      summary: example ? plainText(firstSentence(example.intro)) : '',
      wraps: WRAPS[name] ?? false,
      inline: example ? inlineIn(example.code, name) : false,
    };
  });
}
