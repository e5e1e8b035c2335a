import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listen } from '../support/loopback';
import { servePages, type PagesDev } from '../support/pages-dev';

// The servers of the editor's login test (admin-login.spec.ts): a fake GitHub, the login Functions under
// `wrangler pages dev`, and pages that open the login popup as Decap does.

export const CLIENT_ID = 'test-client-id';
export const CLIENT_SECRET = 'test-client-secret';
export const TOKEN = 'gho_testtoken0123456789';

/** What the fake's authorize page does next: what a person (or a tampered link) would make GitHub do. */
export type Authorize = 'grant' | 'refuse' | 'wrong-state' | 'stale-code';

export interface FakeGitHub {
  url: string;
  next: Authorize;
  /** The query of every authorize request, and the form of every token request. */
  authorizations: URLSearchParams[];
  exchanges: URLSearchParams[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

const json = (response: ServerResponse, value: unknown) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));

/** GitHub's two OAuth endpoints as the Functions use them; each code it grants works once, as GitHub's do. */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const codes = new Set<string>();
  let issued = 0;
  const fake: Omit<FakeGitHub, 'url' | 'close'> = { next: 'grant', authorizations: [], exchanges: [] };
  const server = await listen((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      fake.authorizations.push(url.searchParams);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      const state = url.searchParams.get('state')!;
      if (fake.next === 'refuse') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'The user has denied your application access.');
        back.searchParams.set('state', state);
      } else {
        const code = `code-${(issued += 1)}`;
        if (fake.next !== 'stale-code') codes.add(code);
        back.searchParams.set('code', code);
        const other = `${state.slice(0, -1)}${state.endsWith('0') ? '1' : '0'}`;
        back.searchParams.set('state', fake.next === 'wrong-state' ? other : state);
      }
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
        fake.exchanges.push(form);
        if (request.headers.accept !== 'application/json') return response.writeHead(406).end();
        if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET)
          return json(response, { error: 'incorrect_client_credentials' });
        const code = form.get('code') ?? '';
        if (!codes.delete(code)) return json(response, { error: 'bad_verification_code' });
        json(response, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
      });
      return;
    }
    response.writeHead(404).end();
  });
  return Object.assign(fake, server);
}

/**
 * The editor window, doing what Decap's GitHub login does (decap-cms-lib-auth, netlify-auth.js): open
 * `<base_url>/api/auth`, answer "authorizing:github" from base_url only, then read the result from base_url
 * only. Decap then closes the popup; this page leaves it open so the test can read it.
 */
export const EDITOR_PAGE = `<!doctype html>
<html lang="en-GB"><meta charset="utf-8"><title>Editor</title>
<button id="login" type="button">Login with GitHub</button>
<script>
  const baseUrl = location.origin;
  document.getElementById('login').addEventListener('click', () => {
    const popup = window.open(baseUrl + '/api/auth?provider=github&site_id=' + location.hostname + '&scope=repo',
      'Netlify Authorization', 'width=960,height=600');
    const authorize = (event) => {
      if (event.origin !== baseUrl) return;
      const success = /^authorization:github:success:(.+)$/.exec(event.data);
      const failure = /^authorization:github:error:(.+)$/.exec(event.data);
      if (success) window.loginResult = { data: JSON.parse(success[1]) };
      if (failure) window.loginResult = { error: JSON.parse(failure[1]) };
    };
    const handshake = (event) => {
      if (event.data !== 'authorizing:github' || event.origin !== baseUrl) return;
      window.removeEventListener('message', handshake);
      window.addEventListener('message', authorize);
      popup.postMessage(event.data, event.origin);
    };
    window.addEventListener('message', handshake);
  });
</script>
</html>
`;

/** Another site's page that opens the login and tries every way to be handed the token. */
const foreignPage = (site: string) => `<!doctype html>
<html lang="en-GB"><meta charset="utf-8"><title>Another site</title>
<button id="login" type="button">Login with GitHub</button>
<script>
  window.received = [];
  window.addEventListener('message', (event) => {
    window.received.push(String(event.data));
    event.source.postMessage(event.data, '*');
  });
  document.getElementById('login').addEventListener('click', () => {
    const popup = window.open(${JSON.stringify(site)} + '/api/auth?provider=github&scope=repo', 'login');
    setInterval(() => popup.postMessage('authorizing:github', '*'), 50);
  });
</script>
</html>
`;

export function startForeignSite(site: string) {
  return listen((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(foreignPage(site)),
  );
}

/**
 * The login Functions under `wrangler pages dev`, serving a temporary folder that holds the editor
 * page, with the given bindings.
 */
export async function startPagesDev(bindings: Record<string, string>): Promise<PagesDev> {
  const site = mkdtempSync(path.join(os.tmpdir(), 'login-site-'));
  writeFileSync(path.join(site, 'index.html'), EDITOR_PAGE);
  // The policy the editor's page will have: its popup keeps its opener.
  writeFileSync(path.join(site, '_headers'), '/*\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n');
  const args = Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]);
  const server = await servePages(site, args).catch((error: unknown) => {
    rmSync(site, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(site, { recursive: true, force: true });
    },
  };
}
