import { useEffect, type RefObject } from 'react';
import { PENDING_ATTRIBUTE, READY_ATTRIBUTE, RESET_PENDING_ATTRIBUTE } from '@/browser/held-submits';

/**
 * For an island's form marked `data-hold-submit`: once the island runs, it takes the form over
 * and replays a reset, then a submit, the site script held while it was starting
 * (browser/held-submits.ts). Call it after the island's other start-up effects, so the replay
 * sees the restored answers.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(READY_ATTRIBUTE, '');
    if (element.hasAttribute(RESET_PENDING_ATTRIBUTE)) {
      element.removeAttribute(RESET_PENDING_ATTRIBUTE);
      element.reset();
    }
    if (!element.hasAttribute(PENDING_ATTRIBUTE)) return;
    element.removeAttribute(PENDING_ATTRIBUTE);
    element.requestSubmit();
  }, [form]);
}
