import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { Fault } from '../faults';
import type { Finding } from './finding';
import { linkFindings } from './links';
import { plainerWordFindings } from './plainer-words';
import { readProse } from './prose';
import { longParagraphFindings, longSentenceFindings, readingAgeFinding, readingFigures, subheadingFindings } from './readability';
import { runProseRules, runSpelling } from './retext';
import type { WritingContext, WritingFigures, WritingInput } from './rules';
import { phraseFindings, searchFigures, settingsFindings } from './search';
import { spellingFindings } from './spelling';
import { findingOf } from './wording';

export {
  WRITING_RULES,
  WRITING_RULE_IDS,
  PHRASE_PLACES,
  type PhrasePlace,
  type WritingContext,
  type WritingFigures,
  type WritingInput,
  type WritingRuleId,
} from './rules';
export { sharedPhraseFaults, type PhrasePage } from './shared-phrases';
export { personalWords } from './retext';

/** The first line of the page's text, after its settings: where findings on the whole text go. */
const textLine = (tree: Root) => tree.children.find((node) => node.type !== 'yaml')?.position?.start.line;

/**
 * The writing rules over one page: its findings (warnings, in the order of their lines, those the
 * page accepts left out) and its figures (which still count what is accepted). Synchronous, pure
 * and free of Node, so the content check and the editor's worker run it as it is. The tree is
 * read, never changed, and the text is not parsed again.
 */
export function writingCheck(input: WritingInput, context: WritingContext): { faults: Fault[]; figures: WritingFigures } {
  const { file, source, tree } = input;
  const vfile = new VFile({ path: file, value: source });
  const nlcst = runProseRules(tree, vfile);
  if (context.spelling) runSpelling(nlcst, vfile, context.spelling);
  const prose = readProse(tree, nlcst);
  const reading = readingFigures(prose);
  const first = textLine(tree);
  const library = vfile.messages.flatMap((message) => findingOf(message, source) ?? []);
  const spelling = spellingFindings(library, source);
  const links = linkFindings(tree, input.route, context.site.url, first);
  const phrases = phraseFindings(input, prose);
  const findings: Finding[] = [
    ...settingsFindings(input),
    ...readingAgeFinding(prose, reading, first),
    ...longSentenceFindings(prose, source),
    ...longParagraphFindings(prose),
    ...subheadingFindings(prose),
    ...plainerWordFindings(prose, library, source),
    ...library.filter((finding) => finding.rule !== 'spelling' && finding.rule !== 'plainer-word'),
    ...spelling,
    ...phrases.findings,
    ...links.findings,
  ];
  const accepted = new Set(input.frontmatter.accept ?? []);
  const faults = findings
    .filter((finding) => !accepted.has(finding.rule))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0))
    .map(({ rule, line, column, message }): Fault => ({ file, line, column, message, severity: 'warning', rule }));
  return {
    faults,
    figures: {
      words: prose.words.length,
      sentences: prose.sentences.length,
      ...reading,
      longSentences: findings.filter((finding) => finding.rule === 'long-sentence').length,
      longParagraphs: findings.filter((finding) => finding.rule === 'long-paragraph').length,
      spelling: context.spelling ? spelling.length : undefined,
      search: searchFigures(input, context),
      phrases: phrases.phrases,
      internalLinks: links.internalLinks,
    },
  };
}
