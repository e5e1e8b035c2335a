import { lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FormEntry } from './page-entry';

// Its own chunk (build/editor/bundle.ts splits at every import()), with satori's behind it: fetched
// when staff first open the tab.
const WritingPanel = lazy(() => import('@/editor/panel/writing-panel'));

const TABS = [
  { id: 'page', name: 'Page' },
  { id: 'writing', name: 'Reading and search' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const tabStyles = `
.preview-tabs { display: flex; flex-wrap: wrap; gap: 4px; padding: 8px 12px 0; border-bottom: 2px solid #dfdfe3; background: #f5f5f7; font: 15px/1.4 system-ui, sans-serif; }
.preview-tabs button { min-height: 40px; padding: 6px 14px; border: 1px solid #c4c4cc; border-bottom: 0; border-radius: 5px 5px 0 0; background: #fff; color: #1f3f80; font: inherit; cursor: pointer; margin-bottom: -2px; }
.preview-tabs button[aria-selected='true'] { border: 2px solid #3a69c7; border-bottom: 2px solid #fff; font-weight: 600; color: #1e1e24; }
.preview-tabs button:focus-visible { outline: 3px solid #1f3f80; outline-offset: 2px; }
.preview-tabs-loading { padding: 16px 20px; font: 16px/1.5 system-ui, sans-serif; }
`;

/**
 * The preview's two views, as WAI-ARIA's tabs: the page as it will look, and how it reads and will be
 * found. Arrow keys, Home and End move between the tabs, each shown as it is reached; Tab goes on
 * into the one shown. The page stays drawn behind its tab, so going back to it is at once.
 */
export function PreviewTabs({ form, page }: { form: FormEntry | undefined; page: ReactNode }) {
  const [shown, setShown] = useState<Tab>('page');
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const choose = (tab: Tab) => {
    setShown(tab);
    buttons.current.get(tab)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((tab) => tab.id === shown);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(TABS[(to + TABS.length) % TABS.length]!.id);
  };
  return (
    <>
      <style>{tabStyles}</style>
      <div role="tablist" aria-label="Preview" className="preview-tabs">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`preview-tab-${tab.id}`}
            aria-selected={shown === tab.id}
            aria-controls={`preview-panel-${tab.id}`}
            tabIndex={shown === tab.id ? 0 : -1}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
            }}
            onClick={() => choose(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="preview-panel-page" aria-labelledby="preview-tab-page" hidden={shown !== 'page'}>
        {page}
      </div>
      <div
        role="tabpanel"
        id="preview-panel-writing"
        aria-labelledby="preview-tab-writing"
        // WAI-ARIA's tabs: Tab reaches a panel that starts with no control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        hidden={shown !== 'writing'}
      >
        {shown === 'writing' && (
          <Suspense fallback={<p className="preview-tabs-loading">Opening…</p>}>
            <WritingPanel form={form} />
          </Suspense>
        )}
      </div>
    </>
  );
}
