import { describe, expect, it } from 'vitest';
import { parseMdx } from '@/lib/content/mdx-analysis';
import { sharedPhraseFaults, writingCheck, type WritingInput } from '@/lib/content/writing';
import { searchTitle, titleWidth } from '@/lib/search-title';
import { spellingContext } from './writing-pages';

const site = { name: 'Wheelwright Heating', url: 'https://www.wheelwright-heating.example' };
const DESCRIPTION =
  'How an air source heat pump heats your home, what it costs to run each year, and whether it suits your house and its radiators.';
const LINKS = 'See [our boilers](/boilers) and [heat pumps](/heat-pumps).';

interface Page {
  title?: string;
  description?: string;
  keywords?: string[];
  accept?: string[];
  route?: string;
  body: string;
}

/** A page as the check would hand it over: its file text, parsed once, lines counted from the settings. */
function page({
  title = 'Heat pumps explained',
  description = DESCRIPTION,
  keywords = [],
  accept,
  route = '/knowledge-centre/heat-pumps-explained',
  body,
}: Page): WritingInput {
  const settings = [`title: ${JSON.stringify(title)}`, `description: ${JSON.stringify(description)}`];
  // Lines: the settings from 2; with no keywords, the text starts at line 6; the first keyword is at line 5.
  if (keywords.length > 0) settings.push('keywords:', ...keywords.map((keyword) => `  - ${keyword}`));
  if (accept) settings.push('accept:', ...accept.map((rule) => `  - ${rule}`));
  const source = `---\n${settings.join('\n')}\n---\n\n${body}\n`;
  return {
    file: 'content/articles/page.mdx',
    source,
    tree: parseMdx(source),
    route,
    frontmatter: { title, description, keywords, accept },
  };
}

const check = (input: Page, spelling = false) =>
  writingCheck(page(input), { site, spelling: spelling ? spellingContext() : undefined });
/** The page's findings of one rule, as "line: message". */
const found = (rule: string, input: Page, spelling = false) =>
  check(input, spelling)
    .faults.filter((fault) => fault.rule === rule)
    .map((fault) => `${fault.line}: ${fault.message}`);
const lineOfBody = (input: Page, text: string) =>
  page(input)
    .source.split('\n')
    .findIndex((line) => line.includes(text)) + 1;

const words = (n: number, word = 'word') => Array.from({ length: n }, () => word).join(' ');
/** A sentence of n different short words, so no other rule is tripped. */
const sentence = (n: number) =>
  `${['Our', 'team', 'can', 'fit', 'a', 'new', 'pump', 'in', 'two', 'days', 'and', 'we', 'tidy', 'up', 'after', 'us', 'so', 'you', 'get', 'on', 'with', 'your', 'week', 'as', 'usual', 'then', 'relax', 'at', 'home', 'too'].slice(0, n).join(' ')}.`;

describe('reading age', () => {
  // Published Flesch–Kincaid grades, each from a source that prints the passage and its grade:
  // - the flesch-kincaid package's README (https://github.com/wooorm/flesch-kincaid): the platypus
  //   sentence, 13 words, 26 syllables, grade 13.08;
  // - the flesch-kincaid-calc package's README (https://npmjs.com/package/flesch-kincaid-calc): the
  //   opening of "The Three Little Pigs", grade 4.95.
  it.each([
    ['The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.', 13.08],
    [
      "Once upon a time there was an old mother pig who had three little pigs and not enough food to feed them. So when they were old enough, she sent them out into the world to seek their fortunes. The first little pig was very lazy. He didn't want to work at all and he built his house out of straw. The second little pig worked a little bit harder but he was somewhat lazy too and he built his house out of sticks. Then, they sang and danced and played together the rest of the day.",
      4.95,
    ],
  ])('scores a passage of published grade within half a grade: %s', (body, grade) => {
    const { figures } = check({ body });
    expect(Math.abs(figures.grade! - grade)).toBeLessThanOrEqual(0.5);
    expect(figures.readingAge).toBeCloseTo(figures.grade! + 5, 5);
  });

  it('warns once, at the first line of the text, when the reading age is over 12', () => {
    const hard = 'The Australian platypus is seemingly a hybrid of a mammal and reptilian creature.';
    expect(found('reading-age', { body: `## Heading\n\n${hard}` })).toEqual([
      expect.stringMatching(
        /^6: the page reads at an age of about 18 \(its Flesch–Kincaid grade, 13\.\d, plus 5, from 13 words in 1 sentence\); GOV\.UK writes for a reading age of 9/,
      ),
    ]);
    expect(found('reading-age', { body: 'The cat sat on the mat. It was warm.' })).toEqual([]);
  });
});

