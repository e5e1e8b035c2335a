import type { Fault } from './faults';

const INVISIBLE: Record<string, string> = {
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u2060': 'a word joiner',
  '\u00ad': 'a soft hyphen',
  '\ufeff': 'a zero-width no-break space',
};
const INVISIBLE_CHARACTER = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`);

/**
 * Invisible characters, which come with text pasted from a web page, an e-mail or a word processor:
 * they cannot be seen in an editor, yet stop a setting matching its allowed values, a heading being
 * one, or a link working. One fault a line, saying what comes just after the first.
 */
export function invisibleFaults(file: string, text: string, firstLine = 1): Fault[] {
  return text.split('\n').flatMap((line, index) => {
    const at = INVISIBLE_CHARACTER.exec(line);
    if (!at) return [];
    // The words that follow it, up to three, to find it by.
    const after = line
      .slice(at.index + 1)
      .replace(new RegExp(INVISIBLE_CHARACTER, 'g'), '')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    return [
      {
        file,
        line: firstLine + index,
        rule: 'invisible-characters',
        severity: 'error' as const,
        message: `this line has an invisible character (${INVISIBLE[at[0]]}), which comes with text pasted from a web page or a word processor and can stop a setting, a heading or a link working: ${after ? `it is just before "${after}"; ` : 'it is at the end of the line; '}delete it, or retype that part of the line`,
      },
    ];
  });
}
