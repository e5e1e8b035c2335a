import { describe, expect, it } from 'vitest';
import { listOf } from '@/lib/lists';

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
