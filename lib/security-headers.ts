import { createHash } from 'node:crypto';

/**
 * The one definition of the HTTP headers the site needs. `scripts/write-headers.ts` turns it into
 * `out/_headers` (read by Netlify and Cloudflare Pages) after each build, and `scripts/serve.mjs`
 * serves the export with exactly the headers of that file.
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

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The policy for every path. Static hosts apply it to every response, including the 404 page
 * served at unknown addresses, whose inline scripts cannot be listed by path: so it allows inline
 * scripts, and each page adds a second, strict policy (below) that the browser enforces as well.
 */
export function baselinePolicy({ formOrigins }: HeaderOptions): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...formOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': formOrigins.length > 0 ? formOrigins : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * A page's own policy: its inline scripts by hash, no 'unsafe-inline' for scripts. It names only
 * scripts; everything else stays as the baseline policy restricts it.
 */
export function pagePolicy({ formOrigins }: HeaderOptions, inlineScriptHashes: readonly string[]): string {
  return policy({
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...formOrigins],
    'frame-ancestors': ["'none'"],
  });
}

/** The sha256 CSP source of an inline script's text. */
export function scriptHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The text of every inline script that runs (JSON-LD and other data blocks are not scripts to CSP). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="(?!text\/javascript|module)[^"]*"/.test(attributes))
    .map(([, , text = '']) => text);
}
