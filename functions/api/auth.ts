import {
  githubUrl,
  loginPage,
  newState,
  secretsMissing,
  secretsMissingPage,
  stateCookie,
  type LoginContext,
} from '../_lib/oauth';

// The scopes Decap asks for: `repo`, or `public_repo` with open authoring.
const SCOPES = new Set(['repo', 'public_repo']);

/** The editor's login popup opens here (Decap's `auth_endpoint`); it is sent on to GitHub to agree. */
export async function onRequestGet({ request, env }: LoginContext): Promise<Response> {
  if (secretsMissing(env)) return secretsMissingPage();
  const url = new URL(request.url);
  const provider = url.searchParams.get('provider') ?? 'github';
  const scope = url.searchParams.get('scope') || 'repo';
  if (provider !== 'github' || !SCOPES.has(scope))
    return loginPage({
      status: 400,
      title: 'This login link is not one the editor makes',
      paragraphs: ['Close this window, go back to the editor and press Login with GitHub again.'],
      answer: { error: 'This login link is not one the editor makes: press Login with GitHub again.' },
    });

  const state = newState();
  const authorize = new URL(`${githubUrl(env)}/login/oauth/authorize`);
  authorize.search = new URLSearchParams({
    client_id: env.GITHUB_CLIENT_ID!,
    redirect_uri: `${url.origin}/api/callback`,
    scope,
    state,
  }).toString();
  return new Response(null, {
    status: 302,
    headers: {
      Location: authorize.toString(),
      'Set-Cookie': stateCookie(state),
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
