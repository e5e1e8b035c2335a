/**
 * What an open entry needs of the editor's code: CodeMirror and the Text box, the content check, the
 * MDX compiler and the site's components for the preview. Loaded when an entry first opens
 * (./load-entry-parts.ts), never for the login or the collection list, which Decap alone draws.
 */
import { showBlockTextWith } from './blocks/shown-text';
import { blockText } from './preview/block-text';

export { settingWords, textWords } from './check/finding-words';
export { formPage } from './check/form-page';
export { findingsHere } from './check/findings-here';
export { checkPage } from './check/page-check';
export { LivePreview } from './preview/live-preview';
export { providedPreviewData, providePreviewData } from './preview/site-content';
export { createTextBox } from './widget/text-box';

showBlockTextWith(blockText);
