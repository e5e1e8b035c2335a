import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { Field } from '@/editor/blocks/block-fields';
import type { FormApi } from '@/editor/blocks/block-inputs';
import { BlockForm, blockFormStyles, ErrorSummary } from '@/editor/blocks/block-form';
import { blockCatalogue, plainText } from '@/editor/blocks/catalogue';
import { blockFields } from '@/editor/blocks/form-fields';
import { checkBlock, formValues, keepOnePer } from '@/editor/blocks/form-model';
import { getAt, moveItem, setValue } from '@/editor/blocks/form-state';
import { blockAt, findBlocks } from '@/editor/blocks/parse';
import { showBlockTextWith } from '@/editor/blocks/shown-text';
import { placeInline } from '@/editor/widget/place-block';
import { newBlock, writeBlock } from '@/editor/blocks/write';
import { EDITING_GUIDE } from '@/lib/content/component-examples';
import { analyseMdx } from '@/lib/content/mdx-analysis';
import { mdxComponentSchemas, type MdxComponentName } from '@/schemas/components';

const editing = fs.readFileSync(EDITING_GUIDE, 'utf8');

function mdxFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return mdxFiles(file);
    return file.endsWith('.mdx') ? [file] : [];
  });
}

// Read once: each body's blocks are what the round-trip tests compare.
const contentFiles = mdxFiles('content').map((file) => {
  const source = fs.readFileSync(file, 'utf8');
  return [file, source, findBlocks(source)] as const;
});

