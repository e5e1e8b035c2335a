import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '@/components/json-ld';

describe('JsonLd', () => {
  it('escapes < so content can never close the script element', () => {
    const html = renderToStaticMarkup(
      <JsonLd
        data={{ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' }}
      />,
    );
    expect(html).toContain('type="application/ld+json"');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});
