import type { WritingFigures } from './rules';

/** One page of `npm run content:report`: its file and address, and its writing figures. */
export interface ReportRow {
  file: string;
  route: string;
  figures: WritingFigures;
}

const cell = (value: number | undefined, digits = 0) => (value === undefined ? '–' : value.toFixed(digits));

/** How many of a phrase's five places it is in, as "4 of 5". */
const placed = (places: Record<string, boolean>) =>
  `${Object.values(places).filter(Boolean).length} of ${Object.keys(places).length}`;

/**
 * The writing figures of every page as a Markdown table, one row a page, in address order: its reading
 * age, long sentences, spelling findings, and where its search phrases are placed (the main phrase's
 * places, and how many phrases are in all five).
 */
export function writingTable(rows: readonly ReportRow[]): string {
  const header = [
    '| Page | Words | Reading age | Long sentences | Spelling | Main phrase placed | Phrases in all five places |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const lines = [...rows]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, figures }) => {
      const [main] = figures.phrases;
      const everywhere = figures.phrases.filter(({ places }) => Object.values(places).every(Boolean)).length;
      return `| ${route} | ${figures.words} | ${cell(figures.readingAge, 1)} | ${figures.longSentences} | ${cell(figures.spelling)} | ${main ? `${placed(main.places)} ("${main.phrase}")` : '–'} | ${everywhere} of ${figures.phrases.length} |`;
    });
  return `${[...header, ...lines].join('\n')}\n`;
}
