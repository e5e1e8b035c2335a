/**
 * After the pages are finished: the web editor in out/admin/ (build/editor/): Decap CMS's files from
 * node_modules, the editor's own bundle and the content its preview shows, its page (which also
 * names the site's stylesheet, read from the finished home page), and its config.yml with fields
 * made from the content schemas.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stringify } from 'yaml';
import { bundleEditor } from '@/build/editor/bundle';
import { editorConfig } from '@/build/editor/config';
import { editorPage, isEditorFile } from '@/build/editor/page';
import { EDITOR_FOLDER } from '@/build/editor/paths';
import { previewData } from '@/build/editor/preview-data';
import { stylesheetAddresses } from '@/build/page-html';
import { collections } from '@/lib/content/collections';
import { PREVIEW_DATA_FILE } from '@/lib/preview-data';
import { getSite } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');
const folder = path.join(out, EDITOR_FOLDER);
const dist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const site = getSite();

fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
const files = fs.readdirSync(dist).filter(isEditorFile);
for (const file of files) fs.copyFileSync(path.join(dist, file), path.join(folder, file));
const bundle = await bundleEditor(process.cwd(), folder);
fs.writeFileSync(path.join(folder, PREVIEW_DATA_FILE), JSON.stringify(previewData()));
const stylesheets = stylesheetAddresses(fs.readFileSync(path.join(out, 'index.html'), 'utf8'));
if (stylesheets.length === 0)
  throw new Error(`${path.join(out, 'index.html')} links no stylesheet for the preview to use.`);
fs.writeFileSync(
  path.join(folder, 'index.html'),
  editorPage(site.name, { bundle: bundle.file, stylesheets, collections: Object.keys(collections) }),
);
// GitHub Actions names the repository; a build elsewhere gets a name that only the local editor ignores.
const repository = process.env.GITHUB_REPOSITORY || 'owner/wheelwright-heating';
const config = editorConfig({ repository, siteUrl: site.url });
fs.writeFileSync(
  path.join(folder, 'config.yml'),
  `# Written by scripts/write-editor.ts from build/editor/config.ts and the content schemas: do not edit.\n${stringify(config)}`,
);
console.log(
  `✔ Wrote the web editor to ${path.relative(process.cwd(), folder)}/: Decap CMS (${files.length} files), the editor's entry (${bundle.file}, ${Math.round(bundle.bytes / 1024)} KB) and the ${bundle.files.length - 1} parts it imports (the Text box and the preview, when an entry opens), the check's worker (${bundle.worker.file}, ${Math.round(bundle.worker.bytes / 1024)} KB), the files fetched when first needed (${Object.entries(
    bundle.assets,
  )
    .map(([file, bytes]) => `${file} ${Math.round(bytes / 1024)} KB`)
    .join(', ')}), its page and config.yml (${config.collections.length} collections, repository ${repository}).`,
);
