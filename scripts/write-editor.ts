/**
 * After the pages are finished: the web editor in out/admin/ (build/editor/): Decap CMS's files from
 * node_modules, its page, and its config.yml with fields made from the content schemas.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stringify } from 'yaml';
import { editorConfig } from '@/build/editor/config';
import { editorPage, isEditorFile } from '@/build/editor/page';
import { EDITOR_FOLDER } from '@/build/editor/paths';
import { getSite } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');
const folder = path.join(out, EDITOR_FOLDER);
const dist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'));
const site = getSite();

fs.rmSync(folder, { recursive: true, force: true });
fs.mkdirSync(folder, { recursive: true });
const files = fs.readdirSync(dist).filter(isEditorFile);
for (const file of files) fs.copyFileSync(path.join(dist, file), path.join(folder, file));
fs.writeFileSync(path.join(folder, 'index.html'), editorPage(site.name));
// GitHub Actions names the repository; a build elsewhere gets a name that only the local editor ignores.
const repository = process.env.GITHUB_REPOSITORY || 'owner/wheelwright-heating';
const config = editorConfig({ repository, siteUrl: site.url });
fs.writeFileSync(
  path.join(folder, 'config.yml'),
  `# Written by scripts/write-editor.ts from build/editor/config.ts and the content schemas: do not edit.\n${stringify(config)}`,
);
console.log(
  `✔ Wrote the web editor to ${path.relative(process.cwd(), folder)}/: Decap CMS (${files.length} files), its page and config.yml (${config.collections.length} collections, repository ${repository}).`,
);
