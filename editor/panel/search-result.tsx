import { getSiteConfig } from '@/lib/content';
import { Fitted } from './fitted';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, type WritingFigures } from '@/lib/content/writing/rules';
import { SEARCH_TITLE_WIDTH } from '@/lib/search-title';

/** Where search engines cut a result's parts, as the writing advice judges them (Yoast's preview). */
export const RESULT = {
  titleWidth: SEARCH_TITLE_WIDTH,
  descriptionCut: DESCRIPTION_MAX,
  descriptionLow: DESCRIPTION_MIN,
} as const;

/** The description as a result shows it: cut at 156 characters, with "..." where it was cut. */
export const shownDescription = (description: string) =>
  description.length > RESULT.descriptionCut
    ? `${description.slice(0, RESULT.descriptionCut).trimEnd()} ...`
    : description;

/** The address as results show it: the site, then the path's parts. */
const breadcrumb = (address: string) => {
  const url = new URL(address, getSiteConfig().url);
  return [url.hostname, ...url.pathname.split('/').filter(Boolean)].join(' › ');
};

function titleWords(width: number) {
  if (width === 0) return 'Its width is measured once the page has been checked.';
  return width <= RESULT.titleWidth
    ? `The title is ${width} px wide of the ${RESULT.titleWidth} px a result has on a computer: it shows whole.`
    : `The title is ${width} px wide, over the ${RESULT.titleWidth} px a result has on a computer: search engines cut it, as above.`;
}

function descriptionWords(length: number) {
  const aim = `aim for ${RESULT.descriptionLow}–${RESULT.descriptionCut}`;
  if (length > RESULT.descriptionCut)
    return `The description has ${length} characters: search engines cut it at about ${RESULT.descriptionCut} (${aim}).`;
  if (length < RESULT.descriptionLow)
    return `The description has ${length} characters: there is room to say more (${aim}).`;
  return `The description has ${length} characters: it shows whole (${aim}).`;
}

/** The page as a search result: on a computer (600 px, Arial 20 px title) and on a phone (a 400 px card). */
export function SearchResult({ search }: { search: WritingFigures['search'] }) {
  const parts = (kind: string) => (
    <>
      <p className="wp-serp-address">{breadcrumb(search.address)}</p>
      <p className={`wp-serp-title wp-serp-title-${kind}`}>
        <span>{search.title}</span>
      </p>
      <p className="wp-serp-description">{shownDescription(search.description)}</p>
    </>
  );
  return (
    <section aria-labelledby="wp-search">
      <h2 id="wp-search">In search results</h2>
      <p>The page&rsquo;s title as the site writes it for search engines, its address and its description:</p>
      <figure className="wp-figure">
        <figcaption>On a computer</figcaption>
        <Fitted>
          <div className="wp-serp wp-serp-desktop">{parts('desktop')}</div>
        </Fitted>
      </figure>
      <figure className="wp-figure">
        <figcaption>On a phone</figcaption>
        <Fitted>
          <div className="wp-serp wp-serp-phone">{parts('phone')}</div>
        </Fitted>
      </figure>
      <ul className="wp-notes">
        <li>{titleWords(search.titleWidth)}</li>
        <li>{descriptionWords(search.description.length)}</li>
      </ul>
    </section>
  );
}
