/**
 * The React Server Components payload ("flight" data) Next writes into each page, read back from the
 * page's own inline scripts: `self.__next_f.push([1, "…"])`. Its `I` rows name every client
 * component the page rendered, as a module id and an export name.
 */

const PUSH = 'self.__next_f.push(';

export interface ClientReference {
  /** The module id, as the client reference manifests key it. */
  id: string;
  /** The export rendered (`EmbeddedForm`; `default` or empty for a default export). */
  name: string;
}

/** The text of every inline script of a page (those with a `src` are not read). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
}

/** The payload's text rows, joined in order (a row may be split across two scripts). */
export function flightPayload(html: string): string {
  let payload = '';
  for (const text of inlineScriptTexts(html)) {
    if (!text.startsWith(PUSH) || !text.endsWith(')')) continue;
    const chunk: unknown = JSON.parse(text.slice(PUSH.length, -1));
    if (Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1];
  }
  return payload;
}

/**
 * The strings React wrote in rows of their own (`4a:"CostCalculatorIsland"`), by row id: a row refers
 * to one as `"$4a"`. React does so for some longer strings, export names among them.
 */
function outlinedStrings(payload: string): Map<string, string> {
  const rows = payload.matchAll(/(?:^|\n)([0-9a-f]+):("(?:[^"\\\n]|\\.)*")(?=\n|$)/g);
  return new Map([...rows].map(([, id = '', json = '""']) => [id, JSON.parse(json) as string]));
}

/** Every client component the page rendered, once each. */
export function clientReferences(html: string): ClientReference[] {
  const payload = flightPayload(html);
  const strings = outlinedStrings(payload);
  const seen = new Map<string, ClientReference>();
  for (const [, row = '[]'] of payload.matchAll(/(?:^|\n)[0-9a-f]+:I(\[[^\n]*\])/g)) {
    const [id, , written = ''] = JSON.parse(row) as [string | number, unknown, string?];
    const name = strings.get(/^\$([0-9a-f]+)$/.exec(written)?.[1] ?? '') ?? written;
    const reference = { id: String(id), name };
    seen.set(`${reference.id}#${name}`, reference);
  }
  return [...seen.values()];
}
