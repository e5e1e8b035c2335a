import { useEffect, useState } from 'react';
import { WRITING_RULES, type WritingFigures } from '@/lib/content/writing/rules';
import { onFindings } from '@/editor/check/page-check';
import type { Finding } from '@/editor/check/page-findings';
import type { FormEntry } from '@/editor/preview/page-entry';
import { panelStyles } from './panel-styles';
import { Links, Phrases } from './phrases';
import { Reading } from './reading';
import { SearchResult } from './search-result';
import { SharePreview } from './share-preview';

/**
 * "Reading and search", beside the page as it will look: how the page will show in a search result
 * and when shared, how it reads, and where its search phrases are, from the content check's latest
 * answer (editor/check/page-check.ts), so it follows the typing. Its code, and satori's, load only
 * when staff first open it (editor/preview/preview-tabs.tsx).
 */

interface Heard {
  findings: Finding[];
  figures: WritingFigures | undefined;
}

const isWriting = (finding: Finding) => finding.rule !== undefined && Object.hasOwn(WRITING_RULES, finding.rule);

/** The writing rules' side of each answer; an answer without figures (Save's, on this thread) keeps the last. */
function useWriting(): Heard {
  const [heard, setHeard] = useState<Heard>({ findings: [], figures: undefined });
  useEffect(
    () =>
      onFindings(({ page, findings }) =>
        setHeard((last) => ({
          findings: [
            ...findings.body.filter(isWriting).sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
            ...findings.settings.filter(isWriting),
          ],
          // A page closed (forgetFindings) has no name.
          figures: findings.writing ?? (page.slug === '' ? undefined : last.figures),
        })),
      ),
    [],
  );
  return heard;
}

const FIELD_LABELS: Record<string, string> = { title: 'Title', description: 'Description', keywords: 'Search phrases' };
const label = (field: string) => FIELD_LABELS[field] ?? field;

export default function WritingPanel({ form }: { form: FormEntry | undefined }) {
  const { findings, figures } = useWriting();
  return (
    <div className="wp">
      <style>{panelStyles}</style>
      {!figures || !form ? (
        <p role="status">The advice shows once the page has been checked, a moment after it opens.</p>
      ) : (
        <>
          <SearchResult search={figures.search} />
          <SharePreview form={form} description={figures.search.description} address={figures.search.address} />
          <Reading figures={figures} findings={findings} label={label} />
          <Phrases phrases={figures.phrases} />
          <Links count={figures.internalLinks} />
        </>
      )}
    </div>
  );
}
