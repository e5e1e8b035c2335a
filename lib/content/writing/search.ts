import { searchTitle, SEARCH_TITLE_WIDTH, titleWidth } from '@/lib/search-title';
import { lineOf } from '../yaml-lines';
import { count, type Finding } from './finding';
import { contains, occurrences, stems } from './phrases';
import { wordsOf, type Prose } from './prose';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, SHARE_MAX, SHARE_MIN, PHRASE_PLACES, type PhrasePlace, type WritingContext, type WritingFigures, type WritingInput } from './rules';

const PLACE_NAMES: Record<PhrasePlace, string> = {
  title: 'the title',
  description: 'the description',
  firstParagraph: 'the first paragraph',
  subheading: 'a subheading',
  address: 'the address (the file name)',
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

export function searchFigures(input: WritingInput, context: WritingContext): WritingFigures['search'] {
  const title = searchTitle(context.site, input.route, input.frontmatter.title);
  return {
    title,
    titleWidth: titleWidth(title),
    description: input.frontmatter.description,
    address: `${context.site.url.replace(/\/+$/, '')}${input.route === '/' ? '' : input.route}`,
  };
}

export function settingsFindings({ source, frontmatter }: WritingInput): Finding[] {
  const findings: Finding[] = [];
  const width = titleWidth(frontmatter.title);
  if (width > SEARCH_TITLE_WIDTH) {
    findings.push({
      rule: 'search-title-width',
      line: lineOf(source, ['title']),
      message: `"title" is ${width} px wide as a search result shows it (Arial, 20 px), and search engines cut titles at about ${SEARCH_TITLE_WIDTH} px, so its end would be lost: shorten it, keeping the words people search for first`,
    });
  }
  const length = frontmatter.description.length;
  if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
    findings.push({
      rule: 'search-description-length',
      line: lineOf(source, ['description']),
      message:
        length > DESCRIPTION_MAX
          ? `"description" is ${count(length, 'character')}; search results cut it at about ${DESCRIPTION_MAX}: shorten it to ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}, with what matters most first`
          : `"description" is ${count(length, 'character')}; a search engine may show other text from the page in place of one under ${DESCRIPTION_MIN}: lengthen it to ${DESCRIPTION_MIN}–${DESCRIPTION_MAX}, saying what the reader will find`,
    });
  }
  return findings;
}

/** Each search phrase's places and share, and the findings on them. */
export function phraseFindings(input: WritingInput, prose: Prose): { phrases: WritingFigures['phrases']; findings: Finding[] } {
  const { frontmatter, source, route } = input;
  const firstParagraph = prose.blocks.find((block) => block.kind === 'paragraph');
  const text = stems(prose.words.map((word) => word.text).join(' '));
  const where: Record<PhrasePlace, string[]> = {
    title: stems(frontmatter.title),
    description: stems(frontmatter.description),
    // Its words as the other rules read them: a link's address or a block's settings are not its words.
    firstParagraph: firstParagraph ? stems(wordsOf(prose, firstParagraph.start, firstParagraph.end).join(' ')) : [],
    subheading: [],
    address: stems((route.split('/').at(-1) ?? '').replaceAll('-', ' ')),
  };
  const headings = prose.blocks.filter((block) => block.kind === 'heading' && (block.depth ?? 2) >= 2).map((block) => stems(block.text ?? ''));
  const findings: Finding[] = [];
  const phrases = frontmatter.keywords.map((phrase, index) => {
    const words = stems(phrase);
    const places = Object.fromEntries(
      PHRASE_PLACES.map((place) => [place, place === 'subheading' ? headings.some((heading) => contains(heading, words)) : contains(where[place], words)]),
    ) as Record<PhrasePlace, boolean>;
    const times = occurrences(text, words);
    const share = prose.words.length === 0 ? 0 : Math.round((times / prose.words.length) * 10000) / 100;
    const missing = PHRASE_PLACES.filter((place) => !places[place]).map((place) => PLACE_NAMES[place]);
    const line = lineOf(source, ['keywords', index]);
    if (missing.length > 0 && words.length > 0) {
      findings.push({
        rule: 'search-phrase-place',
        line,
        message: `the search phrase "${phrase}" is not in ${list(missing)}; search engines and readers look for it there: work it in where it reads naturally (a word form like a plural counts)`,
      });
    }
    if (index === 0 && words.length > 0 && (share < SHARE_MIN || share > SHARE_MAX)) {
      findings.push({
        rule: 'search-phrase-share',
        line,
        message:
          `the main search phrase "${phrase}" appears ${count(times, 'time')} in ${count(prose.words.length, 'word')}, ${share} for every 100 words; aim for ${SHARE_MIN} to ${SHARE_MAX}: ` +
          (share < SHARE_MIN ? 'use it a few more times where it fits' : 'that many reads as written for search engines, so say some of them another way'),
      });
    }
    return { phrase, places, share };
  });
  return { phrases, findings };
}