describe('lengths', () => {
  it('marks a 30-word sentence at its line, and not a 20-word one', () => {
    const input = { body: `${sentence(20)}\n\n${sentence(30)}` };
    const line = lineOfBody(input, sentence(30));
    expect(found('long-sentence', input)).toEqual([
      `${line}: this sentence ("Our team can fit a new …") has 30 words; sentences over 25 are hard to follow on a phone: split it in two, or cut words it does not need`,
    ]);
    expect(check(input).figures.longSentences).toBe(1);
  });

  it('marks a paragraph over 120 words, not one of 120', () => {
    const long = Array.from({ length: 11 }, () => sentence(11)).join(' ');
    const fine = Array.from({ length: 10 }, () => sentence(12)).join(' ');
    const input = { body: `${fine}\n\n${long}` };
    expect(found('long-paragraph', input)).toEqual([
      `${lineOfBody(input, long)}: this paragraph ("Our team can fit a new …") has 121 words; over 120 look like a wall of text on a phone: break it in two where its subject changes`,
    ]);
  });

  it('reads steps written one a line as a paragraph each, and quotes a paragraph by its words, not its tags', () => {
    const step = Array.from({ length: 5 }, () => sentence(10)).join(' ');
    const steps = ['<Steps>', ...[1, 2, 3].map((n) => `<Step title="Step ${n}">${step}</Step>`), '</Steps>'].join('\n');
    expect(found('long-paragraph', { body: steps })).toEqual([]);
    const long = `<Step title="Day 1">${Array.from({ length: 11 }, () => sentence(11)).join(' ')}</Step>`;
    const input = { body: ['<Steps>', long, '</Steps>'].join('\n') };
    expect(found('long-paragraph', input)).toEqual([
      `${lineOfBody(input, long)}: this paragraph ("Our team can fit a new …") has 121 words; over 120 look like a wall of text on a phone: break it in two where its subject changes`,
    ]);
  });

  it('marks over 300 words without a subheading, where the stretch starts', () => {
    const paragraph = Array.from({ length: 8 }, () => sentence(20)).join(' ');
    const input = { body: `${paragraph}\n\n${paragraph}\n\n## Costs\n\n${paragraph}` };
    expect(found('no-subheading', input)).toEqual([
      expect.stringMatching(/^6: the text from the start of the page runs for 320 words without a subheading/),
    ]);
    expect(found('no-subheading', { body: `${paragraph}\n\n## Costs\n\n${paragraph}` })).toEqual([]);
  });
});

describe('retext rules in our words', () => {
  it('hints at the passive voice', () => {
    expect(found('passive-voice', { body: 'The boiler was built in 1990.' })).toEqual([
      expect.stringMatching(/^6: a hint: "built" may be the passive voice/),
    ]);
    expect(found('passive-voice', { body: 'We built the boiler in 1990.' })).toEqual([]);
  });

  it('suggests plainer words, from retext-simplify and GOV.UK, but not the trade’s own', () => {
    expect(found('plainer-word', { body: 'We will liaise on the additional valve.' })).toEqual([
      '6: "liaise" is on GOV.UK\'s list of words to avoid, as vague or jargon: try "work with" or "talk to", or say plainly what is done',
      '6: "additional" has a plainer alternative: try "added" or "extra" or "more" or "other", or leave it out if the sentence works without it',
    ]);
    expect(found('plainer-word', { body: 'It is the type of render we maintain.' })).toEqual([]);
  });

  it('finds a word typed twice', () => {
    expect(found('repeated-word', { body: 'Bleed the the radiator.' })).toEqual([
      '6: "the the" has the same word twice in a row: delete one "the"',
    ]);
    expect(found('repeated-word', { body: 'Bleed the radiator.' })).toEqual([]);
  });

  it('finds "a" where "an" is meant', () => {
    expect(found('a-or-an', { body: 'It takes a hour.' })).toEqual([
      '6: write "an hour", not "a hour": "an" goes before a vowel sound ("an hour", "an MCS installer") and "a" before any other ("a unit", "a one-off")',
    ]);
    expect(found('a-or-an', { body: 'It takes an hour.' })).toEqual([]);
  });
});

