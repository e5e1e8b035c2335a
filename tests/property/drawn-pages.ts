import fc from 'fast-check';
import { pageArbitrary } from './page-arbitrary';
import { judgePage } from './page-verdict';

/**
 * Whatever page staff can make: the check accepts it or names its line; accepted, it publishes valid
 * HTML and its blocks read back as written. `accepted` counts the pages the check accepted.
 */
export function drawnPagesProperty(root: string, tally = { pages: 0, accepted: 0 }) {
  return fc.asyncProperty(pageArbitrary, async (page) => {
    const { accepted, failures } = await judgePage(page, root);
    tally.pages += 1;
    if (accepted) tally.accepted += 1;
    if (failures.length > 0) throw new Error(failures.join('\n'));
  });
}
