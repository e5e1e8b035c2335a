import { describe, expect, it } from 'vitest';
import { normaliseUkPostcode } from './postcode';

describe('normaliseUkPostcode', () => {
  it.each([
    ['b603pd', 'B60 3PD'],
    [' sw1a 1aa ', 'SW1A 1AA'],
    ['EC1A1BB', 'EC1A 1BB'],
    ['B60 3PD', 'B60 3PD'],
    ['w1a 0ax', 'W1A 0AX'],
    ['M1 1AE', 'M1 1AE'],
    ['cr2 6xh', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['b 6 0 3 p d', 'B60 3PD'],
    ['gir 0aa', 'GIR 0AA'],
    // Copied from a sentence or typed with a hyphen: the meaning is plain.
    ['B60 3PD.', 'B60 3PD'],
    ['b60 3pd, ', 'B60 3PD'],
    ['B60-3PD', 'B60 3PD'],
  ])('reads %j as %j', (input, postcode) => {
    expect(normaliseUkPostcode(input)).toBe(postcode);
  });

  it.each([
    '',
    '   ',
    'B60',
    '12345',
    'B60 3PDX',
    'B60 PD3',
    'B60 3CI', // inward letters never use C, I, K, M, O or V
    'B60 3PV',
    'Q1 1AA', // no area starts with Q
    'BI1 1AA', // nor has I second
    'B60 3PD.X',
    '.B60 3PD',
  ])('rejects %j', (input) => {
    expect(normaliseUkPostcode(input)).toBeNull();
  });
});
