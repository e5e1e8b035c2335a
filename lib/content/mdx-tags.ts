/** A JSX tag as written: `<Callout …>`, `</Callout>` or `<br />`. */
export interface JsxTag {
  name: string;
  close: boolean;
  selfClosing: boolean;
  line: number;
  start: number;
  end: number;
  /** Where it is written: on lines of its own ("flow"), in a heading, or in a paragraph's text. */
  within: 'flow' | 'heading' | 'paragraph';
}

/** The text before `at` on its line, without the marks of a quote or a list item it is in. */
const lineBefore = (text: string, at: number) =>
  text.slice(text.lastIndexOf('\n', at - 1) + 1, at).replace(/^(?:[ \t]*(?:>|[-*+]|\d+[.)])(?=[ \t]))*[ \t]*/, '');

/** After a { … }, its strings and comments skipped: the MDX tokenizer reads it as one piece of code. */
function afterBraces(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const char = text[i]!;
    const skipTo = (end: string) => (text.indexOf(end, i + 1) + 1 || text.length + 1) - 1;
    if (char === '"' || char === "'" || char === '`') i = skipTo(char);
    else if (text.startsWith('/*', i)) i = skipTo('*/') + 1;
    else if (text.startsWith('//', i)) i = skipTo('\n');
    else if (char === '{') depth += 1;
    else if (char === '}' && (depth -= 1) === 0) return i + 1;
  }
  return text.length;
}

/** After code: a fenced block (``` or ~~~ at a line's start) to its closing fence, or a `code span`. */
function afterCode(text: string, at: number): number {
  const run = /^(`+|~+)/.exec(text.slice(at))![0];
  if (run.length >= 3 && lineBefore(text, at).trim() === '') {
    const fence = new RegExp(`\\n[ \\t>]*${run[0] === '`' ? '`' : '~'}{${run.length},}[ \\t]*(?=\\n|$)`, 'g');
    fence.lastIndex = at + run.length;
    return fence.exec(text) ? fence.lastIndex : text.length;
  }
  if (run[0] === '~') return at + run.length;
  // A code span closes within its paragraph, on a run of as many backticks.
  const paragraphEnd = text.slice(at).search(/\n[ \t]*\n/);
  const rest = text.slice(at + run.length, paragraphEnd === -1 ? undefined : at + paragraphEnd);
  const close = new RegExp(`(?<!\`)${run}(?!\`)`).exec(rest);
  return close ? at + run.length + close.index + run.length : at + run.length;
}

/** A link's (address "title"), which Markdown reads as it is typed: a < there starts no tag. */
const ADDRESS = /\([ \t]*(?:<[^<>\n]*>|(?:[^\s()\\]|\\.|\((?:[^\s()\\]|\\.)*\))*)(?:\s+(?:"[^"]*"|'[^']*'|\([^()]*\)))?[ \t]*\)/y;

const NAME = /[A-Za-z$_][\w$-]*(?:\s*[.:]\s*[A-Za-z$_][\w$-]*)*/y;

/** The tag starting at the < at `at`, or undefined for a < that starts none (one before a space). */
function tagFrom(text: string, at: number, line: number): JsxTag | undefined {
  let i = at + 1;
  if (/[ \t\r\n]/.test(text[i] ?? '\n')) return undefined;
  const close = text[i] === '/';
  if (close) i = text.slice(i + 1).search(/\S/) + i + 1;
  NAME.lastIndex = i;
  const name = NAME.exec(text)?.[0].replace(/\s+/g, '') ?? '';
  if (name) i = NAME.lastIndex;
  for (; i < text.length && text[i] !== '>'; i += 1) {
    if (text[i] === '"' || text[i] === "'") i = (text.indexOf(text[i]!, i + 1) + 1 || text.length + 1) - 1;
    else if (text[i] === '{') i = afterBraces(text, i) - 1;
  }
  const end = Math.min(i + 1, text.length);
  const selfClosing = !close && /\/\s*>$/.test(text.slice(at, end));
  // Tags alone on their lines (a run of them, as <Steps><Step>) are blocks; others are in a line of text.
  const lineEnd = (from: number) => (text.indexOf('\n', from) + 1 || text.length + 1) - 1;
  const heading = /^#{1,6}(?:[ \t]|$)/.test(lineBefore(text, lineEnd(at)));
  const alone = `${lineBefore(text, at)}${text.slice(end, lineEnd(end))}`.replace(/<[^<>]*>/g, '').trim() === '';
  const within = heading ? 'heading' : alone ? 'flow' : 'paragraph';
  return { name, close, selfClosing, line, start: at, end, within };
}

/**
 * The JSX tags of a page the MDX tokenizer read (its errors come after): every < outside the
 * settings block, code and { … } that is not followed by a space starts one, as MDX reads them.
 */
export function jsxTags(text: string): JsxTag[] {
  const tags: JsxTag[] = [];
  const settings = /^---\r?\n[\s\S]*?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  let line = 1;
  const lineAt = (from: number, to: number) => (line += text.slice(from, to).split('\n').length - 1);
  for (let at = settings ? settings[0].length : 0, from = 0; at < text.length; ) {
    const char = text[at]!;
    let next = at + 1;
    if (char === '\\') next = at + 2;
    else if (char === '`' || char === '~') next = afterCode(text, at);
    else if (char === '{') next = afterBraces(text, at);
    else if (char === ']' && text[at + 1] === '(') {
      ADDRESS.lastIndex = at + 1;
      if (ADDRESS.test(text)) next = ADDRESS.lastIndex;
    }
    else if (char === '<') {
      const tag = tagFrom(text, at, lineAt(from, at));
      from = at;
      if (tag) {
        tags.push(tag);
        next = tag.end;
      }
    }
    at = next;
  }
  return tags;
}

/** The tags left open at `offset`, innermost last, as the MDX parser pairs them. */
export function openTagsAt(all: readonly JsxTag[], offset: number): JsxTag[] {
  const open: JsxTag[] = [];
  for (const tag of all) {
    if (tag.start >= offset) break;
    if (tag.close) open.pop();
    else if (!tag.selfClosing) open.push(tag);
  }
  return open;
}