describe('spelling', () => {
  it('flags "recieve" with suggestions, not British spellings or the trade’s words', () => {
    expect(found('spelling', { body: 'You will recieve a colour chart.' }, true)).toEqual([
      '6: "recieve" is not in the British English dictionary (did you mean "receive" or "relieve"?): correct it, or, if it is spelt right (a name or a trade word), add it to content/trade-words.yaml',
    ]);
    const trade =
      'Fit a thermostatic valve, a TRV, to each Worcester Bosch or Vaillant system; see www.example.com, e-mail a@b.example, `recieve`, 10kW.';
    expect(found('spelling', { body: trade }, true)).toEqual([]);
    expect(check({ body: trade }, true).figures.spelling).toBe(0);
    expect(check({ body: trade }).figures.spelling).toBeUndefined();
  });
});

describe('the search result', () => {
  it('flags a title wider than 600 px at its line, not a 40-character one', () => {
    const wide = 'What is a Heat Pump and How Could One Heat Your Home Through the Winter?';
    expect(found('search-title-width', { title: wide, body: LINKS })).toEqual([
      '2: "title" is 720 px wide as a search result shows it (Arial, 20 px), and search engines cut titles at about 600 px, so its end would be lost: shorten it, keeping the words people search for first',
    ]);
    expect(found('search-title-width', { title: 'A forty character title for a test page!', body: LINKS })).toEqual([]);
  });

  it('gives the site’s name after the title exactly while the whole fits in 600 px; the home page keeps its own', () => {
    const fits = 'Heat Pump Installation Explained';
    const over = 'Heat Pump Installation Requirements: What Your Home Needs';
    expect(titleWidth(`${fits} | ${site.name}`)).toBeLessThanOrEqual(600);
    expect(searchTitle(site, '/knowledge-centre/x', fits)).toBe(`${fits} | Wheelwright Heating`);
    expect(titleWidth(`${over} | ${site.name}`)).toBeGreaterThan(600);
    expect(titleWidth(over)).toBeLessThanOrEqual(600);
    expect(searchTitle(site, '/knowledge-centre/x', over)).toBe(over);
    expect(searchTitle(site, '/', over)).toBe(`Wheelwright Heating | ${over}`);
    expect(check({ title: over, body: LINKS }).figures.search).toEqual({
      title: over,
      titleWidth: titleWidth(over),
      description: DESCRIPTION,
      address: 'https://www.wheelwright-heating.example/knowledge-centre/heat-pumps-explained',
    });
  });

  it('flags a description outside 120–156 characters at its line', () => {
    expect(found('search-description-length', { description: 'Too short.', body: LINKS })).toEqual([
      '3: "description" is 10 characters; a search engine may show other text from the page in place of one under 120: lengthen it to 120–156, saying what the reader will find',
    ]);
    expect(found('search-description-length', { description: 'x'.repeat(157), body: LINKS })).toEqual([
      '3: "description" is 157 characters; search results cut it at about 156: shorten it to 120–156, with what matters most first',
    ]);
    expect(found('search-description-length', { body: LINKS })).toEqual([]);
  });
});

