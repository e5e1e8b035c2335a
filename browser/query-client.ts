/**
 * The data-fetching client of the specification (section 7). No page calls a backend yet, so no
 * page imports this; it is ready for the first one that does, with the contract below.
 */

/** What a 401 (not signed in) response does: throw, or resolve to null. */
export type UnauthorizedBehavior = 'throw' | 'returnNull';

/** A non-ok response, as `status: body text` (or the status text when the body is empty). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`);
}

/** A request to the site's own backend, sending JSON and the visitor's credentials. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** The default query: GET the path in the first element of the key, with credentials, reading JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const [url] = queryKey;
    if (typeof url !== 'string') throw new TypeError('The first element of a query key must be the path to fetch');
    const response = await fetch(url, { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    const data: T = await response.json();
    return data;
  };
}

/** Options for a query client: no retry, no refetch on focus, no polling, data never stale. */
export const queryClientDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  },
  mutations: { retry: false },
} as const;
