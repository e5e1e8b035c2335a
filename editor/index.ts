/**
 * The web editor's own code, bundled by the build (build/editor/bundle.ts) and run on /admin after
 * Decap CMS's script, which it extends.
 */
import { showBlockTextWith } from './blocks/shown-text';
import { decap } from './decap';
import { blockText } from './preview/block-text';
import { registerPreviews } from './preview/register';
import { registerMdxWidget } from './widget/register';

const globals = decap();
registerMdxWidget(globals);
registerPreviews(globals);
showBlockTextWith(blockText);
