import { describe, expect, it } from 'vitest';
import { formatNumber, formatPounds, parsePounds } from './money';

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

describe('formatNumber', () => {
  it('writes a number as en-GB does, at most 2 decimal places and no trailing zeros', () => {
    for (const value of [0, 7, 350, 4500, 12000, 1_234_567, 102.5, 102.05, 99.999, 0.1, -500, 1234.5678])
      expect(formatNumber(value), String(value)).toBe(
        new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value),
      );
  });

  it('never writes "-0", and refuses NaN and Infinity', () => {
    expect(formatNumber(-0.001)).toBe('0');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe("formatPounds against the browser's own currency format", () => {
  it.each([0, 5, 7500, 1_000_000, 102.5, 12000.05, 99.999, 0.01, 1234567.89])('%d', (amount) => {
    const pence = Math.round(amount * 100) % 100 !== 0;
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: pence ? 2 : 0,
      maximumFractionDigits: pence ? 2 : 0,
    });
    expect(formatPounds(amount)).toBe(intl.format(amount));
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
