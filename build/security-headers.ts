import { createHash } from 'node:crypto';

/**
 * The one definition of the site's security headers and script policy.
 *
 * - `out/_headers` (scripts/write-headers.ts; read by Netlify and Cloudflare Pages, and by
 *   `npm run serve`) gives every response the same headers, whatever the number of pages: the
 *   common headers below and a policy of everything that is the same on every page.
 * - Each page carries its own script policy in a `<meta http-equiv="Content-Security-Policy">`,
 *   first in its head (scripts/finish-pages.ts): a plain page allows only the site's script and its
 *   speculation rules; an island page allows Next's inline scripts as well, by hash. Never
 *   `'unsafe-inline'`. The header policy names no scripts, because browsers enforce every policy
 *   delivered: a header strict enough for plain pages would block the island pages' scripts.
 */

export interface HeaderOptions {
  /** Origins of the hosted forms and their embed script, when configured. */
  formOrigins: readonly string[];
}

/** Headers every response carries. */
export function commonHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // The site uses none of these; the hosted form iframe is denied them as well.
    'Permissions-Policy':
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), usb=(), xr-spatial-tracking=()',
  };
}

type Directives = Record<string, readonly string[]>;

function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Where anything other than a script may come from: the same on every page. */
function resources({ formOrigins }: HeaderOptions): Directives {
  return {
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': formOrigins.length > 0 ? formOrigins : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // mailto: for the quote request's last resort: a form pressed with no script at all opens an e-mail.
    'form-action': ["'self'", 'mailto:'],
  };
}

/**
 * The policy `_headers` gives every response: all but the scripts, plus what only a header can say
 * (`frame-ancestors`). Inline event-handler attributes are refused everywhere (`script-src-attr`);
 * script elements are each page's own policy.
 */
export function headerPolicy(options: HeaderOptions): string {
  return policy({ ...resources(options), 'script-src-attr': ["'none'"], 'frame-ancestors': ["'none'"] });
}

/**
 * A page's own policy, for its `<meta>`: the site's scripts (`'self'`), its inline scripts by hash,
 * and the hosted form's embed script where one is configured; everything else as the header says.
 */
export function pagePolicy(
  options: HeaderOptions,
  inlineScriptHashes: readonly string[],
  { webAssembly = false }: { webAssembly?: boolean } = {},
): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...inlineScriptHashes.map((hash) => `'${hash}'`),
      ...options.formOrigins,
      // Pages with the site search: its index runs as WebAssembly, compiled from the site's own files.
      ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
    ],
    ...resources(options),
  });
}

/** Whether a page has the site search (components/search/search-box.tsx), whose index is WebAssembly. */
export const hasSiteSearch = (html: string) => /\sdata-search[\s=>]/.test(html);

/** The sha256 CSP source of an inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The origins of the configured hosted forms and their embed script. */
export function formOriginsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))];
}
