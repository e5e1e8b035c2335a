import { useEffect, type RefObject } from 'react';
import { takeOverHeldForm } from '@/browser/held-submits';

/**
 * For an island's form marked `data-hold-submit`: once the island runs, it takes the form over
 * and replays a reset, then a submit, the site script held while it was starting
 * (browser/held-submits.ts). Call it after the island's other start-up effects, so the replay
 * sees the restored answers.
 */
export function useHeldSubmit(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (form.current) takeOverHeldForm(form.current);
  }, [form]);
}
