/**
 * The site's own script, the only one a plain page runs (docs/islands.md). Everything it does is
 * an enhancement: the page works before it arrives and without it.
 */
import { closeDialogsOnRestore, loadMissingPolyfills } from './dialogs';
import { holdEarlySubmits, takeOverHeldForm } from './held-submits';
import { startTooltips } from './tooltips';
import { settleCutShortTransitions } from './view-transitions';

startTooltips(document);
closeDialogsOnRestore();
void loadMissingPolyfills();
settleCutShortTransitions();
holdEarlySubmits();
// Only the pages that have them load these parts (chunks of the same bundle), which the build
// preloads on those pages (build/site-scripts.ts, PARTS).
if (document.querySelector('[data-contents]'))
  void import('./contents').then(({ markContents }) => markContents(document));
if (document.querySelector('[data-search]')) void import('./search').then(({ startSearch }) => startSearch(document));
if (document.querySelector('[data-coverage-check]'))
  void import('./coverage-check').then(({ startCoverageChecks }) => startCoverageChecks(document, takeOverHeldForm));
if (document.querySelector('[data-island-script]'))
  void import('./lazy-islands').then(({ startIslandsWhenNeeded }) => startIslandsWhenNeeded(document));
