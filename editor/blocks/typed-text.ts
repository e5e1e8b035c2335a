import { blockNames } from './catalogue';

/*
 * Words typed into a block's form (a step's) show as typed. Between a block's tags MDX reads { } as
 * code, < as a tag, &copy; as ©, and Markdown reads * _ and ` as bold, italic and code: each is
 * written after a backslash, as is a backslash before one of them or before the closing tag, and the
 * parser reads back exactly what was typed. A block put in the words (a fact in a step) stays a block.
 */

const BLOCK_TAG = new RegExp(`(<(?:${blockNames.join('|')})\\b[^<>]*/>)`);

const eachOutsideTags = (text: string, change: (words: string) => string) =>
  text
    .split(BLOCK_TAG)
    .map((part, at) => (at % 2 === 1 ? part : change(part)))
    .join('');

export const escapeTyped = (text: string) =>
  eachOutsideTags(text, (words) => words.replace(/\\(?=[\\{}<&*_`]|$)|[{}<*_`]|&(?=[#\w])/g, '\\$&'));

export const unescapeTyped = (text: string) =>
  eachOutsideTags(text, (words) => words.replace(/\\([\\{}<&*_`])/g, '$1'));
