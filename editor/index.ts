/**
 * The web editor's own code, bundled by the build (build/editor/bundle.ts) and run on /admin after
 * Decap CMS's script, which it extends.
 */
import { decap } from './decap';
import { registerPreviews } from './preview/register';
import { showFindingsBesideFields } from './widget/field-findings';
import { registerMdxWidget } from './widget/register';

const globals = decap();
registerMdxWidget(globals);
showFindingsBesideFields(globals);
registerPreviews(globals);
