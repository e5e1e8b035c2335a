/**
 * The web editor's own code, bundled by the build (build/editor/bundle.ts) and run on /admin after
 * Decap CMS's script, which it extends. This entry only registers the Text box and the previews; what
 * they draw with is loaded when an entry first opens (./entry-parts.ts).
 */
import { decap } from './decap';
import { loadEntryParts } from './load-entry-parts';
import { registerPreviews } from './preview/register';
import { showFindingsBesideFields } from './widget/field-findings';
import { registerMdxWidget } from './widget/register';

const globals = decap();
registerMdxWidget(globals);
showFindingsBesideFields(globals);
registerPreviews(globals);

// An entry's address, whether /admin opens on it or goes to it, starts the fetch while Decap reads the entry.
const entryAddress = () => /^#\/collections\/[^/]+\/(entries\/|new)/.test(window.location.hash);
if (entryAddress()) void loadEntryParts();
else
  window.addEventListener('hashchange', function toEntry() {
    if (!entryAddress()) return;
    window.removeEventListener('hashchange', toEntry);
    void loadEntryParts();
  });
