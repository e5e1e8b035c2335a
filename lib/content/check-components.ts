import { closest } from '@/lib/suggest';
import { mdxComponentSchemas, oncePerPage, type MdxComponentName } from '@/schemas/components';
import { describeIssues, shorten, type Fault } from './faults';
import type { BodyAnalysis } from './mdx-analysis';

const GUIDE = 'the "Building blocks" section of EDITING.md';

/** HTML a page cannot carry: the site's security policy blocks what they would load or run. */
const BLOCKED_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base']);

/** Checks every component an MDX body uses: a known name, props that match its schema, tools once. */
export function checkComponents(file: string, body: BodyAnalysis, faults: Fault[]): void {
  const names = Object.keys(mdxComponentSchemas);
  const firstLines = new Map<string, number | undefined>();
  for (const use of body.components) {
    if ((oncePerPage as readonly string[]).includes(use.name)) {
      if (firstLines.has(use.name)) {
        const first = firstLines.get(use.name);
        faults.push({
          file,
          line: use.line,
          severity: 'error',
          message: `<${use.name}> can be used only once on a page, and it is already${first ? ` on line ${first}` : ' on this page'}: remove one of them`,
        });
      } else {
        firstLines.set(use.name, use.line);
      }
    }
    // Lower-case tags are plain HTML (<br />, <abbr>): allowed as MDX allows them, unless the tag
    // is a building block written without its capitals, or something the page cannot carry.
    if (!use.name || use.name[0] === use.name[0]?.toLowerCase()) {
      const meant = names.find((name) => name.toLowerCase() === use.name.toLowerCase());
      if (BLOCKED_TAGS.has(use.name)) {
        faults.push({
          file,
          line: use.line,
          severity: 'error',
          message: `<${use.name}> cannot be used in a page: the site's security settings block embedded pages, scripts and forms, so visitors would see nothing. Link to it instead, like [Watch the video](https://…)`,
        });
      } else if ('style' in use.props || use.unreadable.includes('style')) {
        faults.push({
          file,
          line: use.line,
          severity: 'error',
          message: `<${use.name} style=…> cannot be used in a page: the look of the site comes from its styles and building blocks. Remove the style (for a highlighted box, use <Callout>)`,
        });
      } else if (/^h[1-6]$/.test(use.name)) {
        const marks = '#'.repeat(Math.max(2, Number(use.name[1])));
        faults.push({
          file,
          line: use.line,
          severity: 'error',
          message: `<${use.name}> headings are written with #s in these pages, which gives them their link and their place in "On this page": write the heading on a line starting "${marks} " instead`,
        });
      } else if (meant) {
        faults.push({
          file,
          line: use.line,
          severity: 'error',
          message: `<${use.name}> must be written <${meant}>: the names of building blocks start with a capital letter`,
        });
      }
      continue;
    }
    if (!(use.name in mdxComponentSchemas)) {
      const suggestion = closest(use.name, names);
      faults.push({
        file,
        line: use.line,
        severity: 'error',
        message:
          `<${use.name}> is not a component we know` +
          (suggestion ? `: did you mean <${suggestion}>?` : `; see ${GUIDE} for the ones you can use`),
      });
      continue;
    }
    for (const prop of use.unreadable) {
      const word = use.bareWords?.[prop];
      faults.push({
        file,
        line: use.line,
        severity: 'error',
        message: word
          ? `<${use.name}> prop "${prop}" is a word in { }, which a page reads as code: write it in double quotes instead, like ${prop}="${word}"`
          : `<${use.name}> prop "${prop}" must be plain text, a number or a list written out in full (see ${GUIDE})`,
      });
    }
    for (const { raw, line } of use.dotted) {
      faults.push({
        file,
        line: line ?? use.line,
        severity: 'error',
        message: `<${use.name}> has the number ${raw}, which is read as ${Number(raw)}, because a full stop starts the decimals: write ${raw.replace(/\./g, '')}, with no full stop or comma`,
      });
    }
    // Said once, at the first: the steps were usually moved or copied together.
    if (use.name === 'Step' && use.line !== undefined && body.looseSteps[0] === use.line) {
      const others = body.looseSteps.length - 1;
      faults.push({
        file,
        line: use.line,
        severity: 'error',
        message: `<Step> is not inside <Steps>${others > 0 ? ` (nor ${others === 1 ? 'is the <Step> after it' : `are the ${others} <Step>s after it`})` : ''}: put every <Step> between a <Steps> line and a </Steps> line, which number them and list them together (see "Steps and Step" in EDITING.md)`,
      });
    }
    const schema = mdxComponentSchemas[use.name as MdxComponentName];
    const result = schema.safeParse(use.props);
    if (result.success) continue;
    for (const { path, message } of describeIssues(
      result.error.issues,
      use.props,
      schema,
      (field) => `<${use.name}> prop "${field}"`,
    )) {
      // A prop that could not be read is reported above, not also as missing.
      if (use.unreadable.includes(String(path[0]))) continue;
      faults.push({ file, line: use.line, severity: 'error', message });
    }
  }
}

/**
 * Text in curly brackets is run as code by MDX: `{less}` stops the page being built. A comment is
 * the one harmless kind, so it is allowed.
 */
export function checkExpressions(file: string, body: BodyAnalysis, faults: Fault[]): void {
  for (const { code, comment, line } of body.expressions) {
    if (comment) continue;
    faults.push({
      file,
      line,
      severity: 'error',
      message: `"{${shorten(code, 40)}}" is in curly brackets, which a page reads as code, so the site cannot be built: remove the { and }, or write \\{ and \\} to show the brackets themselves`,
    });
  }
}
