import { describe, expect, it } from 'vitest';
import { coverageOf, coverageText, districtOf } from './coverage';

const areas = [
  { town: 'Redditch', districts: ['B97', 'B98'] },
  { town: 'Worcester', districts: ['WR1', 'WR2'] },
  { town: 'Kidderminster', districts: ['DY10', 'DY11'] },
  { town: 'Stourbridge', districts: ['DY8', 'DY9'] },
  { town: 'Hagley', districts: ['DY9'] },
];
const answer = (typed: string) => {
  const coverage = coverageOf(typed, areas);
  return coverage && coverageText(coverage);
};

describe('the district of a postcode typed so far', () => {
  it.each([
    ['B97 4AB', 'B97'],
    ['b974ab', 'B97'],
    [' dy10 1aa. ', 'DY10'],
    ['WR1-4AB', 'WR1'],
    ['SW1A 1AA', 'SW1A'],
  ])('a full postcode: everything before its last three characters (%s → %s)', (typed, district) => {
    expect(districtOf(typed)).toBe(district);
  });
  it.each([
    ['B97', 'B97'],
    ['b97 ', 'B97'],
    ['b97 4', 'B97'],
    ['B97 4A', 'B97'],
    ['B974', 'B97'],
    ['wr1 4', 'WR1'],
    ['WR14', 'WR14'],
    ['B9', 'B9'],
  ])('a partial one: its district, as soon as there is one (%s → %s)', (typed, district) => {
    expect(districtOf(typed)).toBe(district);
  });
  it.each(['', ' ', 'B', 'wr', 'Q1', '97', 'B97 4ABC', 'B97 A', 'B97 4C', 'Redditch'])(
    'nothing while what is typed is not (yet) a district: "%s"',
    (typed) => {
      expect(districtOf(typed)).toBeNull();
    },
  );
});

describe('the answer to "do you cover my area?"', () => {
  it('names the district and its town', () => {
    expect(answer('b97 4ab')).toBe('B97 is in our area (Redditch)');
    expect(answer('WR2')).toBe('WR2 is in our area (Worcester)');
  });
  it('names both towns of a district in two', () => {
    expect(coverageOf('DY9 7AA', areas)).toEqual({ district: 'DY9', towns: ['Stourbridge', 'Hagley'] });
    expect(answer('DY9 7AA')).toBe('DY9 is in our area (Stourbridge and Hagley)');
  });
  it('never refuses a district outside the towns', () => {
    expect(answer('B12 9QT')).toBe('B12 is outside the towns we usually cover: send it anyway and we will tell you');
  });
  it('matches the whole district, not its start: DY1 is not DY10, WR14 is not WR1', () => {
    expect(coverageOf('DY1 1AA', areas)?.towns).toEqual([]);
    expect(coverageOf('WR14 1AA', areas)?.towns).toEqual([]);
  });
  it('says nothing while no district is typed', () => {
    expect(answer('B')).toBeNull();
    expect(answer('')).toBeNull();
  });
});
