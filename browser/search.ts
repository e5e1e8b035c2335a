/**
 * The site search (components/search/search-box.tsx): without this script its form submits to
 * /search, which lists every page by section. With it, results appear as the visitor types. Nothing
 * of Pagefind is loaded until the visitor starts a search: the first key pressed in the box, a press
 * of Search, or arriving at /search with a search in the address.
 */

/** The parts of Pagefind's browser API the search uses (out/pagefind/pagefind.js, written by the build). */
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<PagefindData> }[] }>;
}

interface PagefindData {
  url: string;
  /** Escaped text around the matches, each match in a <mark>. */
  excerpt: string;
  meta: { title?: string; section?: string };
}

export interface SearchResult {
  url: string;
  title: string;
  section: string;
  excerpt: string;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Results listed at first, and added by each press of "Show more results"; the count says how many matched. */
export const SHOWN = 10;

let loading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // A variable address, so the bundler leaves the import to the browser.
    const url = PAGEFIND_URL;
    const pagefind = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The status line: how many pages matched and how many are listed, or what to do when none did. */
export function statusText(term: string, total: number, shown = Math.min(total, SHOWN)): string {
  if (total === 0) return `No pages match “${term}”. Try fewer or different words, or call us:`;
  const count = `${total} ${total === 1 ? 'page matches' : 'pages match'} “${term}”`;
  return shown < total ? `${count}. Showing the best ${shown}.` : `${count}.`;
}

/** The words of the button that lists more: how many a press adds. */
export function moreText(total: number, shown: number): string {
  const next = Math.min(SHOWN, total - shown);
  return `Show ${next} more ${next === 1 ? 'result' : 'results'}`;
}

const toResult = (page: PagefindData): SearchResult => ({
  url: page.url,
  title: page.meta.title ?? page.url,
  section: page.meta.section ?? '',
  excerpt: page.excerpt,
});

function resultItem(document: Document, result: SearchResult): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'rounded-xl border border-slate-200 bg-white p-5';
  const link = document.createElement('a');
  link.href = result.url;
  link.className = 'text-lg font-semibold text-brand-800 underline-offset-2 hover:underline';
  link.textContent = result.title;
  const section = document.createElement('p');
  section.className = 'mt-1 text-sm font-semibold text-flame-700';
  section.textContent = result.section;
  const excerpt = document.createElement('p');
  excerpt.className = 'mt-2 text-slate-700 [&_mark]:bg-yellow-100 [&_mark]:font-semibold [&_mark]:text-slate-900';
  // Pagefind escapes the page's text and adds only <mark> elements.
  excerpt.innerHTML = result.excerpt;
  item.append(link, section, excerpt);
  return item;
}

function enhance(box: HTMLElement): void {
  const form = box.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = box.querySelector<HTMLElement>('[data-search-status]');
  const list = box.querySelector<HTMLOListElement>('[data-search-results]');
  const more = box.querySelector<HTMLButtonElement>('[data-search-more]');
  if (!form || !input || !status || !list || !more) return;
  const onSearchPage = location.pathname === new URL(form.action).pathname;
  let latest = 0;
  let timer = 0;
  // The latest search's matches, for "Show more results".
  let matches: { term: string; results: { data(): Promise<PagefindData> }[]; shown: number } | undefined;

  const showCount = (term: string, total: number, shown: number) => {
    status.textContent = statusText(term, total, shown);
    more.hidden = shown >= total;
    more.textContent = moreText(total, shown);
  };

  const show = (term: string, results: SearchResult[], total: number) => {
    showCount(term, total, results.length);
    if (total === 0) {
      const call = document.createElement('a');
      call.href = box.dataset.phoneHref ?? '';
      call.className = 'font-semibold whitespace-nowrap text-brand-700 underline';
      call.textContent = box.dataset.phone ?? '';
      // A space in the text, not a margin: read aloud and copied, it is "call us: 0121 …".
      status.append(' ', call);
    }
    list.replaceChildren(...results.map((result) => resultItem(document, result)));
  };

  const run = async (raw: string) => {
    const term = raw.trim();
    const ticket = ++latest;
    if (onSearchPage)
      history.replaceState(history.state, '', term ? `?q=${encodeURIComponent(term)}` : location.pathname);
    if (!term) {
      status.textContent = '';
      list.replaceChildren();
      more.hidden = true;
      matches = undefined;
      return;
    }
    try {
      const pagefind = await loadPagefind();
      const { results } = await pagefind.search(term);
      const data = await Promise.all(results.slice(0, SHOWN).map((result) => result.data()));
      if (ticket !== latest) return;
      matches = { term, results, shown: data.length };
      show(term, data.map(toResult), results.length);
    } catch {
      // The index could not load: the form still works the plain way.
      if (ticket === latest)
        status.textContent = 'Search is not available just now: press Search to browse every page.';
      loading = undefined;
      form.dataset.searchFailed = '';
    }
  };

  input.addEventListener('input', () => {
    void loadPagefind().catch(() => undefined);
    clearTimeout(timer);
    timer = window.setTimeout(() => void run(input.value), 150);
  });
  // The next results go after the last; the first of them takes focus, so the reader carries on from there.
  more.addEventListener('click', async () => {
    if (!matches) return;
    const { term, results, shown } = matches;
    const ticket = latest;
    const data = await Promise.all(results.slice(shown, shown + SHOWN).map((result) => result.data()));
    if (ticket !== latest || matches?.term !== term) return;
    const items = data.map((page) => resultItem(document, toResult(page)));
    list.append(...items);
    matches.shown = shown + items.length;
    showCount(term, results.length, matches.shown);
    items[0]?.querySelector('a')?.focus();
  });
  form.addEventListener('submit', (event) => {
    if ('searchFailed' in form.dataset) return;
    event.preventDefault();
    clearTimeout(timer);
    void run(input.value);
  });

  const asked = onSearchPage ? new URLSearchParams(location.search).get('q') : null;
  if (asked) {
    input.value = asked;
    void run(asked);
  }
}

export function startSearch(root: Document): void {
  root.querySelectorAll<HTMLElement>('[data-search]').forEach(enhance);
}
