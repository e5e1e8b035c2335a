/**
 * The menu drawer needs no script in browsers with HTML invoker commands and `<dialog closedby>`.
 * This fills the gaps: the maintained polyfills, fetched only by browsers that lack a feature, and
 * the drawer closed again when a page comes back from the back-forward cache (a visitor who followed
 * a link in it and pressed Back finds the page as they would expect, not with the menu still open).
 */

/** The same test as the polyfill's own: buttons take a command, and its event names the button. */
export const supportsInvokerCommands = (win: Window & typeof globalThis): boolean => {
  const commandEvent = (win as { CommandEvent?: { prototype: object } }).CommandEvent;
  return 'command' in win.HTMLButtonElement.prototype && 'source' in (commandEvent?.prototype ?? {});
};

export const supportsClosedBy = (win: Window & typeof globalThis): boolean =>
  'closedBy' in win.HTMLDialogElement.prototype;

export async function loadMissingPolyfills(win: Window & typeof globalThis = window): Promise<string[]> {
  const loaded: string[] = [];
  const waiting: Promise<void>[] = [];
  if (!supportsInvokerCommands(win)) {
    loaded.push('invoker commands');
    waiting.push(import('invokers-polyfill/fn').then(({ apply }) => apply()));
  }
  if (!supportsClosedBy(win)) {
    loaded.push('closedby');
    waiting.push(import('dialog-closedby-polyfill').then(({ apply }) => apply()));
  }
  await Promise.all(waiting);
  return loaded;
}

export function closeDialogsOnRestore(win: Window = window): void {
  win.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const dialog of win.document.querySelectorAll('dialog[open]')) (dialog as HTMLDialogElement).close();
  });
}
