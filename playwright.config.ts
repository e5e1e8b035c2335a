import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/support/chromium';
import { E2E_REPORT } from './tests/support/e2e-report';

// The built export, served exactly as the README's first command serves it (Cloudflare's own runtime,
// scripts/serve.mjs); a second export built as a pull request's preview, with hosted forms configured
// and a draft article added (see scripts/build-forms-fixture.mjs);
// and the editors' preview, `next dev`, with a draft added (see scripts/preview-fixture.mjs).
/**
 * Three ports the system says are free, held open together so they differ, then released for the
 * servers. Chosen once, in the runner's process: the workers it starts inherit them.
 */
function freePorts(count: number): string {
  const script = `const net = require('node:net');
    Promise.all(Array.from({ length: ${count} }, () => new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
    }))).then((servers) => {
      console.log(servers.map((server) => server.address().port).join(','));
      servers.forEach((server) => server.close());
    });`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim();
}

// E2E_PORTS=4173,4174,4175 picks them instead.
process.env.E2E_PORTS ||= freePorts(3);
const [port, formsPort, previewPort] = process.env.E2E_PORTS.split(',').map(Number) as [number, number, number];

const server = (folder: string, listen: number) => ({
  command: 'node scripts/serve.mjs',
  env: { PORT: String(listen), SERVE_DIR: folder },
  url: `http://127.0.0.1:${listen}/`,
  reuseExistingServer: false,
  timeout: 30_000,
  // wrangler stops its runtime (workerd) when told to; killed outright it could leave it running.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The list as the tests end; the JSON report for the slowest specs `npm run check` names at its end.
  reporter: [['list'], ['json', { outputFile: E2E_REPORT }]],
  use: {
    browserName: 'chromium',
    // Chromium's headless shell where it is installed (tests/support/chromium.ts); the back-forward cache's test
    // launches the whole browser.
    launchOptions: { executablePath: testBrowserPath, args: chromiumArgs },
  },
  projects: [
    // First, so that it starts first: the editor's changes, merged and built, are the run's longest chain
    // of tests that must follow one another (tests/e2e/editor.spec.ts).
    {
      name: 'editor',
      testMatch: /editor(-[a-z-]+)?\.spec/,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'site',
      testIgnore: /forms-configured|drafts|photos|preview|our-work\.spec|editor(-[a-z-]+)?\.spec/,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    {
      name: 'forms',
      testMatch:
        /forms-configured|drafts|photos|script-budget|before-scripts|security|search-engines|rebuild|our-work\.spec/,
      use: { baseURL: `http://127.0.0.1:${formsPort}` },
    },
    {
      name: 'preview',
      testMatch: /preview/,
      // One at a time: `next dev` compiles each page on its first visit, and two first visits at once
      // are the likeliest cause of the one failure seen here ("Unexpected end of JSON input").
      fullyParallel: false,
      use: { baseURL: `http://127.0.0.1:${previewPort}` },
    },
  ],
  webServer: [
    server('out', port),
    server('tests/.out-forms', formsPort),
    {
      command: 'node scripts/preview-fixture.mjs',
      env: { PORT: String(previewPort) },
      url: `http://127.0.0.1:${previewPort}/`,
      reuseExistingServer: false,
      // The first visit compiles the page.
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
