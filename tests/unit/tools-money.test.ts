import { describe, expect, it } from 'vitest';
import { formatPounds, parsePounds } from '@/lib/tools/money';

describe('formatPounds', () => {
  it('writes whole pounds without pence and with thousands separators', () => {
    expect(formatPounds(7500)).toBe('£7,500');
    expect(formatPounds(4500)).toBe('£4,500');
    expect(formatPounds(0)).toBe('£0');
    expect(formatPounds(1_000_000)).toBe('£1,000,000');
  });

  it('shows pence only when there are some', () => {
    expect(formatPounds(102.5)).toBe('£102.50');
    expect(formatPounds(12000.05)).toBe('£12,000.05');
    expect(formatPounds(99.999)).toBe('£100');
  });

  it('writes negative amounts with a hyphen-minus, and never "-£0"', () => {
    expect(formatPounds(-500)).toBe('-£500');
    expect(formatPounds(-0.001)).toBe('£0');
  });

  it('refuses NaN and Infinity', () => {
    expect(() => formatPounds(Number.NaN)).toThrow(RangeError);
    expect(() => formatPounds(Infinity)).toThrow(RangeError);
  });
});

describe('parsePounds', () => {
  it.each([
    ['12000', 12000],
    ['12,000', 12000],
    ['£12,000', 12000],
    [' £12,000.50 ', 12000.5],
    ['£ 350', 350],
    ['0', 0],
    ['1,234,567.8', 1234567.8],
    ['102.05', 102.05],
  ])('reads %j as %d', (input, pounds) => {
    expect(parsePounds(input)).toBe(pounds);
  });

  it.each(['', '   ', 'abc', '-500', '£-500', '12.345', '1,2000', '12,00', '12000.', '.5', '£', '12k', '1 000'])(
    'rejects %j',
    (input) => {
      expect(parsePounds(input)).toBeNull();
    },
  );
});
