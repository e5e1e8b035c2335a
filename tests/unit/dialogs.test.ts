import { describe, expect, it } from 'vitest';
import { closeDialogsOnRestore, supportsClosedBy, supportsInvokerCommands } from '@/browser/dialogs';

type Win = Window & typeof globalThis;

const browser = ({ command = true, commandEvent = true, closedBy = true } = {}) =>
  ({
    HTMLButtonElement: { prototype: command ? { command: '' } : {} },
    HTMLDialogElement: { prototype: closedBy ? { closedBy: 'auto' } : {} },
    CommandEvent: commandEvent ? { prototype: { source: null } } : undefined,
  }) as unknown as Win;

describe('the drawer in browsers old and new', () => {
  it('asks for the invoker commands polyfill only where buttons lack commands or their event lacks its source', () => {
    expect(supportsInvokerCommands(browser())).toBe(true);
    expect(supportsInvokerCommands(browser({ command: false }))).toBe(false);
    // An early version of the feature, without CommandEvent.source, is not enough.
    expect(supportsInvokerCommands(browser({ commandEvent: false }))).toBe(false);
  });

  it('asks for the closedby polyfill only where dialogs lack it', () => {
    expect(supportsClosedBy(browser())).toBe(true);
    expect(supportsClosedBy(browser({ closedBy: false }))).toBe(false);
  });

  it('closes open dialogs when a page comes back from the back-forward cache, not on an ordinary load', () => {
    const closed: string[] = [];
    const win = Object.assign(new EventTarget(), {
      document: { querySelectorAll: () => [{ close: () => closed.push('menu') }] },
    }) as unknown as Window;
    closeDialogsOnRestore(win);
    const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });
    win.dispatchEvent(pageshow(false));
    expect(closed).toEqual([]);
    win.dispatchEvent(pageshow(true));
    expect(closed).toEqual(['menu']);
  });
});
