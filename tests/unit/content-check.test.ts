import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { ContentError, formatFault } from '@/lib/content/faults';
import { tempDir } from './temp-dir';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

/**
 * A copy of the valid base content with the given sample files from bad-content/ added; a sample
 * from bad-content/testimonials/ replaces content/testimonials.yaml.
 */
function contentWith(...samples: string[]): string {
  const root = tempDir('content-');
  fs.cpSync(path.join(fixtures, 'base'), root, { recursive: true });
  for (const sample of samples) {
    const target = path.join(root, 'content', sample.startsWith('testimonials/') ? 'testimonials.yaml' : sample);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(fixtures, 'bad-content', sample), target);
  }
  return root;
}

/** Rewrites one file of a content copy in place. */
function edit(root: string, file: string, change: (text: string) => string): void {
  const target = path.join(root, file);
  fs.writeFileSync(target, change(fs.readFileSync(target, 'utf8')));
}

/** A day soon after the fixtures' grant facts were checked (2026-11-23), so no review reminder is due. */
const today = new Date('2026-12-01T12:00:00Z');

function messages(root: string, options: { includeDrafts?: boolean; today?: Date } = {}) {
  return checkContent({ root, today, ...options }).faults.map(formatFault);
}

describe('content check', () => {
  it('passes the valid base content without a fault', () => {
    const result = checkContent({ root: contentWith(), today });
    expect(result.faults).toEqual([]);
    expect(result.articles.map((article) => article.route)).toEqual(['/knowledge-centre/heat-pump-guide']);
    expect(result.services[0]?.frontmatter.offers[0]?.name).toBe('New boiler installation');
  });

  const cases: [sample: string, message: string][] = [
    [
      'articles/date-not-a-date.mdx',
      'content/articles/date-not-a-date.mdx:7: "datePublished" must be a date like 2025-10-01 (found "1st October")',
    ],
    [
      'articles/missing-title.mdx',
      'content/articles/missing-title.mdx:1: "title" is missing: add it (it must be text, for example "Is It Time to Replace Your Boiler?")',
    ],
    [
      'articles/keywords-not-a-list.mdx',
      'content/articles/keywords-not-a-list.mdx:4: "keywords" must be a list of search phrases (found "heat pump")',
    ],
    [
      'articles/unknown-category.mdx',
      'content/articles/unknown-category.mdx:6: "category" must be one of: Boiler Advice, Heat Pump Advice, Energy Efficiency, Industry Insights, Community (found "Heat Pump Advise"): did you mean "Heat Pump Advice"?',
    ],
    [
      'articles/modified-before-published.mdx',
      'content/articles/modified-before-published.mdx:8: "dateModified" must not be before "datePublished" (found 2025-09-01, published 2025-10-01)',
    ],
    [
      'articles/hash-in-title.mdx',
      'content/articles/hash-in-title.mdx:2: "title" has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "Heat Pump Guide" would be published: put the whole text in double quotes, like title: "Heat Pump Guide #1 for homes"',
    ],
    [
      'articles/misspelt-field.mdx',
      'content/articles/misspelt-field.mdx:7: "datePublised" is not a field we know: did you mean "datePublished"?',
    ],
    [
      'articles/related-missing.mdx',
      'content/articles/related-missing.mdx:9: "related" links to /knowledge-centre/heat-pump-guid, which is not a page of this site: did you mean /knowledge-centre/heat-pump-guide?',
    ],
    [
      'articles/body-link-missing.mdx',
      'content/articles/body-link-missing.mdx:16: the link to /boiler, which is not a page of this site: did you mean /boilers?',
    ],
    [
      'articles/missing-anchor.mdx',
      'content/articles/missing-anchor.mdx:16: the link to /knowledge-centre/heat-pump-guide#how-it-wrks, but /knowledge-centre/heat-pump-guide has no heading with the anchor #how-it-wrks: did you mean #how-it-works?',
    ],
    [
      'articles/unknown-component.mdx',
      'content/articles/unknown-component.mdx:18: <Calout> is not a component we know: did you mean <Callout>?',
    ],
    [
      'articles/lowercase-component.mdx',
      'content/articles/lowercase-component.mdx:18: <callout> must be written <Callout>: the names of building blocks start with a capital letter',
    ],
    [
      'articles/wrong-prop.mdx',
      'content/articles/wrong-prop.mdx:18: <Callout> prop "type" must be one of: safety, warning, tip (found "danger")',
    ],
    [
      'articles/missing-prop.mdx',
      'content/articles/missing-prop.mdx:22: <PriceTable> prop "caption" is missing: add it (it must be text, for example "Guide prices for a 3-bedroom home")',
    ],
    [
      'articles/missing-prop.mdx',
      'content/articles/missing-prop.mdx:22: <PriceTable> prop "rows[0].low" must be a number of pounds without £ or commas, like 2500 (found "£8,000")',
    ],
    [
      'articles/link-not-absolute.mdx',
      'content/articles/link-not-absolute.mdx:16: the link to boilers must start with / for a page of this site, or with https:// for another website',
    ],
    [
      'articles/unclosed-component.mdx',
      'content/articles/unclosed-component.mdx:18: <Callout> is opened here but never closed: add </Callout> on a line of its own where its text ends, with an empty line before it; or, if nothing goes inside it, end it with /> as in <Callout … />',
    ],
    [
      'articles/Bad_File_Name.mdx',
      'content/articles/Bad_File_Name.mdx: the file name becomes the page address, so it must be lower-case words joined by hyphens, like heat-pump-guide.mdx (found "Bad_File_Name.mdx"): rename it bad-file-name.mdx',
    ],
    [
      'services/about.mdx',
      'content/services/about.mdx: its address /about is already used by the About Us page; rename the file to give it another address',
    ],
    [
      'services/wrong-section.mdx',
      'content/services/wrong-section.mdx:5: "section" must be Services (found "Service"): did you mean "Services"?',
    ],
    [
      'articles/long-title.mdx',
      'content/articles/long-title.mdx:2: warning: "title" is 72 characters; search results show about 60, so keep it to 60 or fewer',
    ],
    ['articles/wrong-type.mdx', 'content/articles/wrong-type.mdx:11: "featured" must be true or false (found "yes")'],
    [
      'articles/date-not-real.mdx',
      'content/articles/date-not-real.mdx:8: "dateModified" must be a real calendar date like 2025-10-01 (found "2025-02-30")',
    ],
    [
      'articles/misspelt-prop.mdx',
      'content/articles/misspelt-prop.mdx:18: <Callout> prop "titel" is not a field we know: did you mean "title"?',
    ],
    [
      'articles/missing-anchor-far.mdx',
      'content/articles/missing-anchor-far.mdx:16: the link to /knowledge-centre/heat-pump-guide#running-costs, but /knowledge-centre/heat-pump-guide has no heading with the anchor #running-costs; the anchors of its headings are: #how-it-works',
    ],
    [
      'articles/missing-anchor-on-page.mdx',
      'content/articles/missing-anchor-on-page.mdx:16: the link to #how-it-wrks, but this page has no heading with the anchor #how-it-wrks: did you mean #how-it-works?',
    ],
    [
      'legal/boilers.mdx',
      'content/legal/boilers.mdx: its address /boilers is already used by content/services/boilers.mdx; rename the file to give it another address',
    ],
    [
      'articles/image-without-alt.mdx',
      'content/articles/image-without-alt.mdx:11: "image.alt" is missing: add it (it must be text, for example "A new combi boiler fitted in a kitchen cupboard")',
    ],
    [
      'articles/image-without-alt.mdx',
      'content/articles/image-without-alt.mdx:20: the picture /images/heat-pump.svg has no alt text (a short description for people who cannot see it): write it between the square brackets, like ![What the picture shows](/images/heat-pump.svg)',
    ],
    [
      'articles/image-without-alt.mdx',
      'content/articles/image-without-alt.mdx:22: the picture /images/heat-pump.svg has no alt text (a short description for people who cannot see it): add alt="What the picture shows" to the <img> tag',
    ],
    [
      'articles/image-not-in-public.mdx',
      'content/articles/image-not-in-public.mdx:12: "image.src" /images/new-boiler.jpg is not in the public/ folder: save the picture as public/images/new-boiler.jpg, or correct the name',
    ],
    [
      'articles/image-not-in-public.mdx',
      'content/articles/image-not-in-public.mdx:21: the picture /images/heat-pmp.svg is not in the public/ folder: did you mean /images/heat-pump.svg?',
    ],
    [
      'articles/image-not-in-public.mdx',
      "content/articles/image-not-in-public.mdx:23: the picture https://pictures.example/heat-pump.jpg is on another website, which the site's security settings block: save the picture in public/images/ and write its address like /images/boiler.jpg",
    ],
    [
      'testimonials/wrong-rating.yaml',
      'content/testimonials.yaml:9: "testimonials[1].rating" must be a whole number of stars from 1 to 5 (found "five")',
    ],
    [
      'testimonials/wrong-rating.yaml',
      'content/testimonials.yaml:10: "testimonials[1].month" must be a month name: January, February, March, April, May, June, July, August, September, October, November, December (found "Novembr"): did you mean "November"?',
    ],
    [
      'testimonials/samples.yaml',
      'content/testimonials.yaml: warning: 2 testimonials are still marked "sample: true"; replace them with genuine reviews before launch (UK law forbids fake reviews)',
    ],
    [
      'articles/main-heading.mdx',
      'content/articles/main-heading.mdx:14: a heading starting with a single "# " would be a second main heading (the title is the first): start it with "## "',
    ],
    [
      'articles/placeholder-text.mdx',
      'content/articles/placeholder-text.mdx:16: this page is set to be published ("draft: false") but still has the sample text "Start with one or two sentences that tell the reader what this article will help them with.": replace it with your own words',
    ],
    [
      'articles/placeholder-text.mdx',
      'content/articles/placeholder-text.mdx:18: this page is set to be published ("draft: false") but still has the sample heading "## First section": replace it with your own words',
    ],
    [
      'articles/picture-with-space.mdx',
      'content/articles/picture-with-space.mdx:18: the picture ![Loft insulation being laid](/images/IMG 2041.jpg) would show as plain text, because its address has a space: rename the file with hyphens instead of spaces (like IMG-2041.jpg) and change the address to match',
    ],
    [
      'articles/picture-with-space.mdx',
      'content/articles/picture-with-space.mdx:20: the link [our boiler guide](/boilers page) would show as plain text, because its address has a space: remove the space from the address',
    ],
    [
      'articles/table-without-divider.mdx',
      'content/articles/table-without-divider.mdx:16: this table would show as lines of "|" characters, because its second line is not the dividing line: add a line like | --- | --- | under the first row, with one --- for each column',
    ],
    [
      'articles/heading-skip.mdx',
      'content/articles/heading-skip.mdx:14: the first heading starts with "####", but the page\'s headings start at "##" (the title is the only "#"): start it with "##"',
    ],
    [
      'articles/heading-skip.mdx',
      'content/articles/heading-skip.mdx:22: this heading starts with "#####" straight after a "##" heading, so it skips a level, which screen readers rely on: start it with "###"',
    ],
    [
      'articles/own-site-link.mdx',
      "content/articles/own-site-link.mdx:16: the link to https://www.wheelwright-heating.example/boilers is written with the website's full address: write only the part after it, /boilers",
    ],
    [
      'articles/own-site-link.mdx',
      "content/articles/own-site-link.mdx:16: the link to http://wheelwright-heating.example is written with the website's full address: write only the part after it, /",
    ],
    [
      'articles/long-description.mdx',
      'content/articles/long-description.mdx:3: warning: "description" is 177 characters; search results show 50 to 160, so aim for that length',
    ],
    [
      'articles/short-description.mdx',
      'content/articles/short-description.mdx:3: warning: "description" is 21 characters; search results show 50 to 160, so aim for that length',
    ],
    [
      'articles/curly-brackets.mdx',
      'content/articles/curly-brackets.mdx:22: "{less}" is in curly brackets, which a page reads as code, so the site cannot be built: remove the { and }, or write \\{ and \\} to show the brackets themselves',
    ],
    [
      'articles/less-than.mdx',
      'content/articles/less-than.mdx:22: "<5" is not a building block, but a < in the text starts one: write "less than" or "under" instead of <',
    ],
    [
      'articles/unclosed-brace.mdx',
      'content/articles/unclosed-brace.mdx:22: a { in the text is never closed by a }, and a { starts a piece of code: remove it, or write \\{ to show a curly bracket',
    ],
    [
      'articles/tool-twice.mdx',
      'content/articles/tool-twice.mdx:28: <CostCalculator> can be used only once on a page, and it is already on line 22: remove one of them',
    ],
  ];

  it.each(cases)('reports %s in words an editor can act on', (sample, message) => {
    expect(messages(contentWith(sample))).toContain(message);
  });

  it('reports curly brackets and a tool used twice once each, leaving escaped brackets, comments and single tools alone', () => {
    expect(messages(contentWith('articles/curly-brackets.mdx'))).toHaveLength(1);
    expect(messages(contentWith('articles/tool-twice.mdx'))).toHaveLength(1);
  });

  it('reports an article at the address of the community page once', () => {
    expect(messages(contentWith('articles/community.mdx'))).toEqual([
      'content/articles/community.mdx: its address /knowledge-centre/community is already used by the Community page; rename the file to give it another address',
    ]);
  });

  it('reports a misspelt field once, as the misspelling with its correction', () => {
    expect(messages(contentWith('articles/misspelt-field.mdx'))).toEqual([
      'content/articles/misspelt-field.mdx:7: "datePublised" is not a field we know: did you mean "datePublished"?',
    ]);
    expect(messages(contentWith('articles/misspelt-prop.mdx'))).toEqual([
      'content/articles/misspelt-prop.mdx:18: <Callout> prop "titel" is not a field we know: did you mean "title"?',
    ]);
  });

  it('accepts pictures with alt text that are files in public/', () => {
    const root = contentWith();
    edit(
      root,
      'content/articles/heat-pump-guide.mdx',
      (text) =>
        `${text}\n![An air source heat pump](/images/heat-pump.svg)\n\n<img src="/images/heat-pump.svg" alt="A heat pump" />\n`,
    );
    expect(messages(root)).toEqual([]);
  });

  it('reports a mistake in one page once, without breaking the links to and from it', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('datePublished: 2025-10-01', 'datePublished: 1st October').replace('  - /boilers', '  - /boiler'),
    );
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:7: "datePublished" must be a date like 2025-10-01 (found "1st October")',
      'content/articles/heat-pump-guide.mdx:9: "related" links to /boiler, which is not a page of this site: did you mean /boilers?',
    ]);
  });

  it('names the line of a YAML mistake, and says in words what is usually wrong', () => {
    expect(messages(contentWith('articles/bad-yaml.mdx'))).toEqual([
      'content/articles/bad-yaml.mdx:2: the settings block could not be read: a line is indented differently from the lines around it, or a value has a ":" in it: line the settings up as the ones above them are, and put text that contains ":" in double quotes',
    ]);
    const root = contentWith();
    edit(root, 'content/testimonials.yaml', (text) => text.replace('    rating: 5', '    rating: 5\n    rating: 4'));
    expect(messages(root)).toEqual([
      'content/testimonials.yaml:6: the file could not be read: a setting is written twice in one group: if a new entry of a list starts here, begin its first line with "- " as the entries above do; otherwise keep one of the two',
    ]);
    // A second review whose first line lost its "- " runs into the first: the advice must not be to delete it.
    const review = contentWith();
    edit(review, 'content/testimonials.yaml', (text) =>
      text.concat('    quote: "Great service."\n    name: Another Customer\n    town: Redditch\n    rating: 5\n'),
    );
    expect(messages(review)).toEqual([
      expect.stringContaining(
        'content/testimonials.yaml:8: the file could not be read: a setting is written twice in one group: if a new entry of a list starts here, begin its first line with "- "',
      ),
    ]);
  });

  it('names the setting with no space after its colon, or starting with a character YAML reads specially', () => {
    const cases: [from: string, to: string, message: string][] = [
      [
        'title: "What is a Heat Pump?"',
        'title:"What is a Heat Pump?"',
        'content/articles/heat-pump-guide.mdx:2: "title" needs a space after its colon: write title: "What is a Heat Pump?"',
      ],
      [
        'title: "What is a Heat Pump?"',
        'title: [Updated] What is a Heat Pump?',
        'content/articles/heat-pump-guide.mdx:2: "title" starts with [, which has a special meaning in the settings: put the whole text in quotes, like title: "[Updated] What is a Heat Pump?"',
      ],
      [
        'title: "What is a Heat Pump?"',
        'title: *NEW* What is a Heat Pump?',
        'content/articles/heat-pump-guide.mdx:2: "title" starts with *, which has a special meaning in the settings: put the whole text in quotes, like title: "*NEW* What is a Heat Pump?"',
      ],
    ];
    for (const [from, to, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', (text) => text.replace(from, to));
      expect(messages(root), to).toEqual([message]);
    }
    // In a data file too; a list in brackets, as the files write them, is left alone.
    const data = contentWith();
    edit(data, 'content/site.yaml', (text) =>
      text.replace('tagline: Expert Heating Solutions', 'tagline: !Important Expert Heating'),
    );
    expect(messages(data)).toEqual([
      'content/site.yaml:6: "tagline" starts with !, which has a special meaning in the settings: put the whole text in quotes, like tagline: "!Important Expert Heating"',
    ]);
  });

  it('says where a page went when its category moved it, at each link to its old address', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('category: Heat Pump Advice', 'category: Community'),
    );
    expect(messages(root)).toContain(
      'content/services/boilers.mdx:18: the link to /knowledge-centre/heat-pump-guide#how-it-works, which is not a page of this site: content/articles/heat-pump-guide.mdx is published at /knowledge-centre/community/heat-pump-guide, because its "category" is Community: change the link to /knowledge-centre/community/heat-pump-guide#how-it-works, or change that page back',
    );
  });

  it('refuses a review dated in a month still to come, and a number typed in quotes, saying to remove them', () => {
    const root = contentWith();
    edit(root, 'content/testimonials.yaml', (text) =>
      text.replace('    rating: 5', '    rating: 5\n    month: January\n    year: 2027'),
    );
    edit(root, 'content/site.yaml', (text) => text.replace('foundingYear: 1995', 'foundingYear: "1995"'));
    const found = messages(root);
    expect(found).toContain(
      'content/testimonials.yaml:7: "year" dates this review January 2027, which has not come yet: give the month and year the customer wrote it',
    );
    expect(
      found.some((line) =>
        /^content\/site.yaml:36: "foundingYear" .*\(found "1995"\): remove the quotes, so it reads 1995$/.test(line),
      ),
    ).toBe(true);
    // Today's month is not to come.
    edit(root, 'content/testimonials.yaml', (text) =>
      text.replace('month: January\n    year: 2027', 'month: December\n    year: 2026'),
    );
    expect(messages(root).filter((line) => line.includes('has not come yet'))).toEqual([]);
  });

  it('names a quote left open or closed too soon in a data file, but not a quoted text carried over lines', () => {
    const open = contentWith();
    edit(open, 'content/site.yaml', (text) =>
      text.replace('tagline: Expert Heating Solutions', 'tagline: "Expert Heating Solutions'),
    );
    expect(messages(open)).toEqual([
      'content/site.yaml:6: "tagline" opens with a double quote " but has no closing one, so the settings below it would be read as part of its text: add " at the end, like tagline: "Expert Heating Solutions"',
    ]);
    const early = contentWith();
    edit(early, 'content/site.yaml', (text) => text.replace('  label: Whatsapp Us', "  label: 'Message us' today"));
    expect(messages(early)).toEqual([
      'content/site.yaml:22: "label" has a single quote \' inside its text, which ends the text early: put the text in double quotes instead, like label: "\'Message us\' today"',
    ]);
    // A long text in quotes may carry on over lines: a mistake elsewhere is still named as itself.
    const carried = contentWith();
    edit(carried, 'content/site.yaml', (text) =>
      text
        .replace('tagline: Expert Heating Solutions', 'tagline: "Expert Heating\n  Solutions"')
        .replace('email: enquiries', 'email: enquiries\nemail: enquiries'),
    );
    expect(messages(carried)).toEqual([
      expect.stringMatching(/^content\/site.yaml:\d+: the file could not be read: a setting is written twice/),
    ]);
  });

  it('leaves a note after a quoted setting in a list alone, as it is read', () => {
    const root = contentWith();
    edit(root, 'content/services/boilers.mdx', (text) =>
      text.replace('  - name: "New boiler installation"', '  - name: "New boiler installation" # the main service'),
    );
    expect(messages(root)).toEqual([]);
  });

  it("says what a mistake in a page means, in words rather than the parser's", () => {
    const cases: [change: (text: string) => string, message: string][] = [
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: “Heat Pumps: A Guide”'),
        'content/articles/heat-pump-guide.mdx:2: "title" starts with a curly quote “, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all',
      ],
      [
        (text) => text.replace('draft: false\n---', 'draft: false\n'),
        'content/articles/heat-pump-guide.mdx:1: the settings block at the top has no closing --- line: add a line with only --- after the last setting (usually "draft: false")',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title:'),
        'content/articles/heat-pump-guide.mdx:2: "title" has nothing after its colon: fill it in (it must be text, for example "Is It Time to Replace Your Boiler?")',
      ],
      [
        (text) => `${text}\nPrices {VAT included} here.\n`,
        'content/articles/heat-pump-guide.mdx:22: text in curly brackets { } is read as a piece of code, and this is not code: remove the { and }, or write \\{ and \\} to show the brackets themselves',
      ],
      [
        (text) => `${text}\n<!-- a note -->\n`,
        'content/articles/heat-pump-guide.mdx:22: a note between <!-- and --> cannot be used in these pages: write a note that is not shown as {/* your note */}, or remove it',
      ],
      [
        (text) => text.replace('title="Good to know">', 'title="Good to know" />'),
        'content/articles/heat-pump-guide.mdx:20: a closing tag like </Callout> has no opening tag to close, perhaps because the opening one ends in "/>", which closes it at once: remove the closing tag, or the "/" of the opening one',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: "What is a Heat Pump?'),
        'content/articles/heat-pump-guide.mdx:2: "title" opens with a double quote " but has no closing one, so the settings below it would be read as part of its text: add " at the end, like title: "What is a Heat Pump?"',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: "What is a "Heat Pump"?"'),
        'content/articles/heat-pump-guide.mdx:2: "title" has a double quote " inside its text, which ends the text early: put the text in single quotes instead, like title: \'What is a "Heat Pump"?\'',
      ],
      [
        // Quotes round the first words only: the text meant is all of it, quotes included.
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: "Heat pumps" explained'),
        'content/articles/heat-pump-guide.mdx:2: "title" has a double quote " inside its text, which ends the text early: put the text in single quotes instead, like title: \'"Heat pumps" explained\'',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', "title: 'What's a Heat Pump?'"),
        'content/articles/heat-pump-guide.mdx:2: "title" has a single quote \' inside its text, which ends the text early: put the text in double quotes instead, like title: "What\'s a Heat Pump?"',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: "What\'s a "Heat Pump"?"'),
        'content/articles/heat-pump-guide.mdx:2: "title" has a double quote " inside its text, which ends the text early: write each " inside the text as \\", like title: "What\'s a \\"Heat Pump\\"?"',
      ],
      [
        (text) => text.replace('  - heat pump', '  - "heat pump'),
        'content/articles/heat-pump-guide.mdx:5: this item of "keywords" opens with a double quote " but has no closing one, so the settings below it would be read as part of its text: add " at the end, like - "heat pump"',
      ],
      [
        (text) => text.replace('type="tip"', 'type=”tip”'),
        'content/articles/heat-pump-guide.mdx:18: the settings of <Callout> have a curly quote ” in them, which word processors and phones type in place of a straight one: write straight double quotes round each setting, like type="tip"',
      ],
      [
        (text) => text.replace('title="Good to know"', 'title="Good to know”'),
        'content/articles/heat-pump-guide.mdx:18: the settings of <Callout> have a curly quote ” in them, which word processors and phones type in place of a straight one: write straight double quotes round each setting, like title="Good to know"',
      ],
      [
        (text) => text.replace('title="Good to know">', 'title="Good to know"\n'),
        'content/articles/heat-pump-guide.mdx:20: <Callout> (opened on line 18) is not ended before the empty line on line 19, so what follows is read as its settings: end the tag with > after its last setting, as its text closes with </Callout>',
      ],
      [
        (text) => text.replace('into your home.', 'into your home.<br>'),
        'content/articles/heat-pump-guide.mdx:16: <br> must be written <br /> in these pages, with a / before the >',
      ],
      [
        (text) => text.replace('into your home.', 'into your <b>home.'),
        'content/articles/heat-pump-guide.mdx:16: <b> is opened but never closed in its paragraph: add </b> where it should end, before the empty line, or remove it',
      ],
      [
        (text) =>
          text.replace(
            'Heat pumps work best in well-insulated homes.',
            '\nHeat pumps <b>work best in well-insulated homes.\n',
          ),
        'content/articles/heat-pump-guide.mdx:20: <b> is opened but never closed in its paragraph: add </b> where it should end, before the empty line, or remove it',
      ],
      [
        (text) => text.replace('</Callout>', '</Callout> <b>Note'),
        'content/articles/heat-pump-guide.mdx:20: <b> is opened but never closed in its paragraph: add </b> where it should end, before the empty line, or remove it',
      ],
      [
        (text) => text.replace('</Callout>', '</Calout>'),
        'content/articles/heat-pump-guide.mdx:20: </Calout> does not close <Callout>: a closing tag must have the same name as its opening tag, with a / before it',
      ],
    ];
    for (const [change, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', change);
      // Only the mistake: links to the page's headings from other pages still count as good.
      expect(messages(root)).toEqual([message]);
    }
  });

  it('reads a file that starts with an invisible byte-order mark as if it did not', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) => `\uFEFF${text}`);
    edit(root, 'content/site.yaml', (text) => `\uFEFF${text}`);
    expect(checkContent({ root, today }).faults).toEqual([]);
  });

  it('refuses a file not saved as UTF-8, naming the line of its first unreadable character', () => {
    const root = contentWith();
    const article = path.join(root, 'content/articles/heat-pump-guide.mdx');
    const text = `${fs.readFileSync(article, 'utf8').trimEnd()}\n\nA service costs from £85 – and the flow runs at 45°C.\n`;
    const line = text.split('\n').findIndex((row) => /[£–°]/.test(row)) + 1;
    // Saved as "ANSI" (Windows-1252): £, – and ° become single bytes that are not UTF-8.
    const ansi = Buffer.from(
      [...text].flatMap((character) =>
        character === '£'
          ? [0xa3]
          : character === '–'
            ? [0x96]
            : character === '°'
              ? [0xb0]
              : [...Buffer.from(character)],
      ),
    );
    fs.writeFileSync(article, ansi);
    // And a data file saved as "Unicode" (UTF-16).
    const siteFile = path.join(root, 'content/site.yaml');
    fs.writeFileSync(
      siteFile,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(fs.readFileSync(siteFile, 'utf8'), 'utf16le')]),
    );
    const saveAs =
      'open it in your editor, choose Save As (or "Save with Encoding") and pick UTF-8, then check that characters such as £, – and ° look right';
    expect(messages(root)).toEqual([
      `content/site.yaml: the file is saved as UTF-16 (some editors call it "Unicode"), which the site cannot read: ${saveAs}`,
      `content/articles/heat-pump-guide.mdx:${line}: the file is not saved as UTF-8 (this line has the first character it cannot read), so characters such as £, – and ° would be garbled or stop the build: ${saveAs}`,
    ]);
  });

  it('refuses an impossible date in a data file rather than reading it as another day', () => {
    const root = contentWith();
    edit(root, 'content/boiler-upgrade-scheme.yaml', (text) =>
      text.replace('lastChecked: 2026-11-23', 'lastChecked: 2026-02-30'),
    );
    expect(messages(root)).toEqual([
      'content/boiler-upgrade-scheme.yaml:33: "lastChecked" must be a real calendar date like 2025-10-01 (found "2026-02-30")',
    ]);
  });

  it("refuses a # with text straight after it in a data file, which would cut the text there, and keeps the files' own notes", () => {
    const root = contentWith();
    edit(root, 'content/testimonials.yaml', (text) =>
      text.replace('quote: "Friendly, punctual and tidy."', 'quote: Friendly, punctual and tidy #happycustomer'),
    );
    edit(root, 'content/site.yaml', (text) =>
      text.replace('tagline: Expert Heating Solutions', 'tagline: Expert Heating Solutions #1'),
    );
    expect(messages(root)).toEqual([
      'content/site.yaml:6: "tagline" has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "Expert Heating Solutions" would be published: put the whole text in double quotes, like tagline: "Expert Heating Solutions #1"',
      'content/testimonials.yaml:2: "quote" has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "Friendly, punctual and tidy" would be published: put the whole text in double quotes, like quote: "Friendly, punctual and tidy #happycustomer"',
    ]);
  });

  it('refuses a heading with no space after its #s, and a block of code, which would publish the rest of the page as code', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text
        .replace('## How it works', '##How it works')
        .replace('</Callout>', '</Callout>\n\n```\nThe rest of the page.'),
    );
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:14: "##How it works" would show as plain text with its # marks, not as a heading: put a space after the #s, like ## How it works',
      'content/articles/heat-pump-guide.mdx:22: this line starts a block of code (```), which shows everything after it, up to the next ```, as computer code rather than text: remove the ``` (pages have no use for code blocks)',
      // The heading that is not one leaves a link to it with nothing to land on.
      'content/services/boilers.mdx:18: the link to /knowledge-centre/heat-pump-guide#how-it-works, but /knowledge-centre/heat-pump-guide has no heading with the anchor #how-it-works; it has no headings to link to',
    ]);
  });

  it('names a non-breaking space from a word processor, in the settings, a data file and a heading', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('category: Heat Pump Advice', 'category:\u00a0Heat Pump Advice'),
    );
    edit(root, 'content/services/boilers.mdx', (text) => text.replace('  - name: "New', '\u00a0 - name: "New'));
    edit(root, 'content/site.yaml', (text) => text.replace('tagline: Expert', 'tagline:\u00a0Expert'));
    // A non-breaking space inside a value's text is the text's own: it is left alone.
    edit(root, 'content/testimonials.yaml', (text) => text.replace('Friendly, punctual', 'Friendly,\u00a0punctual'));
    expect(messages(root)).toEqual([
      'content/site.yaml:6: "tagline" has a non-breaking space after its colon (word processors put them in), which the settings do not read as a space: delete it and type an ordinary space',
      'content/articles/heat-pump-guide.mdx:6: "category" has a non-breaking space after its colon (word processors put them in), which the settings do not read as a space: delete it and type an ordinary space',
      'content/services/boilers.mdx:9: this line has a non-breaking space at its start (word processors put them in), which the settings do not read as a space: delete the spaces before the first word and type ordinary ones',
    ]);
    const heading = contentWith();
    edit(heading, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('## How it works', '##\u00a0How it works\n\n### In winter'),
    );
    expect(messages(heading)).toEqual([
      // The heading meant is counted as one, so the "###" under it is not also reported as a skip.
      'content/articles/heat-pump-guide.mdx:14: "##\u00a0How it works" would show as plain text with its # marks, not as a heading, because the space after the #s is a non-breaking space (word processors put them in): delete it and type an ordinary space, like ## How it works',
      'content/services/boilers.mdx:18: the link to /knowledge-centre/heat-pump-guide#how-it-works, but /knowledge-centre/heat-pump-guide has no heading with the anchor #how-it-works; the anchors of its headings are: #in-winter',
    ]);
  });

  it('refuses a published page with next to no text, and lets a draft wait', () => {
    const root = contentWith();
    const settings = (text: string) => text.slice(0, text.indexOf('---', 3) + 4);
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) => `${settings(text)}\nTBC\n`);
    edit(root, 'content/services/boilers.mdx', (text) => settings(text));
    const found = messages(root);
    expect(found).toContain(
      'content/articles/heat-pump-guide.mdx:13: this page is set to be published ("draft: false") but has only 1 word of text after its settings: write the page, or set "draft: true" until it is ready',
    );
    expect(
      found.some(
        (line) =>
          line.startsWith('content/services/boilers.mdx:') && line.includes('but has no text after its settings'),
      ),
    ).toBe(true);
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) => text.replace('draft: false', 'draft: true'));
    expect(messages(root, { includeDrafts: true }).filter((line) => line.startsWith('content/articles/'))).toEqual([]);
  });

  it('says a group of settings written as one value must have its settings on the lines below it', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('draft: false', 'image: /images/boiler.jpg\ndraft: false'),
    );
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:11: "image" must have its own settings on the lines below it, each indented two spaces (src, alt), rather than a value after its colon (found "/images/boiler.jpg")',
    ]);
  });

  it('refuses a related page that could have no card: a page not from content/, or a part of a page', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('  - /boilers', '  - /boilers#our-boiler-services\n  - /contact'),
    );
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:9: "related" lists /boilers#our-boiler-services, but a related card links to a whole page, so it would be left out: write /boilers',
      'content/articles/heat-pump-guide.mdx:9: "related" lists /contact, which is not an article, service or legal page, so no card would show for it: list only pages from the content folder, and link to /contact in the text instead',
    ]);
  });

  it('says plainly that an emptied data file is empty, and flags curly quotes there too', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', () => '');
    edit(root, 'content/testimonials.yaml', (text) => text.replace('town: Bromsgrove', 'town: “Bromsgrove”'));
    expect(messages(root)).toEqual([
      "content/site.yaml: the file is empty: put back its contents (on GitHub, the file's History shows the last version)",
      'content/testimonials.yaml:4: "town" starts with a curly quote “, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all',
    ]);
  });

  it('reports a published page linking to a draft, and leaves drafts out of the published pages', () => {
    const root = contentWith('articles/draft-target.mdx', 'articles/links-to-draft.mdx');
    expect(messages(root)).toContain(
      'content/articles/links-to-draft.mdx:9: "related" links to /knowledge-centre/draft-target, which is a draft and will not be published; link to it once its "draft" is false',
    );
    const published = checkContent({ root });
    expect(published.articles.map((article) => article.slug)).not.toContain('draft-target');
    expect(published.routes.has('/knowledge-centre/draft-target')).toBe(false);
    const preview = checkContent({ root, includeDrafts: true });
    expect(preview.articles.map((article) => article.slug)).toContain('draft-target');
  });

  it('lists every fault at once rather than stopping at the first', () => {
    const root = contentWith(
      'articles/date-not-a-date.mdx',
      'articles/unknown-component.mdx',
      'articles/related-missing.mdx',
    );
    const errors = checkContent({ root }).faults.filter((fault) => fault.severity === 'error');
    expect(errors.map((fault) => fault.file)).toEqual([
      'content/articles/date-not-a-date.mdx',
      'content/articles/unknown-component.mdx',
      'content/articles/related-missing.mdx',
    ]);
    const error = new ContentError(errors);
    expect(error.message).toMatch(
      /^The content has 3 problems to fix before the site can be built:\n {2}- content\/articles\/date-not-a-date\.mdx:7:/,
    );
  });

  it('warns while sample testimonials remain', () => {
    const root = contentWith();
    edit(root, 'content/testimonials.yaml', (text) => text.replace('sample: false', 'sample: true'));
    expect(messages(root)).toContain(
      'content/testimonials.yaml: warning: 1 testimonial is still marked "sample: true"; replace them with genuine reviews before launch (UK law forbids fake reviews)',
    );
  });

  it('checks the business settings file field by field', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', (text) =>
      text
        .replace('international: "+441214960725"', 'international: "01214960725"')
        .replace('postcode: B60 3PD', 'postcode: b60'),
    );
    const found = messages(root);
    expect(found).toContain(
      'content/site.yaml:19: "phone.international" must be the number in international form, like "+441214960725" (found "01214960725")',
    );
    expect(found).toContain(
      'content/site.yaml:32: "address.postcode" must be a UK postcode in capitals, like B60 3PD (found "b60")',
    );
  });

  it('refuses settings that would publish something broken on every page, and tidies a slash after the address', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', (text) =>
      text
        .replace(/^url: (.*)$/m, 'url: $1/home')
        .replace('url: https://wa.me/447700900725', 'url: https://wa.me/+44 7700 900725')
        .replace('display: 0121 496 0725', 'display: 0121 496 072')
        .replace('international: "+441214960725"', 'international: "+44121496072"')
        .replace('foundingYear: 1995', 'foundingYear: 2095'),
    );
    const found = messages(root);
    for (const message of [
      /^content\/site.yaml:\d+: "url" must be the address of the site alone, like https:\/\/www.wheelwright-heating.example, with nothing after it/,
      /^content\/site.yaml:\d+: "messaging.url" must be https:\/\/wa.me\/ then the number with its country code and digits only/,
      /^content\/site.yaml:\d+: "phone.display" must be a UK phone number as visitors dial it from the UK, like 0121 496 0725/,
      /^content\/site.yaml:\d+: "foundingYear" must not be after this year/,
    ])
      expect(found, String(message)).toContainEqual(expect.stringMatching(message));

    // The menu's links are checked against the pages once the file itself is right.
    const menu = contentWith();
    edit(menu, 'content/site.yaml', (text) =>
      text.replace('{ label: Boilers, href: /boilers }', '{ label: Boilers, href: /boiler }'),
    );
    expect(messages(menu)).toEqual([
      'content/site.yaml:68: "navigation.main[1].href" links to /boiler, which is not a page of this site: did you mean /boilers?',
    ]);

    // A slash at the end of the address is the same address: taken off, not refused.
    const tidy = contentWith();
    edit(tidy, 'content/site.yaml', (text) => text.replace(/^url: (.*)$/m, 'url: $1/'));
    const checked = checkContent({ root: tidy, today });
    expect(checked.faults).toEqual([]);
    expect(checked.site?.url).toMatch(/^https:\/\/[^/]+$/);
  });

  it('refuses a related list naming the page itself or a page twice, pence in a price table, and a link broken by a space', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text
        .replace(
          'related:\n  - /boilers',
          'related:\n  - /boilers\n  - /knowledge-centre/heat-pump-guide\n  - /boilers',
        )
        .replace(
          /\n## /,
          '\nRead the [boiler guide] (/boilers) first.\n\n<PriceTable caption="Guide prices" rows={[{ item: "Service", low: 89.99 }]} />\n\n## ',
        ),
    );
    const found = messages(root);
    for (const message of [
      /^content\/articles\/heat-pump-guide.mdx:9: "related" lists this page itself \(\/knowledge-centre\/heat-pump-guide\): remove it$/,
      /^content\/articles\/heat-pump-guide.mdx:9: "related" lists \/boilers twice: remove one$/,
      /^content\/articles\/heat-pump-guide.mdx:\d+: <PriceTable> prop "rows\[0\].low" must be whole pounds, like 90: the table shows prices without pence/,
      /^content\/articles\/heat-pump-guide.mdx:\d+: \[boiler guide\] \(\/boilers\) would show as plain text, not as a link, because of the space between "\]" and "\(": remove the space$/,
    ])
      expect(found, String(message)).toContainEqual(expect.stringMatching(message));
  });

  it("says a slip in a building block's settings is one, rather than blaming curly brackets in the text", () => {
    for (const rows of [
      '[{ item: "Service", low: £90 }]',
      '[{ item: "Service", low: 8,000 }]',
      '[\n    { item: "Service", low: 90 }\n    { item: "Repair", low: 100 }\n  ]',
    ]) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
        text.replace(/\n## /, `\n<PriceTable\n  caption="Guide prices"\n  rows={${rows}}\n/>\n\n## `),
      );
      expect(messages(root), rows).toContainEqual(
        expect.stringMatching(
          /^content\/articles\/heat-pump-guide.mdx:\d+: the settings of <PriceTable> could not be read: inside its \{ \}, write text in double quotes \("Annual service"\), numbers as plain digits without £ or commas \(2500\), and a comma between items/,
        ),
      );
    }
  });

  it('refuses a table row with a cell too few or too many, which would put its text under the wrong headings', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace(
        /\n## /,
        '\n| Rating | Efficiency | Advice |\n| --- | --- | --- |\n| A | Replace when it fails |\n| B | 86–90% | Fine | Keep it |\n| C | 82% \\| 86% | Plan ahead |\n\n## ',
      ),
    );
    const found = messages(root).filter((message) => message.includes('table row'));
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide.mdx:\d+: this table row has 2 cells but the table has 3 columns, so its text would sit under the wrong headings: add the missing cell \(an empty cell is written \| \|\)$/,
      ),
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide.mdx:\d+: this table row has 4 cells but the table has 3 columns, so the last cell would be left out: remove the extra "\|", or write a \| that belongs in the text as \\\|$/,
      ),
    ]);
  });

  it('refuses HTML a page cannot carry: embedded pages and scripts the security settings block, and inline styles', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace(
        /\n## /,
        '\n<iframe src="https://www.youtube.com/embed/abc" title="Our video"></iframe>\n\n<div style={{ color: "red" }}>Hot</div>\n\n<p style="color:red">Hot</p>\n\n<script>alert(1)</script>\n\n## ',
      ),
    );
    const found = messages(root);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide.mdx:\d+: <iframe> cannot be used in a page: the site's security settings block embedded pages, scripts and forms/,
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(/^content\/articles\/heat-pump-guide.mdx:\d+: <script> cannot be used/),
    );
    expect(found.filter((message) => message.includes('style=…> cannot be used in a page'))).toHaveLength(2);
  });

  it('refuses files that would silently never be published: a capital or second ending, a folder, a page outside its folder', () => {
    const root = contentWith();
    const page = fs.readFileSync(path.join(root, 'content/articles/heat-pump-guide.mdx'), 'utf8');
    for (const file of [
      'content/articles/heat-pump-faq.MDX',
      'content/articles/heat-pump-faq.mdx.txt',
      'content/articles/community/local-news.mdx',
      'content/heat-pump-tips.mdx',
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), page);
    }
    fs.writeFileSync(path.join(root, 'content/articles/.DS_Store'), '');
    expect(messages(root)).toEqual([
      'content/heat-pump-tips.mdx: this is not read, so it is never published: articles go in content/articles, service pages in content/services, legal pages in content/legal',
      'content/articles/community: pages in a folder inside content/articles are not published: move them up into content/articles',
      'content/articles/heat-pump-faq.MDX: this file is not published, because only files ending in .mdx are pages: rename it heat-pump-faq.mdx',
      'content/articles/heat-pump-faq.mdx.txt: this file is not published, because only files ending in .mdx are pages: rename it heat-pump-faq.mdx',
    ]);
  });

  it('refuses a sample review shown as genuine: its name says sample, but "sample: true" is gone', () => {
    const root = contentWith();
    edit(root, 'content/testimonials.yaml', (text) => text.replace('name: Test Customer', 'name: Sample Customer'));
    expect(messages(root)).toContain(
      'content/testimonials.yaml:3: "testimonials[0].name" is a sample review\'s name, but the entry has no "sample: true": put that line back, or replace the whole entry with a genuine review (found "Sample Customer")',
    );
    edit(root, 'content/testimonials.yaml', (text) => text.replace('sample: false', 'sample: true'));
    expect(checkContent({ root, today }).faults.filter((fault) => fault.severity === 'error')).toEqual([]);
  });

  it('asks for quotes round a number typed where text belongs, since without them it loses its first 0', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', (text) => text.replace('display: 0121 496 0725', 'display: 01214960725'));
    expect(messages(root)).toContainEqual(
      'content/site.yaml:18: "phone.display" must be in double quotes, like "0121 496 0725": typed without them, a number loses any 0 it starts with (found 1214960725)',
    );
  });

  it('refuses a shown phone number that is not the number phones dial', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', (text) => text.replace('display: 0121 496 0725', 'display: 0121 496 0752'));
    expect(messages(root)).toContain(
      'content/site.yaml:18: "phone.display" must be the same number as "phone.international" (+441214960725), which phones dial: correct whichever of the two is wrong (found "0121 496 0752")',
    );
    // Spacing and brackets are the writer's choice.
    edit(root, 'content/site.yaml', (text) => text.replace('display: 0121 496 0752', 'display: (0121) 4960725'));
    expect(checkContent({ root, today }).faults).toEqual([]);
  });

  it('refuses dates in the future: a page would be published now, dated ahead', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text
        .replace('datePublished: 2025-10-01', 'datePublished: 2031-10-01')
        .replace('dateModified: 2025-11-03', 'dateModified: 2031-11-03'),
    );
    edit(root, 'content/boiler-upgrade-scheme.yaml', (text) =>
      text.replace('lastChecked: 2026-11-23', 'lastChecked: 2062-11-23'),
    );
    const found = messages(root);
    expect(found).toContain(
      'content/articles/heat-pump-guide.mdx:7: "datePublished" is 1 October 2031, a date in the future: give the real date, today\'s at the latest',
    );
    expect(found).toContain(
      'content/articles/heat-pump-guide.mdx:8: "dateModified" is 3 November 2031, a date in the future: give the real date, today\'s at the latest',
    );
    expect(found).toContain(
      'content/boiler-upgrade-scheme.yaml: "lastChecked" is 23 November 2062, a date in the future: give the real date, today\'s at the latest',
    );
    // Today's date passes at any hour of the build, and so does tomorrow's (the UK may be ahead of UTC).
    const late = new Date('2031-09-30T23:30:00Z');
    expect(messages(root, { today: late }).filter((line) => line.includes('datePublished'))).toEqual([]);
    expect(
      messages(root, { today: new Date('2031-09-29T23:30:00Z') }).some((line) => line.includes('datePublished')),
    ).toBe(true);
  });

  it('refuses a price range written upside down, and a grant example with nothing left to pay', () => {
    const root = contentWith();
    edit(
      root,
      'content/articles/heat-pump-guide.mdx',
      (text) =>
        `${text}\n<PriceTable caption="Guide prices" rows={[{ item: "Annual service", low: 120, high: 85 }]} />\n`,
    );
    edit(root, 'content/boiler-upgrade-scheme.yaml', (text) => text.replace('quote: 12000', 'quote: 5000'));
    const found = messages(root);
    expect(
      found.some((line) =>
        line.endsWith(
          '<PriceTable> prop "rows[0].high" must not be less than "low": the range would read £120–£85; put the smaller figure in "low" (found 85)',
        ),
      ),
    ).toBe(true);
    expect(found).toContain(
      'content/boiler-upgrade-scheme.yaml:30: "example.quote" must be more than "grant", so that the worked example shows something left to pay (found 5000)',
    );
  });

  it('leaves a link to another website alone, even one whose name starts like ours', () => {
    expect(messages(contentWith('articles/own-site-link.mdx')).filter((line) => line.includes('.example.org'))).toEqual(
      [],
    );
  });

  it('says what to do about a link to no page, when no page is close enough to suggest', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) => text.replace('](/boilers)', '](/radiator-valves)'));
    expect(messages(root)).toContain(
      "content/articles/heat-pump-guide.mdx:16: the link to /radiator-valves, which is not a page of this site: open the page you mean on the website and copy its address from after the website's name, like /boilers",
    );
  });

  it('refuses two published pages with one title, as when an article is copied and left unchanged', () => {
    const root = contentWith();
    const guide = path.join(root, 'content/articles/heat-pump-guide.mdx');
    fs.copyFileSync(guide, path.join(root, 'content/articles/heat-pump-guide-copy.mdx'));
    expect(messages(root)).toContain(
      'content/articles/heat-pump-guide.mdx:2: "title" is the same as the title of content/articles/heat-pump-guide-copy.mdx; two pages with one title confuse readers and search engines: give this page its own title',
    );
    // A draft copy is work in progress, not yet a second page.
    edit(root, 'content/articles/heat-pump-guide-copy.mdx', (text) => text.replace('draft: false', 'draft: true'));
    expect(checkContent({ root, today }).faults).toEqual([]);
  });

  it('checks the grant scheme file field by field', () => {
    const root = contentWith();
    edit(root, 'content/boiler-upgrade-scheme.yaml', (text) =>
      text.replace('grant: 7500', 'grant: £7,500').replace('nations: [England, Wales]', 'nations: [England, Cornwall]'),
    );
    const found = messages(root);
    expect(found).toContain(
      'content/boiler-upgrade-scheme.yaml:10: "grant" must be a whole number of pounds without £ or commas, like 7500 (found "£7,500")',
    );
    expect(
      found.some((line) =>
        line.startsWith(
          'content/boiler-upgrade-scheme.yaml:13: "nations[1]" must be one of England, Wales, Scotland, Northern Ireland',
        ),
      ),
    ).toBe(true);
  });

  it('says how to close a list in brackets that lost its ], in a page and in a data file', () => {
    const page = contentWith();
    edit(page, 'content/services/boilers.mdx', (text) =>
      text.replace('keywords: [boiler installation]', 'keywords: [boiler installation, boiler repair,'),
    );
    expect(messages(page)).toEqual([
      'content/services/boilers.mdx:4: "keywords" opens a list with [ but never closes it: add ] at the end, like keywords: [boiler installation, boiler repair] (or, if it is text rather than a list, put the whole text in double quotes)',
    ]);
    const data = contentWith();
    edit(data, 'content/site.yaml', (text) => text.replace('Droitwich, Solihull]', 'Droitwich, Solihull'));
    expect(messages(data)).toEqual([
      'content/site.yaml:52: "primary" opens a list with [ but never closes it: add ] at the end, like primary: [Bromsgrove, Worcester, Redditch, Droitwich, Solihull] (or, if it is text rather than a list, put the whole text in double quotes)',
    ]);
    // A list in brackets carried over two lines, closed on the second, is read as written.
    const carried = contentWith();
    edit(carried, 'content/site.yaml', (text) => text.replace('Redditch, Droitwich', 'Redditch,\n    Droitwich'));
    expect(messages(carried)).toEqual([]);
  });

  it('names the list an item in curly quotes belongs to, once, in the settings and in a building block', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('  - heat pump\n', '  - “heat pump: a guide”\n'),
    );
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:5: this item of "keywords" starts with a curly quote “, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all',
    ]);
    const block = contentWith();
    edit(
      block,
      'content/articles/heat-pump-guide.mdx',
      (text) =>
        `${text}\n<PriceTable\n  caption="Guide prices"\n  rows={[\n    { item: “Annual service”, low: 85, note: "the boiler’s yearly check" },\n  ]}\n/>\n`,
    );
    expect(messages(block)).toEqual([
      'content/articles/heat-pump-guide.mdx:25: the settings of <PriceTable> have a curly quote “ in them, which word processors and phones type in place of a straight one: write straight double quotes round each text, like "Annual service"',
    ]);
  });

  it('says which line of a long building block went missing: the start of its list, or its end', () => {
    const rows = Array.from({ length: 8 }, (_, at) => `    { item: "Service ${at + 1}", low: ${80 + at} },`).join('\n');
    const table = `\n<PriceTable\n  caption="Guide prices"\n  rows={[\n${rows}\n  ]}\n/>\n\nWritten quotes follow the survey.\n`;
    const cases: [change: (table: string) => string, message: string][] = [
      [
        (text) => text.replace('  rows={[\n', ''),
        "content/articles/heat-pump-guide.mdx:24: the settings of <PriceTable> (opened on line 22) have a { … } with no setting's name before it: the line that starts the list is missing. Type rows={[ on a line of its own above the first {, and ]} after the last }",
      ],
      [
        // Ten lines below its opening, past the few lines the message once looked back.
        (text) => text.replace('  ]}\n/>\n', '  ]}\n'),
        'content/articles/heat-pump-guide.mdx:35: <PriceTable> (opened on line 22) is not ended before the empty line on line 34, so what follows is read as its settings: end the tag with /> after its last setting (or with > if text goes inside it)',
      ],
    ];
    for (const [change, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', (text) => `${text}${change(table)}`);
      expect(messages(root)).toEqual([message]);
    }
    const comparison = contentWith();
    edit(
      comparison,
      'content/articles/heat-pump-guide.mdx',
      (text) =>
        `${text}\n<ComparisonTable\n  caption="Heat pump or gas boiler?"\n    { label: "Lifespan", values: ["20–25 years", "12–15 years"] },\n  ]}\n/>\n`,
    );
    expect(messages(comparison)).toEqual([
      "content/articles/heat-pump-guide.mdx:24: the settings of <ComparisonTable> (opened on line 22) have a { … } with no setting's name before it: the line that starts the list is missing. Type columns={[ or rows={[, whichever list it is, on a line of its own above the first {, and ]} after the last }",
    ]);
    const callout = contentWith();
    edit(callout, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('<Callout type="tip" title="Good to know">', '<Callout type="tip" { title: "Good to know" }>'),
    );
    expect(messages(callout)).toEqual([
      'content/articles/heat-pump-guide.mdx:18: the settings of <Callout> have a { … } with no setting\'s name before it: write each setting as its name, =, then its value, like title="Good to know", and compare the block with the example in EDITING.md',
    ]);
  });

  it('says how to write a web or e-mail address between < and > as a link', () => {
    const cases: [written: string, message: string][] = [
      [
        '<https://www.example.org/boilers>',
        'content/articles/heat-pump-guide.mdx:16: a web address between < and >, as in <https://www.example.org/boilers>, is read as a building block in these pages: write it as a link, like [the words to show](https://www.example.org/boilers)',
      ],
      [
        '<www.example.org>',
        'content/articles/heat-pump-guide.mdx:16: a web address between < and >, as in <www.example.org>, is read as a building block in these pages: write it as a link, like [the words to show](https://www.example.org)',
      ],
      [
        '<enquiries@example.org>',
        'content/articles/heat-pump-guide.mdx:16: an e-mail address between < and >, as in <enquiries@example.org>, is read as a building block in these pages: write it as a link, like [enquiries@example.org](mailto:enquiries@example.org)',
      ],
    ];
    for (const [written, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
        text.replace('See [our boiler services](/boilers).', `See ${written} for more.`),
      );
      expect(messages(root), written).toEqual([message]);
    }
  });

  it('refuses a link with no address', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) => text.replace('](/boilers).', ']().'));
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:16: a link here has no address: write it between the round brackets, like [our boiler services](/boilers), or remove the link',
    ]);
  });

  it('refuses alt text that is only the file name, in the body and in "image"', () => {
    const root = contentWith();
    edit(
      root,
      'content/articles/heat-pump-guide.mdx',
      (text) =>
        `${text}\n![heat-pump.svg](/images/heat-pump.svg)\n\n![IMG_2041](/images/heat-pump.svg)\n\n<img src="/images/heat-pump.svg" alt="heat-pump" />\n\n![An air source heat pump beside a house](/images/heat-pump.svg)\n`,
    );
    const picture = (line: number, alt: string, example: string) =>
      `content/articles/heat-pump-guide.mdx:${line}: the picture /images/heat-pump.svg has "${alt}" as its alt text, a file name rather than a description: write what the picture shows, for people who cannot see it, like ${example}`;
    expect(messages(root)).toEqual([
      picture(22, 'heat-pump.svg', '![A new combi boiler fitted in a kitchen cupboard](/images/heat-pump.svg)'),
      picture(24, 'IMG_2041', '![A new combi boiler fitted in a kitchen cupboard](/images/heat-pump.svg)'),
      picture(26, 'heat-pump', 'alt="A new combi boiler fitted in a kitchen cupboard"'),
    ]);
    const image = contentWith();
    edit(image, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('draft: false', 'image:\n  src: /images/heat-pump.png\n  alt: photo\ndraft: false'),
    );
    expect(messages(image)).toContain(
      'content/articles/heat-pump-guide.mdx:13: "image.alt" is "photo", a file name rather than a description: write what the photo shows, for people who cannot see it, like alt: A new combi boiler fitted in a kitchen cupboard',
    );
  });

  it('tells a page saved in the wrong folder to move, rather than listing every setting it lacks', () => {
    const root = contentWith();
    fs.renameSync(
      path.join(root, 'content/articles/heat-pump-guide.mdx'),
      path.join(root, 'content/services/heat-pump-guide.mdx'),
    );
    // The page it links to, and the page linking to it, are not reported as well.
    expect(messages(root)).toEqual([
      'content/services/heat-pump-guide.mdx:1: this page\'s settings are those of an article (it has a "category"), but the file is saved in content/services/, which holds the service pages: move the file to content/articles/',
    ]);
    const service = contentWith();
    fs.renameSync(
      path.join(service, 'content/services/boilers.mdx'),
      path.join(service, 'content/articles/boilers.mdx'),
    );
    expect(messages(service)).toEqual([
      'content/articles/boilers.mdx:1: this page\'s settings are those of a service page (it has "section: Services"), but the file is saved in content/articles/, which holds the articles of the knowledge centre: move the file to content/services/',
    ]);
  });

  it('says what a number or list of nothing must be instead', () => {
    const root = contentWith();
    edit(root, 'content/site.yaml', (text) =>
      text
        .replace('count: 100', 'count: 0')
        .replace('primary: [Bromsgrove, Worcester, Redditch, Droitwich, Solihull]', 'primary: []'),
    );
    expect(messages(root)).toEqual([
      'content/site.yaml:42: "rating.count" must be more than 0: the number of reviews the rating is based on (found 0)',
      'content/site.yaml:52: "areas.primary" must name at least one town, like [Bromsgrove] (found [])',
    ]);
  });

  it('says what is wrong with a web address or a number in content/site.yaml, without stopping', () => {
    const cases: [from: string, to: string, message: string][] = [
      [
        'url: https://www.wheelwright-heating.example',
        'url: www.wheelwright-heating.example',
        'content/site.yaml:15: "url" must be a full web address starting with https:// (found "www.wheelwright-heating.example")',
      ],
      [
        'url: https://www.wheelwright-heating.example',
        'url: ""',
        'content/site.yaml:15: "url" must be a full web address starting with https:// (found "")',
      ],
      [
        'url: https://wa.me/447700900725',
        'url: wa.me/447700900725',
        'content/site.yaml:23: "messaging.url" must be a full web address starting with https:// (found "wa.me/447700900725")',
      ],
      [
        'international: "+441214960725"',
        'international: +441214960725',
        'content/site.yaml:19: "phone.international" must be in double quotes, like "+441214960725": typed without them, the number loses its + (found 441214960725)',
      ],
      [
        'international: "+441214960725"',
        'international: "+44 121 496 0725"',
        'content/site.yaml:19: "phone.international" must be the number in international form, like "+441214960725" (found "+44 121 496 0725")',
      ],
      [
        'postcode: B60 3PD',
        'postcode: B603PD',
        'content/site.yaml:32: "address.postcode" must have one space, before its last three characters: B60 3PD (found "B603PD")',
      ],
      [
        'postcode: B60 3PD',
        'postcode: b60 3pd',
        'content/site.yaml:32: "address.postcode" must be in capitals, like B60 3PD (found "b60 3pd")',
      ],
      [
        'count: 100',
        'count: 1.000',
        'content/site.yaml:42: "count" is 1.000, which is read as 1, because a full stop starts the decimals: write 1000, with no full stop or comma',
      ],
    ];
    for (const [from, to, message] of cases) {
      const root = contentWith();
      edit(root, 'content/site.yaml', (text) => text.replace(from, to));
      expect(messages(root), to).toEqual([message]);
    }
    // The number a visitor reads may be written as visitors from abroad dial it.
    const abroad = contentWith();
    edit(abroad, 'content/site.yaml', (text) => text.replace('display: 0121 496 0725', 'display: +44 121 496 0725'));
    expect(messages(abroad)).toEqual([]);
  });

  it('catches what a word processor or a copied list, table or setting leaves in a page', () => {
    const cases: [change: (text: string) => string, message: string][] = [
      [
        (text) => text.replace('draft: false\n---\n', 'draft: false\n---\nfeatured: true\n'),
        'content/articles/heat-pump-guide.mdx:13: the setting "featured" is below the closing --- of the settings block (line 12), so it would show as text at the top of the page and do nothing: move it up, above that line (or delete it, if the setting is there already)',
      ],
      [
        (text) => text.replace(/^(---\n[\s\S]*?\n---\n)/, '$1$1'),
        'content/articles/heat-pump-guide.mdx:13: the settings block appears twice: the copy from this line to line 24 would show as text at the top of the page, so delete those lines (the first copy, lines 1 to 12, is the one read)',
      ],
      [
        (text) => `${text}\n• Quieter than you might expect\n• Cheaper to run\n`,
        'content/articles/heat-pump-guide.mdx:22: this line starts with "•", as a list pasted from a word processor does, so the list would show as one run-on paragraph: start each item on a line of its own with "- " (a dash and a space) instead',
      ],
      [
        (text) => `${text}\nRating\tEfficiency\tNote\nA\t90%\tNew\n`,
        'content/articles/heat-pump-guide.mdx:22: this line has tabs between its words, as a table copied from a spreadsheet does, so it would show as one run-on paragraph: write the table with | between the cells (see "Tables" under "Writing the text" in EDITING.md)',
      ],
      [
        (text) => `${text}\n**Lower bills. Less gas is wasted.\n`,
        'content/articles/heat-pump-guide.mdx:22: this paragraph has ** that would show as two asterisks rather than bold text: put ** straight before the first word and straight after the last, with no spaces inside, like **every 12 months**, or remove them',
      ],
      [
        (text) => `${text}\nPrices checked in November 2025\n---\n`,
        'content/articles/heat-pump-guide.mdx:23: the line of "---" under the line above turns that text into a heading: remove it, or, for a dividing line, leave an empty line above it',
      ],
      [
        (text) => `${text}\nOur guarantee lasts < Fact name="boilerGuaranteeYears" /> years.\n`,
        'content/articles/heat-pump-guide.mdx:22: "< Fact" has a space after the <, so it would show as text: remove the space, so it reads <Fact',
      ],
      [
        (text) => text.replace('A heat pump moves heat', '\u200bA heat pump moves heat'),
        'content/articles/heat-pump-guide.mdx:16: this line has an invisible character (a zero-width space), which comes with text pasted from a web page or a word processor and can stop a setting, a heading or a link working: it is just before "A heat pump"; delete it, or retype that part of the line',
      ],
      [
        (text) => text.replace('category: Heat Pump Advice', 'category: Heat Pump Advice\u00ad'),
        'content/articles/heat-pump-guide.mdx:6: this line has an invisible character (a soft hyphen), which comes with text pasted from a web page or a word processor and can stop a setting, a heading or a link working: it is at the end of the line; delete it, or retype that part of the line',
      ],
      [
        // On the row's own line, not the block's first.
        (text) =>
          `${text}\n<PriceTable\n  caption="Guide prices"\n  rows={[\n    { item: "A new heat pump", low: 8.000, high: 15000 },\n  ]}\n/>\n`,
        'content/articles/heat-pump-guide.mdx:25: <PriceTable> has the number 8.000, which is read as 8, because a full stop starts the decimals: write 8000, with no full stop or comma',
      ],
      [
        (text) => text.replace('title: "What is a Heat Pump?"', 'title: "What is a **Heat Pump**?"'),
        'content/articles/heat-pump-guide.mdx:2: "title" has ** in it, which would show as typed, on the page and in search results: bold, links and building blocks work only in the page\'s text, so remove it from the setting',
      ],
      [
        (text) => text.replace('dateModified: 2025-11-03', 'dateModified: 2025–11–03'),
        'content/articles/heat-pump-guide.mdx:8: "dateModified" must be written with ordinary hyphens (-), not dashes (–), like 2025-10-01 (found "2025–11–03")',
      ],
      [
        (text) => text.replace('draft: false', 'draft: "false"'),
        'content/articles/heat-pump-guide.mdx:11: "draft" must be true or false (found "false"): remove the quotes, so it reads false',
      ],
      [
        (text) => text.replace('  - heat pump', '  - SEDBUK: what it means'),
        'content/articles/heat-pump-guide.mdx:5: "keywords[0]" must be text, and the ": " in it makes it read as a setting: put the whole text in double quotes, like "SEDBUK: what it means" (found {"SEDBUK":"what it means"})',
      ],
      [
        (text) => `${text}\n##\n`,
        'content/articles/heat-pump-guide.mdx:22: this heading has nothing after its "##", so it would be an empty heading and an empty entry in "On this page": write the heading, or delete the line',
      ],
      [
        (text) => `${text}\n<h2>Costs</h2>\n`,
        'content/articles/heat-pump-guide.mdx:22: <h2> headings are written with #s in these pages, which gives them their link and their place in "On this page": write the heading on a line starting "## " instead',
      ],
      [
        (text) =>
          `${text}\n<Step title="Survey">We look at your home.</Step>\n<Step title="Quote">We send a price.</Step>\n`,
        'content/articles/heat-pump-guide.mdx:22: <Step> is not inside <Steps> (nor is the <Step> after it): put every <Step> between a <Steps> line and a </Steps> line, which number them and list them together (see "Steps and Step" in EDITING.md)',
      ],
      [
        (text) => text.replace('[our boiler services](/boilers)', '[e-mail us](enquiries@example.org)'),
        'content/articles/heat-pump-guide.mdx:16: the link to enquiries@example.org is an e-mail address: write mailto: before it, like [enquiries@example.org](mailto:enquiries@example.org)',
      ],
    ];
    for (const [change, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', change);
      expect(messages(root), message).toEqual([message]);
    }
  });

  it('says once how to write a related page that lacks its / or has the full address', () => {
    const bare = contentWith();
    edit(bare, 'content/articles/heat-pump-guide.mdx', (text) => text.replace('  - /boilers', '  - boilers'));
    expect(messages(bare)).toEqual([
      'content/articles/heat-pump-guide.mdx:10: "related[0]" must start with /: for an article, /knowledge-centre/boilers; for a service page, /boilers (found "boilers")',
    ]);
    const full = contentWith();
    edit(full, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace('  - /boilers', '  - https://www.wheelwright-heating.example/boilers'),
    );
    expect(messages(full)).toEqual([
      'content/articles/heat-pump-guide.mdx:10: "related[0]" must be only the part of the address after the website\'s name, starting with /, like /knowledge-centre/heat-pump-guide (found "https://www.wheelwright-heating.example/boilers")',
    ]);
  });

  it("says where a list lost its name, and where a block's text and closing tag share a line", () => {
    const cases: [change: (text: string) => string, message: string][] = [
      [
        (text) => text.replace('related:\n', ''),
        'content/articles/heat-pump-guide.mdx:8: "dateModified" is followed by lines starting with "- ", a list that has lost the line with its name, so they would be read as part of "dateModified": put the list\'s name (like related: or keywords:) back on a line of its own above the first "- " line',
      ],
      [
        (text) => text.replace('keywords:\n', ''),
        'content/articles/heat-pump-guide.mdx:3: "description" is followed by lines starting with "- ", a list that has lost the line with its name, so they would be read as part of "description": put the list\'s name (like related: or keywords:) back on a line of its own above the first "- " line',
      ],
      [
        (text) => text.replace('well-insulated homes.\n</Callout>', 'well-insulated homes.</Callout>'),
        'content/articles/heat-pump-guide.mdx:19: </Callout> must be on a line of its own, below the text: move it to the next line',
      ],
      [
        (text) => text.replace('title="Good to know">\n', 'title="Good to know"> '),
        'content/articles/heat-pump-guide.mdx:18: the text after <Callout …> on its line makes the block part of that text, so the </Callout> below cannot close it: start the text on the next line',
      ],
    ];
    for (const [change, message] of cases) {
      const root = contentWith();
      edit(root, 'content/articles/heat-pump-guide.mdx', change);
      expect(messages(root), message).toEqual([message]);
    }
    const reviews = contentWith();
    edit(reviews, 'content/testimonials.yaml', (text) => text.replace('testimonials:\n', ''));
    expect(messages(reviews)).toEqual([
      'content/testimonials.yaml: the file has lost its "testimonials:" line: put it back on a line of its own, above the entries starting with "- "',
    ]);
  });

  it('names a misnamed page once, with the name to give it, and refuses pages and settings saved in public/', () => {
    const root = contentWith();
    fs.renameSync(
      path.join(root, 'content/articles/heat-pump-guide.mdx'),
      path.join(root, 'content/articles/Heat Pump Guide.mdx'),
    );
    // A downloaded second copy: told it may be deleted, and its title not blamed on the page it copies.
    fs.copyFileSync(
      path.join(root, 'content/services/boilers.mdx'),
      path.join(root, 'content/services/boilers (1).mdx'),
    );
    fs.writeFileSync(path.join(root, 'public/new-article.mdx'), '---\ntitle: "New"\n---\n');
    fs.writeFileSync(path.join(root, 'public/site.yaml'), 'name: Wheelwright Heating\n');
    expect(messages(root)).toEqual([
      'content/articles/Heat Pump Guide.mdx: the file name becomes the page address, so it must be lower-case words joined by hyphens, like heat-pump-guide.mdx (found "Heat Pump Guide.mdx"): rename it heat-pump-guide.mdx',
      'content/services/boilers (1).mdx: the file name becomes the page address, so it must be lower-case words joined by hyphens, like heat-pump-guide.mdx (found "boilers (1).mdx"): rename it boilers-1.mdx, or delete it if it is a second copy of a page',
      'public/new-article.mdx: a page saved in public/, where every file is published as it is (a draft too) and none becomes a page: move it to content/articles/ (or content/services/ or content/legal/)',
      'public/site.yaml: a settings file saved in public/, where every file is published as it is and the site reads no settings: move it back to content/',
    ]);
  });

  it('says where a data file lost a comma inside { }, or has text on the line of a >- setting', () => {
    const cases: [change: (text: string) => string, message: string][] = [
      [
        (text) => text.replace('{ label: Boilers, href: /boilers }', '{ label: Boilers href: /boilers }'),
        'content/site.yaml:68: the file could not be read: a comma is missing between two settings inside { }: put a comma after each value but the last, like { label: Boilers, href: /boilers }',
      ],
      [
        (text) => text.replace(/^blurb: >-\n\s+/m, 'blurb: >- '),
        'content/site.yaml:8: the file could not be read: "blurb" is followed by >-, so its text must start on the line below, indented further than "blurb": move "A family-run heating and gas…" down to a line of its own',
      ],
    ];
    for (const [change, message] of cases) {
      const root = contentWith();
      edit(root, 'content/site.yaml', change);
      expect(messages(root)).toEqual([message]);
    }
    // A page's settings block is told the same, at the line in the page.
    const page = contentWith();
    edit(page, 'content/articles/heat-pump-guide.mdx', (text) => text.replace('category: ', 'category: >- '));
    expect(messages(page)).toEqual([
      'content/articles/heat-pump-guide.mdx:6: the settings block could not be read: "category" is followed by >-, so its text must start on the line below, indented further than "category": move "Heat Pump Advice" down to a line of its own',
    ]);
  });

  it('says a data file pasted twice has a second copy, and an unreadable prop once', () => {
    const data = contentWith();
    edit(data, 'content/site.yaml', (text) => `${text}\n---\nname: Wheelwright Heating\n`);
    expect(messages(data)).toEqual([
      'content/site.yaml:73: the file could not be read: it has a line with only --- in it, which starts a second copy of the settings: remove that line, and anything pasted after it that is there already',
    ]);
    const page = contentWith();
    edit(
      page,
      'content/articles/heat-pump-guide.mdx',
      (text) => `${text}\nWe give <Fact name={boilerGuaranteeYears} /> years.\n`,
    );
    expect(messages(page)).toEqual([
      'content/articles/heat-pump-guide.mdx:22: <Fact> prop "name" is a word in { }, which a page reads as code: write it in double quotes instead, like name="boilerGuaranteeYears"',
    ]);
  });

  it('leaves a < before an ordinary word, and a row of stars, alone: both are typed to be seen', () => {
    const root = contentWith();
    edit(
      root,
      'content/articles/heat-pump-guide.mdx',
      (text) => `${text}\nA running cost < Running cost before is the aim. Customers rate us ***** on Google.\n`,
    );
    expect(messages(root)).toEqual([]);
  });

  it('lists every line that still gives the grant or the boiler guarantee as other than the data files', () => {
    const root = contentWith();
    edit(root, 'content/articles/heat-pump-guide.mdx', (text) =>
      text.replace(
        'Heat pumps work best in well-insulated homes.',
        'The grant of up to £7,500 helps, and so does the £7,500 Boiler Upgrade Scheme grant. Boilers come with guarantees of up to 12 years.',
      ),
    );
    // Other figures beside a grant or a guarantee, and other schemes' grants, are not these facts.
    edit(
      root,
      'content/services/boilers.mdx',
      (text) =>
        `${text}\nWith the grant, a heat pump could save you up to £400 a year.\n\nThe Great British Insulation Scheme can give a grant of up to £1,500.\n\nThere is also a £1,500 grant for insulation in some areas.\n\nHeat pump makers offer guarantees of up to 7 years on the outdoor unit.\n\nOur repair work carries a guarantee of up to 2 years.\n`,
    );
    expect(messages(root)).toEqual([]);
    edit(root, 'content/boiler-upgrade-scheme.yaml', (text) => text.replace('grant: 7500', 'grant: 8500'));
    edit(root, 'content/site.yaml', (text) => text.replace('boilerGuaranteeYears: 12', 'boilerGuaranteeYears: 10'));
    expect(messages(root)).toEqual([
      'content/articles/heat-pump-guide.mdx:19: this line gives the grant as £7,500, but content/boiler-upgrade-scheme.yaml has "grant: 8500" (£8,500): the pages write the grant, and the prices worked out from it (like £500–£7,500), in full, so change them to match: search the content folder for "7,500"',
      'content/articles/heat-pump-guide.mdx:19: this line gives the boiler guarantee as up to 12 years, but content/site.yaml has "boilerGuaranteeYears: 10": change the line to match, or write <Fact name="boilerGuaranteeYears" /> in the text, which follows the file',
      // The fixture's service page says so in its description.
      'content/services/boilers.mdx:3: this line gives the boiler guarantee as up to 12 years, but content/site.yaml has "boilerGuaranteeYears: 10": change the line to match, or write <Fact name="boilerGuaranteeYears" /> in the text, which follows the file',
    ]);
  });

  it('reminds staff to review the grant facts six months after they were last checked', () => {
    const root = contentWith();
    const reminder =
      'content/boiler-upgrade-scheme.yaml: warning: "lastChecked" is 2026-11-23, more than 6 months ago: check the scheme\'s rules against the government\'s guidance, update anything that changed, and set "lastChecked" to today\'s date';
    expect(messages(root, { today: new Date('2027-05-22T12:00:00Z') })).not.toContain(reminder);
    expect(messages(root, { today: new Date('2027-05-23T12:00:00Z') })).toContain(reminder);
  });
});
