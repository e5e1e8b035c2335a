/**
 * Starts each island of the page when it is needed, not with the page (docs/islands.md): when it
 * comes within about a screen of the viewport, or at the visitor's first touch, click, focus or key
 * press inside it, whichever is first. So a reader who never reaches a tool never downloads React,
 * and one whose tool is in the first screen has it started at once.
 *
 * The build writes on each island's root the address of its script and of the chunks that script
 * imports (build/site-scripts.ts, withIslandScripts); the chunks are preloaded as the script is
 * asked for, so they arrive beside it rather than one round trip after it. Until the island is
 * ready its form keeps what the visitor types and chooses, and a press is held (held-submits.ts).
 */
import { IMPORTS_ATTRIBUTE, SCRIPT_ATTRIBUTE, type IslandEntry } from '@/components/islands/markup';

const TRIGGERS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
/** About one screen above and below the viewport. */
const NEAR = '100% 0px';

const preloaded = new Set<string>();

function preload(doc: Document, address: string): void {
  if (preloaded.has(address)) return;
  preloaded.add(address);
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.href = address;
  doc.head.append(link);
}

async function load(root: HTMLElement): Promise<void> {
  const script = root.getAttribute(SCRIPT_ATTRIBUTE);
  if (!script) return;
  for (const chunk of root.getAttribute(IMPORTS_ATTRIBUTE)?.split(' ') ?? [])
    if (chunk) preload(root.ownerDocument, chunk);
  const entry = (await import(script)) as IslandEntry;
  entry.startIsland(root);
}

export function startIslandsWhenNeeded(doc: Document = document): void {
  const started = new WeakSet<Element>();
  const near =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) start(entry.target as HTMLElement);
          },
          { rootMargin: NEAR },
        )
      : undefined;
  const onFirstUse = (event: Event) => start(event.currentTarget as HTMLElement);
  const listen = { capture: true, passive: true };

  function start(root: HTMLElement): void {
    if (started.has(root)) return;
    started.add(root);
    near?.unobserve(root);
    load(root).then(
      () => TRIGGERS.forEach((type) => root.removeEventListener(type, onFirstUse, listen)),
      // Not fetched (the connection dropped): the visitor's next touch inside it tries again.
      () => started.delete(root),
    );
  }

  for (const root of doc.querySelectorAll<HTMLElement>(`[${SCRIPT_ATTRIBUTE}]`)) {
    for (const type of TRIGGERS) root.addEventListener(type, onFirstUse, listen);
    if (near) near.observe(root);
    else start(root);
  }
}
