import { describe, expect, it } from 'vitest';
import { formatFault } from '@/lib/content/faults';
import { lineOf } from '@/lib/content/yaml-lines';
import { loadYaml, readYaml } from '@/lib/content/yaml-source';
import { yamlSyntaxFault } from '@/lib/content/yaml-syntax-faults';
import { commentFaults, typedCharacterFaults } from '@/lib/content/yaml-typed-faults';

/** What the content check says of a data file that cannot be read. */
function syntax(text: string): string {
  const source = readYaml(text);
  expect(source.value, text).toBeUndefined();
  return formatFault(yamlSyntaxFault('site.yaml', source, 'the file'));
}

const INDENTATION =
  'the file could not be read: a line is indented differently from the lines around it, or a value has a ":" in it: line the settings up as the ones above them are, and put text that contains ":" in double quotes';

describe('loadYaml', () => {
  it('reads values as the core schema does: dates and words stay text', () => {
    expect(loadYaml('date: 2026-02-30\nflag: yes\nphone: 01214960725\nempty:\n')).toEqual({
      date: '2026-02-30',
      flag: 'yes',
      phone: 1214960725,
      empty: null,
    });
    expect(loadYaml('# only a note\n')).toBeNull();
  });

  it('refuses what the content check refuses, an unknown tag included', () => {
    expect(() => loadYaml('a: [1, 2\n')).toThrow();
    expect(() => loadYaml('tagline: !Important Expert\n')).toThrow();
    expect(() => loadYaml('quoteUrl: !""\n')).toThrow();
    expect(() => loadYaml('a: 1\n---\na: 2\n')).toThrow();
  });
});

describe('yamlSyntaxFault', () => {
  it('says what the parser found by its error code, at the line to fix', () => {
    expect(syntax('name: A\n\tphone: 1\n')).toBe(
      'site.yaml:2: the file could not be read: a line is indented with a tab: indent with spaces',
    );
    expect(syntax('path: "C:\\path"\n')).toBe(
      'site.yaml:1: the file could not be read: a \\ inside double quotes starts a special character: write \\\\ for a backslash, or put the text in single quotes instead',
    );
    // The parser reports an over-indented line at the line above it, and the second of two settings
    // with nothing after their colon at the end of the first: each fault is placed where the fix is.
    expect(syntax('name: Wheelwright Heating\n tagline: Expert\n')).toBe(`site.yaml:2: ${INDENTATION}`);
    expect(syntax('name: A\nphone:\nphone:\n  display: 1\n')).toMatch(
      /^site.yaml:3: the file could not be read: a setting is written twice/,
    );
  });

  it('names a | or > joined to the text, and a list used as a name', () => {
    expect(syntax('name: |Wheelwright Heating\n')).toBe(
      'site.yaml:1: "name" starts with |, which has a special meaning in the settings: put the whole text in quotes, like name: "|Wheelwright Heating"',
    );
    expect(syntax('areas:\n  primary: [Bromsgrove]: a guide\n')).toBe(
      'site.yaml:2: "primary" starts with [, which has a special meaning in the settings: put the whole text in quotes, like primary: "[Bromsgrove]: a guide"',
    );
  });

  it('finds the quote that swallowed the lines below it, however far the parser read on', () => {
    const text = 'testimonials:\n  - quote: "Friendly and tidy.\n    name: Test Customer\n    town: "Bromsgrove"\n';
    expect(syntax(text)).toBe(
      'site.yaml:2: "quote" opens with a double quote " but has no closing one, so the settings below it would be read as part of its text: add " at the end, like quote: "Friendly and tidy."',
    );
    // A list item that is a group with a quoted name is written so on purpose.
    expect(syntax('- "name": A\n  name: B\n')).toMatch(
      /^site.yaml:2: the file could not be read: a setting is written twice/,
    );
  });
});

describe('typedCharacterFaults and commentFaults', () => {
  const typed = (text: string) => typedCharacterFaults('site.yaml', readYaml(text)).map(formatFault);

  it('finds a non-breaking space at the start of a line of a longer text', () => {
    expect(typed('blurb: >-\n  A family firm\n  \u00a0in Bromsgrove\n')).toEqual([
      'site.yaml:3: this line has a non-breaking space at its start (word processors put them in), which the settings do not read as a space: delete the spaces before the first word and type ordinary ones',
    ]);
  });

  it('finds a list that lost its name under a value, past notes and empty lines', () => {
    for (const value of ['2025-11-03', '"Heat pumps"', '[a, b]']) {
      expect(typed(`date: ${value}\n# a note\n\n  - /boilers\n`), value).toEqual([
        expect.stringMatching(/^site.yaml:1: "date" is followed by lines starting with "- "/),
      ]);
    }
    expect(typed('related:\n  - /boilers\ndate: 2025-11-03\n')).toEqual([]);
  });

  it('takes a # straight after a word for a slip in a data file, and a # after a space for a note', () => {
    const faults = (text: string) => commentFaults('site.yaml', readYaml(text), { notes: true }).map(formatFault);
    expect(faults('display: 0121 496 0725  # how the number is shown\n')).toEqual([]);
    expect(faults('keywords:\n  - heat pump #1\n')).toEqual([
      'site.yaml:2: this item of "keywords" has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "heat pump" would be published: put the whole text in double quotes, like - "heat pump #1"',
    ]);
  });
});

describe('lineOf', () => {
  it('places an item of a list in brackets on its own line', () => {
    expect(lineOf('areas:\n  primary: [Bromsgrove,\n    Worcester]\n', ['areas', 'primary', 1])).toBe(3);
  });
});
