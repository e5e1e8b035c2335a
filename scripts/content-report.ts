/**
 * `npm run content:report`: the writing figures of every page (lib/content/writing/), one row a page,
 * as a Markdown table: how it reads and where its search phrases are. The advice itself, line by line,
 * is in `npm run content:check`.
 */
import { checkContent } from '@/lib/content/check';
import { writingTable } from '@/lib/content/writing/report-table';

const content = checkContent({ cached: true, writing: true });
process.stdout.write(writingTable(content.writing));
