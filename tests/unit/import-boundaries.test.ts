import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folders say where code runs (README, "Where things live"), and ESLint's import boundaries
 * (eslint.config.mjs) hold each import to one direction. Each case lints one import as if it were
 * written in a file of that folder.
 */
const eslint = new ESLint();

async function boundaryFaults(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = [probe];\n`, { filePath: file });
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message.split(':')[0]!);
}

describe('import boundaries between the places code runs', () => {
  it.each([
    [
      'lib/probe.ts',
      "import { headerRules as probe } from '@/build/headers-file';",
      'lib code may not import build code',
    ],
    [
      'lib/probe.ts',
      "import { budgets as probe } from '../tests/support/budgets';",
      'lib code may not import test-support code',
    ],
    [
      'lib/probe.ts',
      "import { Breadcrumbs as probe } from '@/components/breadcrumbs';",
      'lib code may not import components code',
    ],
    ['schemas/probe.ts', "import { site as probe } from '@/lib/site';", 'schemas code may not import lib code'],
    [
      'browser/probe.ts',
      "import { getContent as probe } from '@/lib/content';",
      'browser code may not import lib code',
    ],
    [
      'browser/probe.ts',
      "import { validateQuote as probe } from '@/tools/quote-request/answers';",
      'browser code may not import tools code',
    ],
    [
      'components/probe.ts',
      "import { hydrateIsland as probe } from '@/browser/hydrate-island';",
      'components code may not import browser code',
    ],
    [
      'app/probe.ts',
      "import { headerRules as probe } from '@/build/headers-file';",
      'app code may not import build code',
    ],
    [
      'build/probe.ts',
      "import { Breadcrumbs as probe } from '@/components/breadcrumbs';",
      'build code may not import components code',
    ],
  ])('%s: %s is refused', async (file, source, fault) => {
    expect(await boundaryFaults(file, source)).toEqual([fault]);
  });

  it.each([
    ['browser/probe.ts', "import { ROOT_ATTRIBUTE as probe } from '@/components/islands/markup';"],
    // The postcode check's answer, the one tool's logic the site script runs itself.
    ['browser/probe.ts', "import { coverageOf as probe } from '@/tools/coverage/coverage';"],
    ['build/probe.ts', "import * as probe from '@/components/islands/registry';"],
    ['components/probe.ts', "import { getContent as probe } from '@/lib/content';"],
    ['tools/probe.ts', "import { HOLD_ATTRIBUTE as probe } from '@/browser/held-submits';"],
    ['tools/probe.test.ts', "import { tempDir as probe } from '@/tests/unit/temp-dir';"],
    ['bench/probe.ts', "import { budgets as probe } from '@/tests/support/budgets';"],
  ])('%s: %s is allowed', async (file, source) => {
    expect(await boundaryFaults(file, source)).toEqual([]);
  });
});
