import { describe, expect, it } from 'vitest';
import { VFileMessage } from 'vfile-message';
import { checkComponents } from '@/lib/content/check-components';
import type { Fault } from '@/lib/content/faults';
import { lintBody } from '@/lib/content/lint-body';
import { analyseTree, parseMdx } from '@/lib/content/mdx-analysis';
import { mdxFault } from '@/lib/content/mdx-errors';
import { jsxTags } from '@/lib/content/mdx-tags';

const page = (body: string) => `---\ntitle: "A page"\n---\n\n${body}\n`;

/** The faults the body rules give for a page, as "line: message". */
function lint(body: string, published = false): string[] {
  const source = page(body);
  return lintBody('page.mdx', source, parseMdx(source), { published }).map(
    (fault) => `${fault.line}: ${fault.message}`,
  );
}

/** The error the MDX parser throws for a page. */
function parseError(source: string): VFileMessage {
  try {
    parseMdx(source);
  } catch (error) {
    return error as VFileMessage;
  }
  throw new Error('the page parsed');
}

describe('MDX parse errors', () => {
  const slips = [
    '<Callout type=”tip”>\nText.\n</Callout>',
    '<Callout type="tip" title="Good to know”>\nText.\n</Callout>',
    '<Callout type="tip"\n\nText.\n</Callout>',
    'Line one<br>\nline two',
    'Some <b>bold text.',
    '<Callout type="tip">\nText.\n</Calout>',
    '<Callout type="tip">\nText.</Callout>',
    '<Callout type="tip"> Text.\n</Callout>',
    '<Callout type="tip">\nText.',
    'Under <5 years old.',
    '<!-- a note -->',
    '<Fact name="boilerGuaranteeYears" />\n</Fact>',
    'Prices {VAT included} here.',
    'Costs { more',
    '<PriceTable\n  caption="Prices"\n  { item: "Service", low: 90 },\n  ]}\n/>',
    'See <enquiries@example.org> for more.',
  ];

  it.each(slips)("are said from the parser's source, rule id and place, whatever its words: %s", (body) => {
    const source = page(body);
    const error = parseError(source);
    const reworded = new VFileMessage('Reworded by a later release of the parser', {
      place: error.place,
      source: error.source,
      ruleId: error.ruleId,
    });
    const fault = mdxFault('page.mdx', error, source);
    expect(fault.message).not.toContain('could not be read as MDX');
    expect(mdxFault('page.mdx', reworded, source)).toEqual(fault);
  });

  it('name the tag left open, and the line it opens on, from the tags of the page', () => {
    const source = page('Text.\n\n<Callout type="tip">\nText.');
    expect(mdxFault('page.mdx', parseError(source), source)).toMatchObject({
      line: 7,
      message: expect.stringMatching(/^<Callout> is opened here but never closed/),
    });
  });

  it("show the parser's own words for an error with none of its own", () => {
    const source = page('> <Callout type="tip" title={\nfoo}>x</Callout>');
    expect(mdxFault('page.mdx', parseError(source), source).message).toMatch(
      /^the text could not be read as MDX: Unexpected lazy line/,
    );
  });
});

describe('the tags of a page', () => {
  it('are read outside code, { } and link addresses, and placed in a block, a heading or a paragraph', () => {
    const tags = jsxTags(
      page(
        [
          '<Steps>',
          '<Step title="A > B">Text with `<code>` and {"<b>"}.</Step>',
          '</Steps>',
          '',
          '```',
          '<Fenced>',
          '```',
          '',
          '## A <b>bold</b> heading',
          '',
          'See [the guide](/a-<b>) and <br /> here.',
        ].join('\n'),
      ),
    );
    expect(
      tags.map(
        ({ name, close, selfClosing, line, within }) =>
          `${close ? '/' : ''}${name}${selfClosing ? '/' : ''} ${line} ${within}`,
      ),
    ).toEqual([
      'Steps 5 flow',
      'Step 6 paragraph',
      '/Step 6 paragraph',
      '/Steps 7 flow',
      'b 13 heading',
      '/b 13 heading',
      'br/ 15 paragraph',
    ]);
  });
});

