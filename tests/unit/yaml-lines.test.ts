import { describe, expect, it } from 'vitest';
import { lineOf } from '@/lib/content/yaml-lines';

const yaml = [
  'name: Wheelwright Heating', // 1
  'phone:', // 2
  '  display: 0121 496 0725', // 3
  '  international: "+441214960725"', // 4
  '# a comment', // 5
  'testimonials:', // 6
  '  - quote: Friendly', // 7
  '    rating: 5', // 8
  '  - quote: Thorough', // 9
  '    town: Redditch', // 10
  '    rating: five', // 11
  'related:', // 12
  '- /boilers', // 13
  'display: top level', // 14
].join('\n');

describe('lineOf', () => {
  it('follows nested keys by indentation', () => {
    expect(lineOf(yaml, ['phone', 'international'])).toBe(4);
    expect(lineOf(yaml, ['display'])).toBe(14);
  });

  it('follows list positions, not stopping at the list', () => {
    expect(lineOf(yaml, ['testimonials', 1, 'rating'])).toBe(11);
    expect(lineOf(yaml, ['testimonials', 0, 'quote'])).toBe(7);
    expect(lineOf(yaml, ['related', 0])).toBe(13);
  });

  it('stops at the deepest part it finds', () => {
    expect(lineOf(yaml, ['testimonials', 0, 'town'])).toBe(7);
    expect(lineOf(yaml, ['missing'])).toBeUndefined();
  });

  it('searches only the settings block of an MDX file', () => {
    const mdx = '---\ntitle: A\n---\n\ndescription: in the body\n';
    expect(lineOf(mdx, ['title'])).toBe(2);
    expect(lineOf(mdx, ['description'])).toBeUndefined();
  });
});
