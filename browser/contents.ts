/**
 * An article's "On this page" contents mark the section being read (`aria-current="location"` on its
 * link) as the reader scrolls. Without this script the contents are plain links, all the same.
 */

/** The section being read: the last heading above the line a quarter of the way down the window. */
export function currentSection(tops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight / 4;
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  // Above the first heading, the first section is next: mark it so the contents show where the reading begins.
  return Math.max(current, 0);
}

export function markContents(root: Document): void {
  const nav = root.querySelector<HTMLElement>('[data-contents]');
  if (!nav) return;
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const headings = links.map((link) => root.getElementById(decodeURIComponent(link.hash.slice(1))));
  if (headings.some((heading) => !heading)) return;

  let frame = 0;
  const update = () => {
    frame = 0;
    const index = currentSection(
      headings.map((heading) => heading!.getBoundingClientRect().top),
      window.innerHeight,
    );
    links.forEach((link, at) => {
      if (at === index) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  update();
}