describe('heading levels (remark-lint-heading-increment, under the page title)', () => {
  it('reports the first heading below "##", and a level skipped straight after a heading', () => {
    expect(lint('#### Deep\n\n## Two\n\n##### Five')).toEqual([
      '5: the first heading starts with "####", but the page\'s headings start at "##" (the title is the only "#"): start it with "##"',
      '9: this heading starts with "#####" straight after a "##" heading, so it skips a level, which screen readers rely on: start it with "###"',
    ]);
  });

  it('reports each heading under a skipped level, saying which heading it is under', () => {
    expect(lint('## Two\n\n#### A\n\n#### B')).toEqual([
      '7: this heading starts with "####" straight after a "##" heading, so it skips a level, which screen readers rely on: start it with "###"',
      '9: this heading starts with "####" under a "##" heading, with no "###" between them, so it skips a level, which screen readers rely on: start it with "###"',
    ]);
    expect(lint('### A\n\n### B')[1]).toBe(
      '7: this heading starts with "###", but no "##" heading comes before it (the title is the only "#"): start it with "##"',
    );
  });

  it('counts a "##Heading" typed without its space as the heading meant, and leaves out text underlined with ---', () => {
    expect(lint('##Costs\n\n### In winter\n\nChecked in 2025\n---\n\n### Later')).toEqual([
      '5: "##Costs" would show as plain text with its # marks, not as a heading: put a space after the #s, like ## Costs',
      '10: the line of "---" under the line above turns that text into a heading: remove it, or, for a dividing line, leave an empty line above it',
    ]);
  });
});

describe('the body rules', () => {
  it('report in the order of the lines, the sample text only on a page to be published', () => {
    const body = 'Write the first section here.\n\n<Calout>x</Calout>\n\n# Second\n\n{less}';
    expect(lint(body)).toEqual([
      expect.stringMatching(/^7: <Calout> is not a component we know/),
      expect.stringMatching(/^9: a heading starting with a single "# "/),
      expect.stringMatching(/^11: "\{less\}" is in curly brackets/),
    ]);
    expect(lint(body, true)[0]).toMatch(
      /^5: this page is set to be published \("draft: false"\) but still has the sample text/,
    );
  });

  it("keep a block's starting words, inserted in the web editor, out of a page to be published", () => {
    const body = '<Callout type="tip">\nWrite the advice here.\n</Callout>';
    expect(lint(body)).toEqual([]);
    expect(lint(body, true)).toEqual([
      '6: this page is set to be published ("draft: false") but still has the sample text "Write the advice here.": replace it with your own words',
    ]);
  });

  it('read the text of a body that could not be parsed: its sample text and stray settings', () => {
    const source = `${page('Write the first section here.\n\nUnder <5 years old.')}`.replace(
      '---\n\n',
      '---\ndraft: false\n',
    );
    expect(lintBody('page.mdx', source, undefined, { published: true }).map((fault) => fault.line)).toEqual([4, 5]);
  });

  it('check building blocks the same on a parsed page and on its analysis alone', () => {
    const source = page(
      '<CostCalculator />\n\n<CostCalculator />\n\n<callout>x</callout>\n\n<Fact name={gasSafeNumber} />\n\n<Step title="A">x</Step>\n\n<PriceTable caption="Prices" rows={[\n  { item: "Service", low: 8.000 },\n]} />',
    );
    const tree = parseMdx(source);
    const fromAnalysis: Fault[] = [];
    checkComponents('page.mdx', analyseTree(tree, source), fromAnalysis);
    const fromTree = lintBody('page.mdx', source, tree, { published: false });
    expect(fromTree.map((fault) => fault.line)).toEqual([7, 9, 11, 13, 16]);
    expect(fromAnalysis).toEqual(fromTree);
  });
});
