import os from 'node:os';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAround, loadAtStart, loadLine } from '../../bench/util';

// Issue 60: a busy machine's figures are never read as the site's.
describe('the benchmarks’ load average', () => {
  afterEach(() => vi.restoreAllMocks());
  const loadIs = (oneMinute: number) => vi.spyOn(os, 'loadavg').mockReturnValue([oneMinute, 0, 0]);

  it('says nothing more on a quiet machine', () => {
    loadIs(0.4);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = loadAtStart();
    expect(warn).not.toHaveBeenCalled();
    loadIs(1.7);
    const load = loadAround(before);
    expect(load).toEqual({ before: 0.4, after: 1.7 });
    expect(loadLine(load)).toBe('Load average 0.4 before, 1.7 after: timings on a shared 2-core machine are noisy.');
  });

  it('warns in the output and in the results when it was over 1 before the run', () => {
    loadIs(1.3);
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = loadAtStart();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the machine was busy before the run (load average 1.3'));
    const load = loadAround(before);
    expect(load.warning).toMatch(/^Warning: the machine was busy before the run \(load average 1\.3, over 1\)/);
    expect(loadLine(load)).toContain(`\n\n**${load.warning}**`);
  });
});