describe('search phrases', () => {
  const placed: Page = {
    title: 'Heat pumps explained',
    description:
      'A heat pump explained: how an air source heat pump heats your home, what it costs to run each year and whether it suits your house.',
    keywords: ['heat pump explained'],
    body: `Heat pumps explained simply, for your home. ${words(10, 'heat')} ${LINKS}\n\n## A heat pump explained\n\n${sentence(20)} ${sentence(20)} ${sentence(20)} ${sentence(20)}`,
  };

  it('finds each phrase in its places by word form, and its share of the text', () => {
    const { faults, figures } = check(placed);
    expect(faults.filter((fault) => fault.rule?.startsWith('search-phrase'))).toEqual([]);
    // Twice ("Heat pumps explained", "A heat pump explained") in 107 words: 1.87 for every 100.
    expect(figures.phrases).toEqual([
      {
        phrase: 'heat pump explained',
        places: { title: true, description: true, firstParagraph: true, subheading: true, address: true },
        share: 1.87,
      },
    ]);
  });

  it('flags a phrase missing from the first paragraph at its line in keywords, unless the page accepts it', () => {
    const missing = { ...placed, keywords: ['heat pump explained', 'air source heat pump'] };
    expect(found('search-phrase-place', missing)).toEqual([
      '6: the search phrase "air source heat pump" is not in the title, the first paragraph, a subheading or the address (the file name); search engines and readers look for it there: work it in where it reads naturally (a word form like a plural counts)',
    ]);
    expect(found('search-phrase-place', { ...missing, accept: ['search-phrase-place'] })).toEqual([]);
    expect(check({ ...missing, accept: ['search-phrase-place'] }).figures.phrases[1]!.places.firstParagraph).toBe(
      false,
    );
  });

  it('reads the first paragraph by its words: an address it links to is not one of them', () => {
    const linked = {
      ...placed,
      body: placed.body.replace(LINKS, 'See [our guide](/knowledge-centre/boiler-replacement).'),
    };
    const phrases = check({ ...linked, keywords: ['heat pump explained', 'boiler replacement'] }).figures.phrases;
    expect(phrases[1]!.places.firstParagraph).toBe(false);
  });

  it('flags the main phrase’s share outside 0.5–2.5 for every 100 words', () => {
    expect(found('search-phrase-share', { ...placed, keywords: ['radiator'] })).toEqual([
      expect.stringMatching(
        /^5: the main search phrase "radiator" appears 0 times in \d+ words, 0 for every 100 words; aim for 0\.5 to 2\.5: use it a few more times where it fits$/,
      ),
    ]);
    expect(found('search-phrase-share', { ...placed, keywords: ['heat'] })[0]).toMatch(
      /that many reads as written for search engines/,
    );
    expect(found('search-phrase-share', placed)).toEqual([]);
  });

  it('flags two published pages with the same first phrase, by stems', () => {
    const a = page({ keywords: ['boiler servicing', 'x'], body: 'A.' });
    const b = page({ keywords: ['Boiler service'], body: 'B.', route: '/boilers' });
    const c = page({ keywords: ['heat pumps'], body: 'C.', route: '/heat-pumps' });
    const faults = sharedPhraseFaults([a, b, c].map((p) => ({ ...p, keywords: p.frontmatter.keywords })));
    expect(faults.map((fault) => `${fault.line}: ${fault.message}`)).toEqual([
      '5: the main search phrase "boiler servicing" is also the first of /boilers; two pages aiming at one search compete, and search engines show only one: give this page a main phrase of its own',
      '5: the main search phrase "Boiler service" is also the first of /knowledge-centre/heat-pumps-explained; two pages aiming at one search compete, and search engines show only one: give this page a main phrase of its own',
    ]);
    expect(sharedPhraseFaults([a, c].map((p) => ({ ...p, keywords: p.frontmatter.keywords })))).toEqual([]);
  });
});

describe('links', () => {
  it('counts links to other pages of the site, and warns under two', () => {
    const body =
      'See [this page](/knowledge-centre/heat-pumps-explained), [a heading](#costs), [gas](https://www.gov.uk) and [boilers](/boilers).';
    expect(found('internal-links', { body })).toEqual([
      '6: the text links to 1 other page of the site; links to at least 2 related pages (a service, another guide) help readers go on and search engines find them: add some, like "[boiler servicing](/boilers)"',
    ]);
    const two = `${body} <CallToAction href="https://www.wheelwright-heating.example/heat-pumps" label="Heat pumps" />`;
    expect(found('internal-links', { body: two })).toEqual([]);
    expect(check({ body: two }).figures.internalLinks).toBe(2);
  });

  it('flags a link that says only "click here" or "read more"', () => {
    expect(found('link-text', { body: `${LINKS} To book, [click here](/contact). [Read more.](/about)` })).toEqual([
      expect.stringMatching(/^6: this link says only "click here", which tells nobody where it goes/),
      expect.stringMatching(/^6: this link says only "Read more\.", which tells nobody where it goes/),
    ]);
    expect(found('link-text', { body: LINKS })).toEqual([]);
  });
});

describe('findings', () => {
  it('are warnings with their rule, in the order of their lines, leaving out what the page accepts', () => {
    const input = { description: 'Short.', body: `${sentence(30)}\n\nBleed the the radiator.` };
    const { faults } = check(input);
    expect(faults.map((fault) => [fault.line, fault.rule, fault.severity])).toEqual([
      [3, 'search-description-length', 'warning'],
      [6, 'internal-links', 'warning'],
      [6, 'long-sentence', 'warning'],
      [8, 'repeated-word', 'warning'],
    ]);
    expect(check({ ...input, accept: ['long-sentence', 'internal-links'] }).faults.map((fault) => fault.rule)).toEqual([
      'search-description-length',
      'repeated-word',
    ]);
    expect(check({ ...input, accept: ['long-sentence'] }).figures.longSentences).toBe(1);
  });
});
