import { EDITOR_FOLDER } from './paths';

/**
 * The web editor's page, out/admin/index.html, and the headers only it gets. Decap CMS is one large
 * script (5 MB, with chunks it loads when needed) served from the site itself; it needs what no other
 * page is allowed: styles it writes as it runs, GitHub's API, its photos as blobs, WebAssembly, and a
 * login window that can answer it. Every other page keeps its own strict policy (build/security-headers.ts).
 */

/** Decap's script, and its chunks beside it: `<n>.decap-cms.js`, two WebAssembly files, its licences. */
export const EDITOR_SCRIPT = 'decap-cms.js';
export const isEditorFile = (name: string) =>
  name === EDITOR_SCRIPT ||
  /^\d+\.decap-cms\.js$/.test(name) ||
  name.endsWith('.wasm') ||
  name === `${EDITOR_SCRIPT}.LICENSE.txt`;

/** The local editor's server (`npx decap-server`), which Decap asks only when the page is on localhost. */
const LOCAL_BACKEND = 'http://localhost:8081';

export const editorPolicy = [
  "default-src 'self'",
  // 'unsafe-eval': Decap's bundle builds two functions with new Function(), and the preview runs each
  // compiled body with new AsyncFunction (@mdx-js/mdx's evaluate); 'wasm-unsafe-eval' for Decap's WebAssembly.
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self' data:",
  `connect-src 'self' blob: https://api.github.com ${LOCAL_BACKEND}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The `_headers` rule for the editor's folder: the header policy every response gets is taken off
 * (`! Content-Security-Policy`) for the editor's own, and the opener policy lets the GitHub login
 * window it opens post the token back (`same-origin` would cut the window off from the editor).
 */
export function editorHeaderRule(): { path: string; lines: string[] } {
  return {
    path: `/${EDITOR_FOLDER}/*`,
    lines: [
      '! Content-Security-Policy',
      '! Cross-Origin-Opener-Policy',
      `Content-Security-Policy: ${editorPolicy}`,
      'Cross-Origin-Opener-Policy: same-origin-allow-popups',
      'X-Robots-Tag: noindex',
    ],
  };
}

/**
 * Decap lays out its entry editor and its bar at least 800 px wide (its `EditorContainer` and
 * `ToolbarContainer`, found by the names its styles carry in decap-cms.js 3.16.3), so on a 768 px
 * tablet held upright the page scrolled sideways and cut off the preview's right edge. On a tablet
 * they may be as narrow as the screen. A phone keeps Decap's layout: its form at the screen's width,
 * the preview a scroll to the side, rather than both squeezed to half a phone. Decap appends its
 * styles after this one: `body` outranks them. editor-tablet.spec.ts fails, naming these, if the page
 * scrolls sideways on a tablet again.
 */
const DECAP_NARROW_SCREEN = `@media (min-width: 700px) and (max-width: 799px) {
  body [class*="-EditorContainer"], body [class*="-ToolbarContainer"] { min-width: 0; }
}`;

/** What the page loads besides Decap: the editor's own bundle (build/editor/bundle.ts), and the site's stylesheets for its preview. */
export interface EditorAssets {
  bundle: string;
  stylesheets: readonly string[];
  /** The collections whose entries get a preview (lib/content/collections.ts). */
  collections: readonly string[];
}

export function editorPage(siteName: string, { bundle, stylesheets, collections }: EditorAssets): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Site editor | ${siteName}</title>
<link rel="icon" href="/icon.svg" type="image/svg+xml">
<link href="/${EDITOR_FOLDER}/config.yml" type="text/yaml" rel="cms-config-url">
<style>
${DECAP_NARROW_SCREEN}
</style>
</head>
<body>
<noscript>The site editor needs JavaScript. The pages can also be changed as files: see EDITING.md.</noscript>
<script src="/${EDITOR_FOLDER}/${EDITOR_SCRIPT}"></script>
<script type="module" src="/${EDITOR_FOLDER}/${bundle}" data-preview-styles="${stylesheets.join(' ')}" data-collections="${collections.join(' ')}"></script>
</body>
</html>
`;
}
