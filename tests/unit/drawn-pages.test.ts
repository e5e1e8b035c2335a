import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue } from '../property/block-arbitrary';
import { pageArbitrary } from '../property/page-arbitrary';
import { contentCopy, judgePage } from '../property/page-verdict';

// Pages drawn from what staff can make (tests/property/, docs/testing.md): a fixed seed here, so a
// run is repeatable; `npm run test:fuzz` draws more, with any seed.
const SEED = 61;
const RUNS = 200;

describe('a page drawn from what staff can make', () => {
  const content = contentCopy();
  afterAll(content.remove);

  it('draws every block of the catalogue, with settings the form accepts and settings it refuses', () => {
    const blocks = fc.sample(pageArbitrary, { numRuns: RUNS, seed: SEED }).flatMap((page) => page.blocks);
    expect(new Set(blocks.map((block) => block.name))).toEqual(new Set(catalogue.map((info) => info.name)));
    expect(new Set(blocks.map((block) => block.formAccepts))).toEqual(new Set([true, false]));
  });

  test.prop([pageArbitrary], { numRuns: RUNS, seed: SEED })(
    'is accepted by the check, or refused at a line; accepted, it renders valid HTML and its blocks read back as written',
    async (page) => {
      expect((await judgePage(page, content.root)).failures, page.source).toEqual([]);
    },
    120_000,
  );
});
