/**
 * `npm run new:article`: writes a new draft article. Every value can be given as a flag:
 *   npm run new:article -- --title "What is a Heat Pump?" --category "Heat Pump Advice" --description "…"
 * Missing values are asked for in a terminal; without one (in CI), a missing value is an error.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import {
  createArticle,
  matchCategory,
  newArticleFile,
  NewArticleError,
  type NewArticleInput,
} from '@/lib/content/new-article';
import { rewriteAsEditorWrites } from '@/build/editor/round-trip';
import { closest } from '@/lib/suggest';
import { articleCategories } from '@/schemas/content';

const flags = ['title', 'category', 'description', 'root', 'help'] as const;
const usage = `Usage: npm run new:article -- --title "…" --category "…" --description "…"

  --title        the article's title, like "What is a Heat Pump?" (60 characters or fewer)
  --category     one of: ${articleCategories.join(', ')}
  --description  one or two sentences for search results (50 to 160 characters)
  --root         the project folder (default: the current one)

Any value left out is asked for. The article is written as a draft: see EDITING.md.`;

function fail(message: string): never {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
}

function readFlags() {
  try {
    return parseArgs({
      options: {
        title: { type: 'string' },
        category: { type: 'string' },
        description: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }).values;
  } catch (error) {
    // Without the "--" after new:article, npm keeps the flags and passes only their values on.
    if ((error as { code?: string }).code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
      const value = /argument '(.*?)'/.exec(error instanceof Error ? error.message : '')?.[1];
      fail(
        `${value ? `"${value}" came` : 'A value came'} without its --title, --category or --description: ` +
          'type -- after new:article, as in npm run new:article -- --title "…", so that npm passes the options on' +
          `\n\n${usage}`,
      );
    }
    const unknown = /'(--?[\w-]+)'/.exec(error instanceof Error ? error.message : '')?.[1];
    const suggestion = unknown ? closest(unknown.replace(/^-+/, ''), flags) : undefined;
    fail(
      (unknown ? `${unknown} is not an option we know` : String(error)) +
        (suggestion ? `: did you mean --${suggestion}?` : '') +
        `\n\n${usage}`,
    );
  }
}

const questions: Record<keyof NewArticleInput, string> = {
  title: 'Title (60 characters or fewer): ',
  category: `Category (${articleCategories.map((category, index) => `${index + 1} ${category}`).join(', ')}): `,
  description: 'Description, one or two sentences (50 to 160 characters): ',
};

/** Checks an answer, returning the value to use; a NewArticleError asks the question again. */
function accept(field: keyof NewArticleInput, answer: string, root: string): string {
  if (field === 'title') newArticleFile(root, answer);
  if (field !== 'category') return answer;
  const byNumber = articleCategories[Number(answer) - 1];
  return /^\d+$/.test(answer) && byNumber ? byNumber : matchCategory(answer);
}

async function ask(field: keyof NewArticleInput, root: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await prompt.question(questions[field])).trim();
      if (!answer) continue;
      try {
        return accept(field, answer, root);
      } catch (error) {
        if (!(error instanceof NewArticleError)) throw error;
        process.stdout.write(`${error.message}\n`);
      }
    }
  } finally {
    prompt.close();
  }
}

const values = readFlags();
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const input: Partial<NewArticleInput> = {
  title: values.title,
  category: values.category,
  description: values.description,
};
const missing = (['title', 'category', 'description'] as const).filter((field) => !input[field]?.trim());
if (missing.length > 0 && !process.stdin.isTTY) {
  fail(
    `Missing ${missing.map((field) => `--${field}`).join(', ')}: there is no terminal to ask in, so give every value as a flag.\n\n${usage}`,
  );
}
const root = values.root ?? process.cwd();
for (const field of missing) input[field] = await ask(field, root);

try {
  const article = createArticle(root, input as NewArticleInput);
  // As the web editor would write it, so that its first save there changes only what staff change.
  rewriteAsEditorWrites(root, article.file);
  process.stdout.write(
    [
      `✔ Created ${article.file} (category ${article.category}), as a draft.`,
      ...article.warnings.map((warning) => `⚠ ${warning}`),
      '',
      'Next:',
      `  1. Open ${article.file} and write the article in place of the sample text.`,
      `  2. Run npm run dev and open http://localhost:3000${article.route} to see it (with a "Draft" banner).`,
      '  3. When it is ready, change "draft: true" to "draft: false" and run npm run content:check.',
      '',
    ].join('\n'),
  );
} catch (error) {
  if (error instanceof NewArticleError) fail(error.message);
  throw error;
}
