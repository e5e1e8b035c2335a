import { describe, expect, it } from 'vitest';
import { listOf, yearsText } from '@/lib/lists';

describe('listOf', () => {
  it('joins a list as Intl.ListFormat does in en-GB, without its locale data', () => {
    const intl = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
    for (const items of [[], ['England'], ['England', 'Wales'], ['England', 'Wales', 'Scotland']])
      expect(listOf(items)).toBe(intl.format(items));
  });

  it('joins with "or" where one of them is meant, as Intl.ListFormat does', () => {
    const intl = new Intl.ListFormat('en-GB', { style: 'long', type: 'disjunction' });
    for (const items of [[], ['England'], ['England', 'Wales'], ['England', 'Wales', 'Scotland']])
      expect(listOf(items, 'or')).toBe(intl.format(items));
  });
});

describe('yearsText', () => {
  it('counts one year in the singular and any other number in the plural', () => {
    expect([0, 1, 2, 20].map(yearsText)).toEqual(['0 years', '1 year', '2 years', '20 years']);
  });
});