describe('blockCatalogue', () => {
  const catalogue = blockCatalogue(editing);

  it('has every building block but Step, each with its heading and a one-line summary', () => {
    expect(catalogue.map((entry) => entry.name).sort()).toEqual(
      Object.keys(mdxComponentSchemas)
        .filter((name) => name !== 'Step')
        .sort(),
    );
    for (const entry of catalogue) {
      expect(entry.title.trim(), entry.name).not.toBe('');
      expect(entry.summary.trim(), entry.name).not.toBe('');
      expect(entry.summary, entry.name).not.toMatch(/[`*\n]|\]\(/);
      expect(entry.summary, entry.name).toMatch(/[.!?]$/);
    }
  });

  it('takes the first sentence of the introduction, its marks taken out', () => {
    const byName = Object.fromEntries(catalogue.map((entry) => [entry.name, entry]));
    expect(byName.Steps).toMatchObject({ title: 'Numbered steps', wraps: 'steps' });
    expect(byName.Callout).toMatchObject({
      summary: 'A coloured box for a safety note, a warning or a tip.',
      wraps: 'text',
    });
    expect(byName.EmailLink?.title).toBe('E-mail address');
    expect(byName.PhoneLink?.summary).not.toBe(byName.EmailLink?.summary);
    expect(byName.PriceTable?.title).toBe('Price table');
    expect(byName.CallToAction?.title).toBe('Call to action');
    expect(byName.EnergyLabelScale?.title).toBe('Energy label scale');
    expect(new Set(catalogue.map((entry) => entry.title)).size, 'each button its own name').toBe(catalogue.length);
    expect(byName.GrantFact?.summary).toBe(
      'A fact of the heat pump grant in the middle of a sentence, taken from content/boiler-upgrade-scheme.yaml.',
    );
    expect(byName.PriceTable?.wraps).toBe(false);
  });

  it("marks the blocks EDITING.md's examples write in a line of text", () => {
    expect(catalogue.filter((entry) => entry.inline).map((entry) => entry.name)).toEqual([
      'UrgencyBadge',
      'PhoneLink',
      'EmailLink',
      'GasEmergencyLine',
      'Fact',
      'GrantFact',
    ]);
  });

  it('is empty of titles when the guide has no such section, without failing', () => {
    expect(blockCatalogue('# Nothing here').every((entry) => entry.title === entry.name && entry.summary === '')).toBe(
      true,
    );
  });

  it('strips Markdown marks from a line', () => {
    expect(plainText('Use **bold**, `code`, _this_ and [a link](/x).')).toBe('Use bold, code, this and a link.');
  });
});

describe('schema captions', () => {
  it('give every setting of every block a caption and every list item field one too', () => {
    const missing: string[] = [];
    const walk = (name: string, fields: ReturnType<typeof blockFields>) => {
      for (const field of fields) {
        if (field.label === '' || field.label === field.key || !field.hint) missing.push(`${name}.${field.key}`);
        if (Array.isArray(field.item)) walk(`${name}.${field.key}`, field.item);
      }
    };
    for (const name of Object.keys(mdxComponentSchemas) as MdxComponentName[]) walk(name, blockFields(name));
    expect(missing).toEqual([]);
  });
});

describe('blockFields', () => {
  it('makes a price table a caption and a list of rows with number inputs', () => {
    const [caption, rows] = blockFields('PriceTable');
    expect(caption).toMatchObject({ key: 'caption', label: 'Caption', kind: 'text', required: true });
    expect(caption?.hint).toMatch(/line above the table/);
    expect(rows).toMatchObject({ key: 'rows', kind: 'list', required: true, minItems: 1 });
    expect(rows?.item).toEqual([
      expect.objectContaining({ key: 'item', kind: 'text', required: true }),
      expect.objectContaining({ key: 'low', label: 'Low price', kind: 'number', required: true }),
      expect.objectContaining({ key: 'high', label: 'High price', kind: 'number', required: false }),
      expect.objectContaining({ key: 'note', kind: 'text', required: false }),
    ]);
  });

  it('makes choices selects, and a list of choices a list of selects', () => {
    expect(blockFields('Callout')[0]).toMatchObject({ kind: 'select', options: ['safety', 'warning', 'tip'] });
    const actions = blockFields('CallToAction').find((field) => field.key === 'actions');
    expect(actions).toMatchObject({ kind: 'list', required: false, minItems: 1 });
    expect(actions?.item).toMatchObject({ kind: 'select', options: ['quote', 'call', 'message'] });
  });

  it("marks the choices shown with what the block shows for each only where the schema asks (a fact's value)", () => {
    expect(blockFields('Fact')[0]).toMatchObject({ kind: 'select', choicesShown: true });
    expect(blockFields('GrantFact')[0]).toMatchObject({ kind: 'select', choicesShown: true });
    expect(blockFields('Callout')[0]).not.toHaveProperty('choicesShown');
  });

  it('gives key figures their bounds, comparison columns a list of text, and Steps its steps', () => {
    expect(blockFields('KeyFigures')[0]).toMatchObject({ minItems: 2, maxItems: 6 });
    expect(blockFields('ComparisonTable')[1]?.item).toMatchObject({ kind: 'text', label: 'Column' });
    const steps = blockFields('Steps')[0];
    expect(steps).toMatchObject({ key: 'steps', kind: 'list', minItems: 1 });
    expect((steps?.item as { key: string }[]).map((field) => field.key)).toEqual(['title', 'body']);
    expect(blockFields('RelatedArticles')).toEqual([]);
  });
});

describe("keepOnePer: a comparison table's values, one for each column", () => {
  const fields = blockFields('ComparisonTable');
  const table = (columns: string[], ...values: string[][]) => ({
    caption: 'x',
    columns,
    rows: values.map((row, index) => ({ label: `Row ${index + 1}`, values: row })),
  });

  it('marks the values as one per column, from the schema', () => {
    const rows = fields.find((field) => field.key === 'rows');
    expect((rows?.item as { key: string; onePer?: string }[]).find((field) => field.key === 'values')).toMatchObject({
      onePer: 'columns',
    });
  });

  it('gives each row an empty value for each column it lacks, a new table and a new row alike', () => {
    expect(keepOnePer(fields, table(['A', 'B'], [], ['1']))).toEqual(table(['A', 'B'], ['', ''], ['1', '']));
  });

  it('follows a column added, removed or moved, in every row', () => {
    const before = table(['A', 'B', 'C'], ['a1', 'b1', 'c1'], ['a2', 'b2', 'c2']);
    const added = { ...before, columns: ['A', 'B', 'C', ''] };
    expect(keepOnePer(fields, added, { key: 'columns', change: { added: 3 } }).rows).toEqual(
      table([], ['a1', 'b1', 'c1', ''], ['a2', 'b2', 'c2', '']).rows,
    );
    const removed = { ...before, columns: ['A', 'C'] };
    expect(keepOnePer(fields, removed, { key: 'columns', change: { removed: 1 } }).rows).toEqual(
      table([], ['a1', 'c1'], ['a2', 'c2']).rows,
    );
    const moved = { ...before, columns: ['B', 'A', 'C'] };
    expect(keepOnePer(fields, moved, { key: 'columns', change: { moved: [1, 0] } }).rows).toEqual(
      table([], ['b1', 'a1', 'c1'], ['b2', 'a2', 'c2']).rows,
    );
  });

  it('keeps a value past the last column, never dropping what was written', () => {
    expect(keepOnePer(fields, table(['A'], ['a', 'extra'])).rows).toEqual(table([], ['a', 'extra']).rows);
  });

  it('changes nothing in a block without such a list', () => {
    const values = { caption: 'x', rows: [{ item: 'Service', low: '85' }] };
    expect(keepOnePer(blockFields('PriceTable'), values)).toBe(values);
  });
});

describe('checkBlock', () => {
  const row = { item: 'Annual boiler service', low: '85', high: '', note: '' };

  it('gives the props, numbers read and empty optional inputs left out', () => {
    expect(checkBlock('PriceTable', { caption: 'Guide prices ', rows: [row] })).toEqual({
      ok: true,
      props: { caption: 'Guide prices', rows: [{ item: 'Annual boiler service', low: 85 }] },
    });
    expect(checkBlock('Callout', { type: 'tip', title: '' })).toEqual({ ok: true, props: { type: 'tip' } });
    expect(checkBlock('CallToAction', { title: 'Call us', actions: [], quoteLabel: '' })).toEqual({
      ok: true,
      props: { title: 'Call us' },
    });
  });

  it("says what is wrong in the schema's own words after the field's label", () => {
    const result = checkBlock('PriceTable', {
      caption: '',
      rows: [
        { ...row, low: '-5' },
        { item: 'x', low: '2,500' },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { path: ['caption'], message: 'Caption must not be empty' },
      { path: ['rows', 0, 'low'], message: 'Low price must be 0 or more, like 2500' },
      { path: ['rows', 1, 'low'], message: 'Low price must be a number of pounds without £ or commas, like 2500' },
    ]);
  });

  it('reports cross-field rules and list bounds with the right label', () => {
    const high = checkBlock('PriceTable', { caption: 'x', rows: [{ item: 'x', low: '500', high: '100' }] });
    expect(high.ok === false && high.errors[0]).toMatchObject({ path: ['rows', 0, 'high'] });
    expect(high.ok === false && high.errors[0]?.message).toMatch(/^High price must not be less than "low"/);
    const figures = checkBlock('KeyFigures', { figures: [{ value: '1', label: 'a' }] });
    expect(figures).toEqual({
      ok: false,
      errors: [{ path: ['figures'], message: 'Figures must have at least two figures' }],
    });
    const comparison = checkBlock('ComparisonTable', {
      caption: 'x',
      columns: ['A', 'B'],
      rows: [{ label: 'Cost', values: ['1'] }],
    });
    expect(comparison.ok === false && comparison.errors).toEqual([
      { path: ['rows', 0, 'values'], message: 'Values must have one value per column (2), found 1' },
    ]);
  });

  it('checks steps: a title and words for each', () => {
    expect(checkBlock('Steps', { steps: [{ title: 'Survey', body: 'We visit.' }] })).toEqual({
      ok: true,
      props: { steps: [{ title: 'Survey', body: 'We visit.' }] },
    });
    const result = checkBlock('Steps', { steps: [{ title: '', body: ' ' }] });
    expect(result.ok === false && result.errors).toEqual([
      { path: ['steps', 0, 'title'], message: 'Step title must not be empty' },
      { path: ['steps', 0, 'body'], message: 'What happens must not be empty' },
    ]);
  });

  it('gives the form back the props it was opened with, numbers as text', () => {
    const fields = blockFields('PriceTable');
    const values = formValues(fields, { caption: 'x', rows: [{ item: 'y', low: 85 }] });
    expect(values).toEqual({ caption: 'x', rows: [{ item: 'y', low: '85', high: '', note: '' }] });
    expect(checkBlock('PriceTable', values)).toEqual({
      ok: true,
      props: { caption: 'x', rows: [{ item: 'y', low: 85 }] },
    });
  });
});

describe('findBlocks', () => {
  const body = [
    '## Prices',
    '',
    '<PriceTable',
    '  caption="Guide prices"',
    '  rows={[',
    '    { item: "Service", low: 85 },',
    '    { item: "Boiler", low: 2500, high: 4500 },',
    '  ]}',
    '/>',
    '',
    '<Callout type="safety" title="Gas">',
    'Call <GasEmergencyLine /> now.',
    '</Callout>',
    '',
    '<Steps>',
    '  <Step title="Survey">We visit.</Step>',
    '  <Step title="Fit">We fit it.</Step>',
    '</Steps>',
    '',
    'Call <PhoneLink /> today.',
    '',
    '<KeyFigures figures={figures} />',
    '',
  ].join('\n');
  const blocks = findBlocks(body);

  it('finds each top-level block with its exact text', () => {
    const own = blocks.filter((block) => block.within === undefined);
    expect(own.map((block) => block.name)).toEqual(['PriceTable', 'Callout', 'Steps', 'PhoneLink', 'KeyFigures']);
    expect(body.slice(blocks[0]!.from, blocks[0]!.to)).toMatch(/^<PriceTable[\s\S]*\/>$/);
    expect(body.slice(blocks[1]!.from, blocks[1]!.to)).toMatch(/^<Callout[\s\S]*<\/Callout>$/);
    expect(own.map((block) => block.label)).toEqual([
      'Price table · 2 rows',
      'Note box · safety',
      'Numbered steps · 2 steps',
      'Phone number',
      'Key figures',
    ]);
  });

  it('names a business fact by its words and value, as its form lists it, once the editor can show the value', () => {
    const fact = 'We are Gas Safe registered (<Fact name="gasSafeNumber" />).\n';
    expect(findBlocks(fact)[0]?.label).toBe('Gas Safe number');
    showBlockTextWith((name, props) => (name === 'Fact' && props.name === 'gasSafeNumber' ? '200824' : undefined));
    try {
      expect(findBlocks(fact)[0]?.label).toBe('Gas Safe number: 200824');
    } finally {
      showBlockTextWith(() => undefined);
    }
  });

  it('finds a block in a line of text as in the line, and the block that holds one', () => {
    const phone = blocks.find((block) => block.name === 'PhoneLink')!;
    expect(phone).toMatchObject({ inline: true, props: {} });
    expect(phone.within).toBeUndefined();
    expect(body.slice(phone.from, phone.to)).toBe('<PhoneLink />');
    const gasLine = blocks.find((block) => block.name === 'GasEmergencyLine')!;
    expect(gasLine).toMatchObject({ inline: true, within: blocks[1]!.from });
    expect(body.slice(gasLine.from, gasLine.to)).toBe('<GasEmergencyLine />');
    const heading = findBlocks('### No heating <UrgencyBadge level="High" />\n')[0];
    expect(heading).toMatchObject({ name: 'UrgencyBadge', inline: true, label: 'Urgency badge · High' });
  });

  it('reads settings, the text a block holds and its steps', () => {
    expect(blocks[0]?.props).toEqual({
      caption: 'Guide prices',
      rows: [
        { item: 'Service', low: 85 },
        { item: 'Boiler', low: 2500, high: 4500 },
      ],
    });
    const callout = blocks[1]!;
    expect(body.slice(callout.inner!.from, callout.inner!.to)).toBe('Call <GasEmergencyLine /> now.');
    const steps = blocks.find((block) => block.name === 'Steps')!;
    expect(steps.steps).toEqual([
      { title: 'Survey', body: 'We visit.' },
      { title: 'Fit', body: 'We fit it.' },
    ]);
    expect(body.slice(steps.inner!.from, steps.inner!.to)).toBe(
      '  <Step title="Survey">We visit.</Step>\n  <Step title="Fit">We fit it.</Step>',
    );
  });

  it("opens a new block on its words: a Callout's, and a Steps block's first step's, never its tags", () => {
    const callout = findBlocks(newBlock('Callout'))[0]!;
    expect(callout.words).toEqual(callout.inner);
    const fresh = newBlock('Steps');
    const steps = findBlocks(fresh)[0]!;
    expect(fresh.slice(steps.words!.from, steps.words!.to)).toBe(steps.steps![0]!.body);
    const written = blocks.find((block) => block.name === 'Steps')!.words!;
    expect(body.slice(written.from, written.to)).toBe('We visit.');
  });

  it('says in plain words why the form cannot show a block', () => {
    const figures = blocks.find((block) => block.name === 'KeyFigures');
    expect(figures?.props).toBeUndefined();
    expect(figures?.reason).toBe(
      'The "figures" setting is written as code the form cannot read (a variable or a calculation). Edit it as text.',
    );
    expect(findBlocks('<Callout type="Safety">\nx\n</Callout>\n')[0]?.reason).toMatch(/"type" setting/);
    expect(findBlocks('<Callout type="tip" colour="red">\nx\n</Callout>\n')[0]?.reason).toMatch(/"colour"/);
    expect(findBlocks('<Steps>\n  Some words\n</Steps>\n')[0]?.reason).toMatch(/other than steps/);
  });

  it('finds nothing, and does not throw, when the body does not parse', () => {
    expect(findBlocks('<Callout type="tip">\nNever closed\n')).toEqual([]);
    expect(findBlocks('Text with a stray { brace')).toEqual([]);
  });

  it('gives the block at an offset', () => {
    const at = body.indexOf('Gas"');
    expect(blockAt(body, at)?.name).toBe('Callout');
    expect(blockAt(body, 0)).toBeUndefined();
    expect(blockAt(body, blocks[0]!.to)?.name).toBe('PriceTable');
  });
});

describe('writeBlock', () => {
  it.each(contentFiles)('writes every block of %s back exactly as it is written', (_, source, blocks) => {
    for (const block of blocks) {
      if (!block.props) continue;
      const inner = block.steps ?? (block.inner && source.slice(block.inner.from, block.inner.to));
      expect(writeBlock(block.name, block.props, inner)).toBe(source.slice(block.from, block.to));
    }
  });

  it.each(contentFiles)(
    'gives back the bytes of every block of %s opened in the form and saved unchanged',
    (_, source, blocks) => {
      for (const block of blocks) {
        if (!block.props) continue;
        const initial = block.name === 'Steps' ? { ...block.props, steps: block.steps } : block.props;
        const checked = checkBlock(block.name, formValues(blockFields(block.name), initial));
        expect(checked.ok, `${block.label}: ${JSON.stringify(checked)}`).toBe(true);
        if (!checked.ok) continue;
        const inner =
          block.name === 'Steps' ? undefined : block.inner && source.slice(block.inner.from, block.inner.to);
        expect(writeBlock(block.name, checked.props, inner)).toBe(source.slice(block.from, block.to));
      }
    },
  );

  it('reads every block of the content files', () => {
    const unread = contentFiles.flatMap(([file, , blocks]) =>
      blocks.filter((block) => !block.props).map((block) => `${file}: ${block.name}: ${block.reason}`),
    );
    expect(unread).toEqual([]);
    expect(contentFiles.flatMap(([, , blocks]) => blocks).length).toBeGreaterThan(40);
  });

  it('changes one line when one price changes', () => {
    const props = {
      caption: 'Guide prices',
      rows: [
        { item: 'Service', low: 85 },
        { item: 'Boiler', low: 2500, high: 4500 },
      ],
    };
    const before = writeBlock('PriceTable', props).split('\n');
    const after = writeBlock('PriceTable', {
      ...props,
      rows: [props.rows[0], { ...props.rows[1], high: 5000 }],
    }).split('\n');
    expect(after.filter((line, index) => line !== before[index])).toEqual([
      '    { item: "Boiler", low: 2500, high: 5000 },',
    ]);
  });

  it('keeps text with double quotes, braces and new lines valid MDX, read back as typed', () => {
    const title = 'The "best" {choice}\nfor you';
    const caption = 'Prices <with> a "quote"';
    for (const source of [
      writeBlock('Callout', { type: 'tip', title }, 'Words.'),
      writeBlock('PriceTable', { caption, rows: [{ item: 'A "B"\\C', low: 1, note: 'x\ny' }] }),
      writeBlock('Steps', {}, [{ title: 'Say "hi"', body: 'Over\ntwo lines' }]),
    ]) {
      const [block] = findBlocks(source);
      expect(block, source).toBeDefined();
      expect(block?.reason, source).toBeUndefined();
      expect(analyseMdx(source).components.length).toBeGreaterThan(0);
    }
    expect(findBlocks(writeBlock('Callout', { type: 'tip', title }, 'Words.'))[0]?.props).toEqual({
      type: 'tip',
      title,
    });
    expect(findBlocks(writeBlock('PriceTable', { caption, rows: [{ item: 'A "B"\\C', low: 1 }] }))[0]?.props).toEqual({
      caption,
      rows: [{ item: 'A "B"\\C', low: 1 }],
    });
    expect(findBlocks(writeBlock('Steps', {}, [{ title: 'Say "hi"', body: 'Over\ntwo lines' }]))[0]?.steps).toEqual([
      { title: 'Say "hi"', body: 'Over two lines' },
    ]);
  });

  it('keeps a setting with an entity in it as typed: &copy; is not read as ©', () => {
    const source = writeBlock('PriceTable', { caption: '&copy; boiler', rows: [{ item: 'A &amp; B', low: 1 }] });
    expect(findBlocks(source)[0]?.props).toEqual({ caption: '&copy; boiler', rows: [{ item: 'A &amp; B', low: 1 }] });
    expect(writeBlock('Callout', { type: 'tip', title: 'Wait & see' }, 'Words.')).toContain('title="Wait & see"');
  });

  it("writes a step's words so that they show as typed, and reads them back as typed", () => {
    const typed = ['Wait 10 mins & then {restart}', '** boiler <br> &copy; `code` _under_ \\{ \\', 'a\\b \\& \\\\{'];
    const source = writeBlock(
      'Steps',
      {},
      typed.map((body) => ({ title: 'Step', body })),
    );
    expect(source).toContain('Wait 10 mins & then \\{restart\\}');
    expect(findBlocks(source)[0]?.steps?.map((step) => step.body)).toEqual(typed);
    expect(analyseMdx(source).components.map((use) => use.name)).toEqual(['Steps', 'Step', 'Step', 'Step']);
  });

  it('writes a block with nothing inside as one self-closing tag, in the house style', () => {
    expect(writeBlock('RelatedArticles', {})).toBe('<RelatedArticles />');
    expect(writeBlock('EnergyLabelScale', { highlight: 'A' })).toBe('<EnergyLabelScale highlight="A" />');
    expect(writeBlock('CallToAction', { title: 'Call', actions: ['quote', 'call'] }, 'Words.')).toBe(
      '<CallToAction title="Call" actions={["quote", "call"]}>\nWords.\n</CallToAction>',
    );
  });
});

describe('newBlock', () => {
  it('gives text to type over in the blocks that hold text', () => {
    expect(newBlock('Callout')).toBe('<Callout type="tip">\nWrite the advice here.\n</Callout>');
    expect(newBlock('Steps')).toBe(
      [
        '<Steps>',
        '  <Step title="Step title">What happens in this step.</Step>',
        '  <Step title="Step title">What happens in this step.</Step>',
        '</Steps>',
      ].join('\n'),
    );
  });

  it.each(Object.keys(mdxComponentSchemas).filter((name) => name !== 'Step'))(
    'gives a new %s that the form can read',
    (name) => {
      const source = newBlock(name as MdxComponentName);
      const [block] = findBlocks(`${source}\n`);
      expect(block?.name).toBe(name);
      expect(block?.reason).toBeUndefined();
      expect(block?.to).toBe(source.length);
    },
  );
});

describe('form state', () => {
  it('changes one value and leaves the rest as typed', () => {
    const values = {
      caption: 'x',
      rows: [
        { item: 'a', low: '1' },
        { item: 'b', low: '2,500' },
      ],
    };
    const changed = setValue(values, ['rows', 1, 'low'], '2500');
    expect(changed).toEqual({
      caption: 'x',
      rows: [
        { item: 'a', low: '1' },
        { item: 'b', low: '2500' },
      ],
    });
    expect(values.rows[1]?.low).toBe('2,500');
    expect(getAt(changed, ['rows', 0, 'item'])).toBe('a');
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});

describe('BlockForm', () => {
  const catalogue = blockCatalogue(editing);
  const entry = (name: string) => catalogue.find((block) => block.name === name)!;
  const render = (name: string, initial?: Record<string, unknown>) =>
    renderToStaticMarkup(
      createElement(BlockForm, {
        entry: entry(name),
        fields: blockFields(name as MdxComponentName),
        initial,
        onSubmit() {},
        onCancel() {},
      }),
    );

  it('labels each input, marks it required or optional and ties its hint to it', () => {
    const html = render('PriceTable');
    expect(html).toContain('<h2');
    expect(html).toContain('Guide prices');
    expect(html).toMatch(
      /<label[^>]*for="([^"]+-caption)"[^>]*>Caption<span class="block-form__mark"> \(required\)<\/span><\/label>/,
    );
    const input = /<input[^>]*id="([^"]+-caption)"[^>]*>/.exec(html)?.[0] ?? '';
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(describedBy).toMatch(/-caption-hint$/);
    expect(html).toContain(`id="${describedBy}"`);
    expect(html).toContain('Insert block');
    expect(html).toContain('Add row');
  });

  it('shows rows that can be moved and removed, with names that say which', () => {
    const html = render('PriceTable', {
      caption: 'x',
      rows: [
        { item: 'a', low: 1 },
        { item: 'b', low: 2, high: 3 },
        { item: 'c', low: 4 },
      ],
    });
    expect(html).toContain('Save block');
    for (const name of [
      'Move row 1 down',
      'Remove row 1',
      'Move row 2 up',
      'Move row 2 down',
      'Move row 3 up',
      'Remove row 3',
    ]) {
      expect(html).toContain(`>${name}</button>`);
    }
    expect(html).not.toContain('Move row 1 up');
    expect(html).not.toContain('Move row 3 down');
    expect(html).toContain('Low price<span class="block-form__mark"> (required)</span>');
    expect(html).toContain('High price<span class="block-form__mark"> (optional)</span>');
    expect(html).toMatch(/inputMode="numeric"|inputmode="numeric"/);
    expect(html).toContain('value="3"');
  });

  it('offers choices as a select, a list of choices as checkboxes', () => {
    const callout = render('Callout', { type: 'warning' });
    expect(callout).toMatch(/<select[^>]*>.*<option value="safety">safety<\/option>/);
    expect(callout).toContain('<option value="warning" selected="">warning</option>');
    expect(callout).toContain('written in the text');
    const action = render('CallToAction', { title: 'Call', actions: ['call'] });
    expect(action.match(/type="checkbox"/g)).toHaveLength(3);
    expect(action).toMatch(/<input[^>]*checked=""[^>]*>\s*<label[^>]*>call<\/label>/);
  });

  it('gives Steps its steps and a block without settings a plain note', () => {
    const steps = render('Steps', { steps: [{ title: 'Survey', body: 'We visit.' }] });
    expect(steps).toContain('Step title<span class="block-form__mark"> (required)</span>');
    expect(steps).toContain('value="We visit."');
    expect(steps).toContain('Add step');
    expect(render('RelatedArticles')).toContain('This block has no settings.');
  });

  it('hides the Add button once a list is full', () => {
    const figures = Array.from({ length: 6 }, (_, index) => ({ value: String(index), label: 'x' }));
    expect(render('KeyFigures', { figures })).not.toContain('Add figure');
    expect(render('KeyFigures', { figures: figures.slice(0, 2) })).toContain('Add figure');
  });

  it('puts an error beside its field, and a summary linking to each', () => {
    const fields = blockFields('PriceTable');
    const form: FormApi = {
      prefix: 'f',
      values: formValues(fields, { caption: '', rows: [{ item: 'a', low: -1 }] }),
      errors: new Map([
        ['caption', 'Caption must not be empty'],
        ['rows.0.low', 'Low price must be 0 or more, like 2500'],
      ]),
      set() {},
      setList() {},
      focusLater() {},
    };
    const html = fields
      .map((field) => renderToStaticMarkup(createElement(Field, { field, path: [field.key], form })))
      .join('');
    expect(html).toContain(
      '<p id="f-field-caption-error" class="block-form__error"><span class="block-form__hidden">Error: </span>Caption must not be empty</p>',
    );
    expect(html).toMatch(
      /<input[^>]*id="f-field-caption"[^>]*aria-describedby="f-field-caption-hint f-field-caption-error"[^>]*aria-invalid="true"/,
    );
    expect(html).toContain('id="f-field-rows-0-low-error"');
    const summary = renderToStaticMarkup(
      createElement(ErrorSummary, {
        prefix: 'f',
        attempt: 1,
        errors: [{ path: ['rows', 0, 'low'], message: 'Low price must be 0 or more, like 2500' }],
        onFollow() {},
      }),
    );
    expect(summary).toMatch(/role="alert"/);
    expect(summary).toMatch(/tabindex="-1"|tabIndex="-1"/);
    expect(summary).toContain('There is a problem');
    expect(summary).toContain('<a href="#f-field-rows-0-low">Low price must be 0 or more, like 2500</a>');
  });

  it('brings its own small stylesheet', () => {
    expect(blockFormStyles).toContain('.block-form__summary');
  });
});

describe('placeInline: a block that sits in a line of text', () => {
  const placed = (doc: string, at: number) => {
    const state = EditorState.create({ doc });
    const place = placeInline(state, at, '<Fact name="gasSafeNumber" />');
    return state.update({ changes: place }).state.doc.toString();
  };

  it('goes at the cursor in the sentence, a space kept from the words either side', () => {
    expect(placed('Registration number.', 'Registration number'.length)).toBe(
      'Registration number <Fact name="gasSafeNumber" />.',
    );
    expect(placed('Number  here', 'Number '.length)).toBe('Number <Fact name="gasSafeNumber" /> here');
  });

  it('goes on lines of its own on a blank line, or after a block', () => {
    expect(placed('Text\n\n', 'Text\n'.length)).toBe('Text\n\n<Fact name="gasSafeNumber" />\n');
    expect(placed('<GrantChecker />', '<GrantChecker />'.length)).toBe(
      '<GrantChecker />\n\n<Fact name="gasSafeNumber" />',
    );
  });
});
