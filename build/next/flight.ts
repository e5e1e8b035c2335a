import { FormatChangedError } from './format-error';

/**
 * Flight rows: the React Server Components payload Next writes into each page as inline scripts,
 * `self.__next_f.push([1, "…text…"])` (or `[3, "…base64…"]` for binary parts). Joined in order they
 * are React's row stream: `<hex id>:<tag><data>`, one a line, except the tags React sends with a
 * byte length (`T<hex length>,<text>`), whose text may hold line breaks. Its `I` rows name every
 * client component the page rendered, as a module id and an export name.
 */

const PUSH = 'self.__next_f.push(';
/** Next's kinds of inline payload: text, and base64 of binary rows. */
const TEXT = 1;
const BINARY = 3;
/** React's row tags sent with a byte length rather than ended by a line break (its client's list). */
const LENGTH_PREFIXED = new Set('TAOobUSsLlGgMmV');

export interface ClientReference {
  /** The module id, as the client reference manifests key it. */
  id: string;
  /** The export rendered (`EmbeddedForm`; `default` or empty for a default export). */
  name: string;
}

interface Row {
  id: string;
  /** The row's tag (`I`, `T`, …), or empty for a row of plain JSON. */
  tag: string;
  data: string;
}

/** The text of every inline script of a page (those with a `src` are not read). */
export function inlineScriptTexts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text = '']) => text);
}

/** Whether an inline script is one of the payload's (Next's bootstrap of it included). */
export function isFlightScript(text: string): boolean {
  return /^\(?self\.__next_f\b/.test(text);
}

/** The payload as bytes, its inline parts joined in order (a row may be split across two scripts). */
export function flightPayload(html: string): Buffer {
  const parts: Buffer[] = [];
  for (const text of inlineScriptTexts(html)) {
    if (!text.startsWith(PUSH) || !text.endsWith(')')) continue;
    const chunk: unknown = JSON.parse(text.slice(PUSH.length, -1));
    if (!Array.isArray(chunk) || typeof chunk[1] !== 'string') continue;
    if (chunk[0] === TEXT) parts.push(Buffer.from(chunk[1], 'utf8'));
    else if (chunk[0] === BINARY) parts.push(Buffer.from(chunk[1], 'base64'));
  }
  return Buffer.concat(parts);
}

/** React's rows, read as its client reads them. */
export function flightRows(payload: Buffer): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < payload.length) {
    const colon = payload.indexOf(':', at);
    const id = payload.toString('latin1', at, colon);
    if (colon < 0 || !/^[0-9a-f]*$/.test(id))
      throw new FormatChangedError('flight rows', `a row without its id at byte ${at}`);
    const tag = String.fromCharCode(payload[colon + 1] ?? 0);
    if (LENGTH_PREFIXED.has(tag)) {
      const comma = payload.indexOf(',', colon + 2);
      const length = Number.parseInt(payload.toString('latin1', colon + 2, comma), 16);
      if (comma < 0 || Number.isNaN(length))
        throw new FormatChangedError('flight rows', `row ${id} (${tag}) without its length`);
      rows.push({ id, tag, data: payload.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    const tagged = /[A-Z#rx]/.test(tag);
    const end = payload.indexOf('\n', colon + 1);
    const stop = end < 0 ? payload.length : end;
    rows.push({ id, tag: tagged ? tag : '', data: payload.toString('utf8', colon + (tagged ? 2 : 1), stop) });
    at = stop + 1;
  }
  return rows;
}

/**
 * A string of the payload as React reads it: `$$…` is an escaped `$`, and `$<hex id>` stands for
 * the value of that row (React writes an export name once and refers to it after).
 */
function resolved(value: unknown, strings: Map<string, unknown>): unknown {
  if (typeof value !== 'string' || !value.startsWith('$')) return value;
  if (value.startsWith('$$')) return value.slice(1);
  return /^\$[0-9a-f]+$/.test(value) ? strings.get(value.slice(1)) : value;
}

/** Every client component the page rendered, once each. */
export function clientReferences(html: string): ClientReference[] {
  const payload = flightPayload(html);
  // Every page Next renders has its payload: without one, either the page was finished already or
  // the payload is written some other way now.
  if (payload.length === 0)
    throw new FormatChangedError(
      'flight rows',
      `no ${PUSH}…) script in the page (if it was finished already, build again)`,
    );
  const rows = flightRows(payload);
  const values = new Map<string, unknown>();
  for (const row of rows) if (row.tag === '' && row.data.startsWith('"')) values.set(row.id, JSON.parse(row.data));
  const seen = new Map<string, ClientReference>();
  for (const row of rows.filter((candidate) => candidate.tag === 'I')) {
    const metadata: unknown = JSON.parse(row.data);
    if (!Array.isArray(metadata) || metadata.length < 3)
      throw new FormatChangedError('flight rows', `an I row that is not [module id, chunks, export name]: ${row.data}`);
    const [id, , name] = metadata.map((value) => resolved(value, values));
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof name !== 'string')
      throw new FormatChangedError('flight rows', `an I row whose module id or export name is not plain: ${row.data}`);
    const reference = { id: String(id), name };
    seen.set(`${reference.id}#${name}`, reference);
  }
  return [...seen.values()];
}
