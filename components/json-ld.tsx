import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * Renders structured data inside the page (not the shared layout), so a client-side navigation
 * replaces it with the next page's. `<` is escaped so text can never close the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
