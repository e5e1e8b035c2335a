import {
  githubUrl,
  loginPage,
  secretsMissing,
  secretsMissingPage,
  stateMatches,
  type LoginContext,
  type LoginEnv,
} from '../_lib/oauth';

const refused = () =>
  loginPage({
    status: 403,
    title: 'You are not logged in',
    paragraphs: [
      'You chose not to let the editor use your GitHub account, so you are not logged in.',
      'To edit the site, close this window, press Login with GitHub again and allow access when GitHub asks.',
    ],
    answer: { error: 'You chose not to let the editor use your GitHub account, so you are not logged in.' },
  });

const EXPIRED =
  'This login has expired or was started in another window: close this window and press Login with GitHub again.';

const expired = (status: number) =>
  loginPage({ status, title: 'This login has expired', paragraphs: [EXPIRED], answer: { error: EXPIRED } });

const UNREACHABLE = 'GitHub could not be reached, or its answer was not one the login expected.';

/** The login failed between this site and GitHub: `summary` says how. */
const failed = (summary: string, status = 502) =>
  loginPage({
    status,
    title: 'The login did not work',
    paragraphs: [
      summary,
      'Wait a minute, then close this window and press Login with GitHub again. If it happens again, tell the site owner.',
    ],
    answer: { error: `${summary} Try again in a minute; if it happens again, tell the site owner.` },
  });

/** `code` is GitHub's own error code, which the site owner can look up. */
const githubRefused = (code: string) => failed(`GitHub did not accept the editor’s login (GitHub’s reason: ${code}).`);

type Exchange = { token: string } | { error?: string };

async function exchangeCode(env: LoginEnv, code: string, redirectUri: string): Promise<Exchange> {
  const response = await fetch(`${githubUrl(env)}/login/oauth/access_token`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': 'editor-login',
    },
    body: new URLSearchParams({
      client_id: env.GITHUB_CLIENT_ID!,
      client_secret: env.GITHUB_CLIENT_SECRET!,
      code,
      redirect_uri: redirectUri,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return {};
  const data: unknown = await response.json().catch(() => undefined);
  if (typeof data !== 'object' || data === null) return {};
  const { access_token: token, error } = data as Record<string, unknown>;
  if (typeof token === 'string' && token) return { token };
  return typeof error === 'string' ? { error } : {};
}

/** GitHub sends the person back here with a one-time code (or why there is none). */
export async function onRequestGet({ request, env }: LoginContext): Promise<Response> {
  const url = new URL(request.url);
  if (secretsMissing(env)) return secretsMissingPage();
  const error = url.searchParams.get('error');
  // A refusal carries no code, so nothing is at stake in believing it before the state is checked.
  if (error === 'access_denied') return refused();
  if (!stateMatches(request, url.searchParams.get('state'))) return expired(403);
  if (error) return githubRefused(error);
  const code = url.searchParams.get('code');
  if (!code) return failed('GitHub did not send back the code the login needs.', 400);

  let exchange: Exchange;
  try {
    exchange = await exchangeCode(env, code, `${url.origin}/api/callback`);
  } catch {
    return failed(UNREACHABLE);
  }
  if ('token' in exchange)
    return loginPage({
      status: 200,
      title: 'You are logged in',
      paragraphs: ['The editor has your login. This window closes by itself; if it does not, close it.'],
      answer: { token: exchange.token },
    });
  // GitHub answers 200 with this code for a code that was used already or is over ten minutes old.
  if (exchange.error === 'bad_verification_code') return expired(400);
  return exchange.error ? githubRefused(exchange.error) : failed(UNREACHABLE);
}
