import { useEffect, useState } from 'react';
import { getSiteConfig } from '@/lib/content';
import { groupOfPage } from '@/lib/content/collections';
import { shareCardAlt } from '@/lib/og';
import { shareCardOf, type ShareCard } from '@/lib/share-card';
import type { FormEntry } from '@/editor/preview/page-entry';
import type { ArticleCategory } from '@/schemas/content';
import { cardSvg } from './card-drawing';

type Drawn = { src: string } | { error: string };

/** The card drawn here, as a data address: next/image has nothing to serve it with. */
function CardImage({ src, alt }: { src: string; alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt} width={1200} height={630} />;
}

/** The card drawn again once the title has stayed the same a moment: each drawing takes the main thread. */
function useCard(card: ShareCard): Drawn | undefined {
  const [drawn, setDrawn] = useState<Drawn>();
  const key = JSON.stringify(card);
  useEffect(() => {
    let wanted = true;
    const timer = setTimeout(() => {
      cardSvg(JSON.parse(key) as ShareCard).then(
        (svg) => wanted && setDrawn({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        (error: unknown) => wanted && setDrawn({ error: error instanceof Error ? error.message : String(error) }),
      );
    }, 150);
    return () => {
      wanted = false;
      clearTimeout(timer);
    };
  }, [key]);
  return drawn;
}

interface MockProps {
  name: string;
  src: string | undefined;
  title: string;
  description: string;
  domain: string;
}

/** One app's way of showing a shared link, roughly: its picture, title, description and site. */
function Mock({ name, src, title, description, domain }: MockProps) {
  return (
    <figure className={`wp-mock wp-mock-${name.toLowerCase()}`}>
      <figcaption>{name === 'X' ? 'On X' : `On ${name}`}</figcaption>
      <div className="wp-mock-link">
        {src ? <CardImage src={src} alt="" /> : <div className="wp-mock-blank" />}
        <div className="wp-mock-words">
          {name === 'Facebook' && <p className="wp-mock-domain">{domain.toUpperCase()}</p>}
          {name !== 'X' && <p className="wp-mock-title">{title}</p>}
          {name !== 'X' && <p className="wp-mock-description">{description}</p>}
          {name === 'WhatsApp' && <p className="wp-mock-domain">{domain}</p>}
          {name === 'X' && <p className="wp-mock-domain">From {domain}</p>}
        </div>
      </div>
    </figure>
  );
}

/** The share card as the build will draw it, from the title as typed, and as three apps show a link to the page. */
export function SharePreview({
  form,
  description,
  address,
}: {
  form: FormEntry;
  description: string;
  address: string;
}) {
  const site = getSiteConfig();
  const title = typeof form.settings.title === 'string' ? form.settings.title : '';
  // The category as the form holds it: one of the schema's, chosen from its list.
  const category = form.settings.category as ArticleCategory | undefined;
  const card = shareCardOf(site, groupOfPage(form.collection, category) ?? '', title);
  const drawn = useCard(card);
  const src = drawn && 'src' in drawn ? drawn.src : undefined;
  const domain = new URL(address, site.url).hostname.replace(/^www\./, '');
  return (
    <section aria-labelledby="wp-share">
      <h2 id="wp-share">When the page is shared</h2>
      <p>The picture the site makes for the page, drawn as the site will draw it, from the title as you type it:</p>
      <div className="wp-card">
        {drawn === undefined && <p role="status">Drawing the picture…</p>}
        {drawn && 'error' in drawn && <p role="status">The picture could not be drawn here ({drawn.error}).</p>}
        {src && <CardImage src={src} alt={`Share picture: ${shareCardAlt(site, new URL(address).pathname, title)}`} />}
      </div>
      <p>
        Roughly how a link to the page looks when someone shares it (each app draws it its own way, and may shorten the
        words):
      </p>
      <div className="wp-mocks">
        {['WhatsApp', 'Facebook', 'X'].map((name) => (
          <Mock key={name} name={name} src={src} title={title} description={description} domain={domain} />
        ))}
      </div>
    </section>
  );
}
