// What the editor's GitHub login (functions/api/auth.ts, functions/api/callback.ts) shares. Pages routes only
// files that export onRequest handlers, and this folder's name starts with "_" to say it is not a route.

/** The Function's bindings: host secrets in production; `--binding` flags in the tests. */
export interface LoginEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's address; the tests point it at a fake on loopback. */
  GITHUB_OAUTH_URL?: string;
}

/** The part of a Pages Function's context these handlers use. */
export interface LoginContext {
  request: Request;
  env: LoginEnv;
}

export const SECRET_NAMES = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET'] as const;

const STATE_COOKIE = 'editor_login_state';
const STATE_LIFETIME_SECONDS = 600;
const COOKIE_ATTRIBUTES = 'HttpOnly; Secure; SameSite=Lax; Path=/api';

export function githubUrl(env: LoginEnv): string {
  return (env.GITHUB_OAUTH_URL || 'https://github.com').replace(/\/+$/, '');
}

export function secretsMissing(env: LoginEnv): boolean {
  return SECRET_NAMES.some((name) => !env[name]);
}

/** A fresh, unguessable `state` (256 bits, hex). */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; ${COOKIE_ATTRIBUTES}; Max-Age=${STATE_LIFETIME_SECONDS}`;
}

export const clearStateCookie = `${STATE_COOKIE}=; ${COOKIE_ATTRIBUTES}; Max-Age=0`;

function cookieValue(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Whether `state` is the one this browser was given (the cookie lapses after ten minutes). */
export function stateMatches(request: Request, state: string | null): boolean {
  const expected = cookieValue(request, STATE_COOKIE);
  if (!expected || !state || expected.length !== state.length) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1)
    difference |= expected.charCodeAt(index) ^ state.charCodeAt(index);
  return difference === 0;
}

/** What the popup tells the editor window: Decap's `authorization:github:…` message. */
export type LoginAnswer = { token: string } | { error: string };

export interface LoginPage {
  status: number;
  title: string;
  paragraphs: string[];
  answer: LoginAnswer;
}

// Decap's popup protocol (decap-cms-lib-auth, netlify-auth.js): the popup says "authorizing:github" to its
// opener, the opener says it back, then the popup sends the result. Both sides check the other's origin, and
// the result is posted to this site's origin only, so no other page that opened the popup can read it.
const HANDSHAKE_SCRIPT = `(() => {
  const opener = window.opener;
  if (!opener) return;
  const origin = window.location.origin;
  const handshake = 'authorizing:github';
  const answer = JSON.parse(document.getElementById('answer').textContent);
  const reply = (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== handshake) return;
    window.removeEventListener('message', reply);
    opener.postMessage(answer, origin);
  };
  window.addEventListener('message', reply);
  opener.postMessage(handshake, origin);
})();`;

const STYLE = `body{font:1.125rem/1.5 system-ui,sans-serif;margin:0;padding:2rem 1.25rem;color:#1a1a1a;background:#fff}
main{max-width:36rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.25}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON that cannot end the script element it sits in. */
function jsonForScript(value: string): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function message(answer: LoginAnswer): string {
  return 'token' in answer
    ? `authorization:github:success:${JSON.stringify({ token: answer.token, provider: 'github' })}`
    : `authorization:github:error:${JSON.stringify({ message: answer.error })}`;
}

/**
 * The page the login popup ends on: what happened in plain words, and the handshake that hands the result
 * to the editor. The message travels in a JSON data block (never run), so the one inline
 * script is the same on every page and its hash is the whole script policy.
 */
export async function loginPage({ status, title, paragraphs, answer }: LoginPage): Promise<Response> {
  const body = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
</main>
<script type="application/json" id="answer">${jsonForScript(message(answer))}</script>
<script>${HANDSHAKE_SCRIPT}</script>
</body>
</html>
`;
  const policy = [
    "default-src 'none'",
    `script-src ${await sha256(HANDSHAKE_SCRIPT)}`,
    `style-src ${await sha256(STYLE)}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
      'Set-Cookie': clearStateCookie,
    },
  });
}

export function secretsMissingPage(): Promise<Response> {
  return loginPage({
    status: 500,
    title: 'The editor’s login is not set up yet',
    paragraphs: [
      `The site owner must set two secrets in Cloudflare Pages, ${SECRET_NAMES.join(' and ')}, from the site’s GitHub OAuth app (docs/editor-login.md explains how).`,
      'Please tell the site owner. You cannot fix this yourself; close this window.',
    ],
    answer: {
      error: `The editor’s login is not set up yet: the site owner must set ${SECRET_NAMES.join(' and ')} in Cloudflare Pages.`,
    },
  });
}
