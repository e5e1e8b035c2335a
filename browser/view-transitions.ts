/**
 * Pages cross-fade into each other with a CSS view transition (app/globals.css). A transition the
 * browser skips (the visitor follows a link before the page has settled, or the next page is not
 * ready for one) rejects its promises, which the browser reports as uncaught errors; nothing is
 * wrong, the page simply changes without the fade, so they are handled here.
 */

interface ViewTransitionLike {
  ready: Promise<unknown>;
  finished: Promise<unknown>;
  updateCallbackDone: Promise<unknown>;
}

type TransitionEvent = Event & { viewTransition?: ViewTransitionLike | null };

const ignore = () => {};
const handled = (transition: ViewTransitionLike | null | undefined) => {
  if (!transition) return;
  for (const promise of [transition.ready, transition.finished, transition.updateCallbackDone]) promise.catch(ignore);
};

export function settleCutShortTransitions(win: Window = window): void {
  handled((win.document as Document & { activeViewTransition?: ViewTransitionLike | null }).activeViewTransition);
  for (const type of ['pagereveal', 'pageswap'])
    win.addEventListener(type, (event) => handled((event as TransitionEvent).viewTransition));
}
