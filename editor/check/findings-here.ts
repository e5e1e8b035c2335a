import type { PreviewData } from '@/lib/preview-data';
import { answered, type PageRequest } from './page-check';
import { pageFindings, type PageFindings } from './page-findings';

/**
 * The findings of a page checked on this thread: where no worker runs, and for Save, which must answer
 * at once (Decap takes a control's promise for "still processing" and refuses the save). With the rest
 * of the site, once the preview has read it, the rules between pages judge it as the worker does.
 */
export function findingsHere(page: PageRequest, site?: PreviewData): PageFindings {
  const findings = pageFindings({ ...page, today: new Date(), site });
  answered(page, findings);
  return findings;
}
