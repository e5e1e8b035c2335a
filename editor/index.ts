/**
 * The web editor's own code, bundled by the build (build/editor/bundle.ts) and run on /admin after
 * Decap CMS's script, which it extends.
 */
import { decap } from './decap';
import { registerPreviews } from './preview/register';
// The body's CodeMirror widget (editor/widget/) is registered here: import './widget/register';

registerPreviews(decap());
