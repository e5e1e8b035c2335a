/** Shown only in the live preview: drafts are never part of the published site. */
export function DraftBanner() {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 font-semibold text-amber-900"
    >
      Draft: this page is visible only in the preview and will not be published until its &quot;draft&quot; setting is
      false.
    </p>
  );
}

/** Beside a draft's card, in the lists of the live preview only: drafts are never published. */
export function DraftLabel() {
  return (
    <span className="ml-2 rounded border border-dashed border-amber-600 bg-amber-50 px-2 py-0.5 text-amber-900">
      Draft
    </span>
  );
}
