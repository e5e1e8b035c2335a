import type { Finding } from './finding';

/**
 * What the spelling check leaves alone besides code (mdast-util-to-nlcst keeps inline code as
 * source, and code blocks out) and literal words: web and e-mail addresses, and domain names,
 * which parse-english splits into words ("wheelwright-heating", "example").
 */
const NOT_WORDS = /\b(?:https?:\/\/|www\.)[^\s)>\]]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+(?:\.[\w-]+)*\.(?:co\.uk|org\.uk|gov\.uk|com|org|net|uk|example)\b/g;

function stretchesOf(source: string): [number, number][] {
  return [...source.matchAll(NOT_WORDS)].map((match) => [match.index, match.index + match[0].length]);
}

/** The spelling findings kept: not in an address, and not a word with a digit in it (10kW, 2nd, CO₂, m³). */
export function spellingFindings(library: readonly Finding[], source: string): Finding[] {
  const stretches = stretchesOf(source);
  return library.filter((finding) => {
    if (finding.rule !== 'spelling') return false;
    if (/\p{N}/u.test(finding.actual ?? '')) return false;
    const at = finding.offset;
    return at === undefined || !stretches.some(([start, end]) => at >= start && at < end);
  });
}
