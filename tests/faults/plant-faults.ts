/**
 * `npm run test:faults`: proves the browser tests still find what they are there to find. Plants five
 * known faults in the code, one at a time; for each, builds the site, runs the spec that should catch it,
 * and checks that it fails, naming the fault; then puts the code back. Run it after any change that
 * makes the browser tests do less (docs/testing.md). It leaves out/ rebuilt from the code as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

interface Fault {
  name: string;
  file: string;
  /** The text the fault replaces, which must be in the file once. */
  find: string;
  replace: string;
  /** The spec and test that must fail, and what its failure must say. */
  spec: string;
  test: string;
  says: RegExp;
}

// Random bytes do not compress: 40 KiB of them add about 40 KiB of gzip to the script.
const padding = Buffer.from(Array.from({ length: 30_000 }, () => Math.floor(Math.random() * 256))).toString('base64');

const faults: Fault[] = [
  {
    name: 'a contrast failure on one template (the legal pages)',
    file: 'components/page/legal-layout.tsx',
    find: '<p className="mt-2 text-slate-700">Get in touch',
    replace: '<p className="mt-2 text-slate-300">Get in touch',
    spec: 'accessibility',
    test: 'every page has no WCAG 2.2 A/AA violation at 375 px',
    says: /\/privacy-policy color-contrast/,
  },
  {
    name: 'a form control with no label (the search box)',
    file: 'components/search/search-box.tsx',
    find: '<label id={`${id}-label`} htmlFor={id} ',
    replace: '<label id={`${id}-label`} ',
    spec: 'accessibility',
    test: 'every page has no WCAG 2.2 A/AA violation at 375 px',
    says: /\/search label: #/,
  },
  {
    name: 'a control unreachable by Tab at 375 px (the menu button)',
    file: 'components/layout/mobile-menu.tsx',
    find: '          command="show-modal"\n',
    replace: '          command="show-modal"\n          tabIndex={-1}\n',
    spec: 'keyboard',
    test: 'every interactive element of every page is reachable by keyboard and shows its focus at 375 px',
    says: /button \\?"Open menu\\?" is never reached by Tab/,
  },
  {
    name: "a page over its script budget (the articles' contents script)",
    file: 'browser/contents.ts',
    find: '  if (!nav) return;\n',
    replace: `  if (!nav) return;\n  nav.dataset.padding = '${padding}';\n`,
    spec: 'script-budget',
    test: 'every page runs no more script than its budget',
    says: /\/knowledge-centre\/\S+(?: at \d+ px| scrolled): [\d.]+ KiB/,
  },
  {
    name: 'a layout shift while a guide loads (a box put above its contents)',
    file: 'browser/contents.ts',
    find: '  if (!nav) return;\n',
    replace:
      "  if (!nav) return;\n  setTimeout(() => nav.before(Object.assign(document.createElement('div'), { style: 'height: 48px' })), 200);\n",
    spec: 'layout-shift',
    test: 'at 375 px, no page shifts its layout loading or read to the end',
    says: /\/knowledge-centre\/\S+: 0\.\d+/,
  },
];

const run = (command: string, args: string[]) =>
  spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
const buildSite = () => {
  const build = run('npx', ['tsx', 'scripts/build.ts', '--no-checks']);
  if (build.status !== 0) throw new Error(`The build failed:\n${build.stdout}${build.stderr}`);
};

// The browser tests serve the preview build too: made once, if missing.
if (!existsSync('tests/.out-forms/index.html')) run('npm', ['run', 'build:test']);

const results: [string, string][] = [];
for (const fault of faults) {
  const original = readFileSync(fault.file, 'utf8');
  if (original.split(fault.find).length !== 2)
    throw new Error(
      `${fault.file} no longer has the text this fault replaces once: update tests/faults/plant-faults.ts`,
    );
  const started = Date.now();
  let result: string;
  try {
    writeFileSync(fault.file, original.replace(fault.find, fault.replace));
    buildSite();
    const tests = run('npx', [
      'playwright',
      'test',
      fault.spec,
      '--project=site',
      '--grep',
      fault.test,
      '--reporter=line',
    ]);
    const output = tests.stdout + tests.stderr;
    const caught = tests.status !== 0 && fault.says.test(output);
    result = caught
      ? `caught by ${fault.spec}: "${fault.says.exec(output)![0]}"`
      : `NOT CAUGHT (exit ${tests.status})\n${output.slice(-3000)}`;
  } finally {
    writeFileSync(fault.file, original);
  }
  results.push([fault.name, `${result} (${Math.round((Date.now() - started) / 1000)} s)`]);
  console.log(`${result.startsWith('caught') ? '✔' : '✖'} ${fault.name}: ${result}`);
}
buildSite();
const missed = results.filter(([, result]) => !result.startsWith('caught'));
console.log(`\n${results.length - missed.length} of ${results.length} planted faults caught.`);
process.exit(missed.length === 0 ? 0 : 1);
