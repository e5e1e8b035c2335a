import { describe, expect, it } from 'vitest';
import { caseNames, expectedLines, runCase, strayEntries } from './content-cases';

// Each folder of tests/content-check is one piece of content an editor might write, and the report
// the content check must give for it, fault by fault (tests/content-check/README.md).
describe('the content check, case by case', () => {
  const names = caseNames();

  it('has its cases', () => {
    expect(names.length).toBeGreaterThan(0);
  });

  it.each(names)('%s', (name) => {
    expect(strayEntries(name), 'files the runner does not read').toEqual([]);
    const { first, again } = runCase(name);
    expect(first, `tests/content-check/${name}/expected.txt`).toEqual(expectedLines(name));
    expect(again, 'checked again, from what the first check kept').toEqual(first);
  });
});
