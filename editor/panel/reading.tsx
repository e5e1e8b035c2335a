import { LONG_PARAGRAPH, LONG_SENTENCE, READING_AGE, type WritingFigures } from '@/lib/content/writing/rules';
import type { Finding } from '@/editor/check/page-findings';
import { goToLine } from '@/editor/widget/text-box-lines';

const years = (age: number) => (Number.isInteger(age) ? String(age) : age.toFixed(1));

function ReadingAge({ age }: { age: number | undefined }) {
  if (age === undefined) return <p>The reading age shows once the page has a sentence to score.</p>;
  return (
    <>
      <p className="wp-big">
        Reading age: <strong>{years(age)}</strong>{' '}
        {age > READING_AGE ? `(over ${READING_AGE}: worth making plainer)` : ''}
      </p>
      <p className="wp-small">
        Worked out as the Flesch–Kincaid grade + 5, from the length of the sentences and of the words. GOV.UK writes for
        a reading age of 9; NHS guidance puts complex topics at 11 to 14; we warn over {READING_AGE}.
      </p>
    </>
  );
}

/** The writing advice on the page, each in the Text box at its line (a button moves its cursor there). */
function Advice({ findings, label }: { findings: readonly Finding[]; label: (field: string) => string }) {
  if (findings.length === 0) return <p>No writing advice on this page.</p>;
  return (
    <ul className="wp-advice">
      {findings.map((finding, index) => (
        <li key={index}>
          {finding.line !== undefined ? (
            <button type="button" className="wp-line" onClick={() => goToLine(finding.line!)}>
              Line {finding.line}
            </button>
          ) : (
            <span className="wp-line-name">{finding.field ? label(finding.field) : 'Settings'}:</span>
          )}{' '}
          {finding.message}
        </li>
      ))}
    </ul>
  );
}

interface ReadingProps {
  figures: WritingFigures;
  /** The writing rules' findings: the text's, then the settings'. */
  findings: readonly Finding[];
  label: (field: string) => string;
}

/** How the page reads: its reading age, its words and its long sentences and paragraphs, and the advice. */
export function Reading({ figures, findings, label }: ReadingProps) {
  const rows: [string, string][] = [
    ['Words', String(figures.words)],
    ['Sentences', String(figures.sentences)],
    [`Sentences over ${LONG_SENTENCE} words`, String(figures.longSentences)],
    [`Paragraphs over ${LONG_PARAGRAPH} words`, String(figures.longParagraphs)],
    [
      'Words the spelling check does not know',
      figures.spelling === undefined ? 'Not checked yet (the dictionary is on its way)' : String(figures.spelling),
    ],
  ];
  return (
    <section aria-labelledby="wp-reading">
      <h2 id="wp-reading">How it reads</h2>
      <ReadingAge age={figures.readingAge} />
      <table className="wp-table">
        <caption className="wp-hidden">The page&rsquo;s text in figures</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Writing advice ({findings.length})</h3>
      <p className="wp-small">Advice, never a reason to refuse the page: Save works whatever it says.</p>
      <Advice findings={findings} label={label} />
    </section>
  );
}
