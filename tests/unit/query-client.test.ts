import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, getQueryFn, HttpError, queryClientDefaults } from '@/browser/query-client';

function respond(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('data-fetching client', () => {
  it('GETs the first element of the query key with credentials and reads JSON', async () => {
    const fetchMock = respond(200, JSON.stringify({ ok: true }));
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/status', 1] })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/status', { credentials: 'include' });
  });

  it('throws "status: body text" for a non-ok response', async () => {
    respond(500, 'Database unavailable');
    const query = getQueryFn({ on401: 'throw' })({ queryKey: ['/api/x'] });
    await expect(query).rejects.toThrow(new HttpError(500, '500: Database unavailable'));
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(404, '', 'Not Found');
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/x'] })).rejects.toThrow('404: Not Found');
  });

  it('throws on 401 by default', async () => {
    respond(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: ['/api/me'] })).rejects.toThrow('401: Unauthorized');
  });

  it('returns null on 401 when configured to', async () => {
    respond(401, 'Unauthorized');
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: ['/api/me'] })).resolves.toBeNull();
  });

  it('sends mutations as JSON with credentials and throws on failure', async () => {
    const fetchMock = respond(422, 'Invalid postcode');
    await expect(apiRequest('POST', '/api/quote', { postcode: 'x' })).rejects.toThrow('422: Invalid postcode');
    expect(fetchMock).toHaveBeenCalledWith('/api/quote', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"postcode":"x"}',
      credentials: 'include',
    });
  });

  it('never retries, refetches on focus, polls or goes stale', () => {
    expect(queryClientDefaults.queries).toMatchObject({
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
    });
    expect(queryClientDefaults.mutations.retry).toBe(false);
  });
});
