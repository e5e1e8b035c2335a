import { INTERNAL_LINKS_MIN, PHRASE_PLACES, type PhrasePlace, type WritingFigures } from '@/lib/content/writing/rules';

const PLACE_NAMES: Record<PhrasePlace, string> = {
  title: 'Title',
  description: 'Description',
  firstParagraph: 'First paragraph',
  subheading: 'A subheading',
  address: 'Address',
};

/** Where each search phrase appears, and how often. */
export function Phrases({ phrases }: { phrases: WritingFigures['phrases'] }) {
  return (
    <section aria-labelledby="wp-phrases">
      <h2 id="wp-phrases">Search phrases</h2>
      {phrases.length === 0 ? (
        <p>The page has no search phrases yet: add them under &ldquo;Search phrases&rdquo; in its settings.</p>
      ) : (
        // A table wider than a tablet's pane scrolls in its own box, which the keyboard can reach and scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="wp-scroll" role="region" aria-labelledby="wp-phrases" tabIndex={0}>
          <table className="wp-table wp-phrases">
            <caption className="wp-hidden">Where each search phrase appears</caption>
            <thead>
              <tr>
                <th scope="col">Phrase</th>
                {PHRASE_PLACES.map((place) => (
                  <th scope="col" key={place}>
                    {PLACE_NAMES[place]}
                  </th>
                ))}
                <th scope="col">Times per 100 words</th>
              </tr>
            </thead>
            <tbody>
              {phrases.map(({ phrase, places, share }, index) => (
                <tr key={phrase}>
                  <th scope="row">
                    {phrase}
                    {index === 0 && <span className="wp-main"> (main phrase)</span>}
                  </th>
                  {PHRASE_PLACES.map((place) => (
                    <td key={place} className={places[place] ? 'wp-yes' : 'wp-no'}>
                      {places[place] ? 'Yes' : 'No'}
                    </td>
                  ))}
                  <td>{share.toFixed(1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Links to the site's other pages, against the two the writing rules ask for. */
export function Links({ count }: { count: number }) {
  return (
    <section aria-labelledby="wp-links">
      <h2 id="wp-links">Links</h2>
      <p>
        Links to other pages of the site: <strong>{count}</strong> (at least {INTERNAL_LINKS_MIN} help readers, and
        search engines, find the pages that go with this one)
        {count >= INTERNAL_LINKS_MIN ? '.' : ': worth adding some.'}
      </p>
    </section>
  );
}
