import { useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { fieldValues, readSaved, restoreFields, save } from '@/tools/shared/tab-storage';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import { compareCosts } from './cost-compare';
import { COST_FIELDS, validateCostInputs, type CostField, type CostValidation } from './cost-form';
import { defaultCostInputs, type CostInputs } from './cost-inputs';
import { resultSentence } from './cost-words';
import { editingAfterInput, shownErrors } from './late-errors';

/** The visitor's figures, kept in this tab only (tools/shared/tab-storage), shared by both pages with the calculator. */
const STORAGE_KEY = 'cost-calculator';

/** How long after the last keystroke the new result is read out. */
const ANNOUNCE_AFTER_MS = 1000;

function readForm(form: HTMLFormElement, grant: number): CostValidation {
  const raw: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') raw[name] = value;
  return validateCostInputs(raw, grant);
}

/** The figures as last read, and the last that were all correct: the answer shown meanwhile. */
function showFigures(
  shown: { state: CostValidation; lastInputs: CostInputs },
  state: CostValidation,
): { state: CostValidation; lastInputs: CostInputs } {
  return { state, lastInputs: state.ok ? state.inputs : shown.lastInputs };
}

/**
 * The calculator's state. The fields are the browser's own (uncontrolled), so anything typed
 * before the script arrives is kept and read once it has, and so are figures typed on an earlier
 * visit in the same tab. The answer follows each keystroke; a figure still being typed keeps its
 * error until the visitor leaves the field (late-errors.ts), and meanwhile the answer stays that of
 * the last complete figures.
 */
export function useCostCalculator(grant: number) {
  const defaults = defaultCostInputs(grant);
  const form = useRef<HTMLFormElement>(null);
  const [{ state, lastInputs }, show] = useReducer(showFigures, {
    state: { ok: true, inputs: defaults },
    lastInputs: defaults,
  });
  const [editing, setEditing] = useState<CostField | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const changed = useRef(false);
  // "Work it out" pressed with a figure wrong: the list of what to correct takes focus, as the other
  // tools' error summaries do. Typing only updates it, and the status line reads it out.
  const errorsBox = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (!form.current) return;
    restoreFields(form.current, readSaved(STORAGE_KEY), COST_FIELDS);
    show(readForm(form.current, grant));
  }, [grant]);
  useHeldSubmit(form);

  const errors = shownErrors(state.ok ? [] : state.errors, editing);
  // The answer shown: for the figures as read when they are all correct (lastInputs is then they).
  // Kept while the figures are, so the answer's render (the island defers it) is skipped when they are unchanged.
  const result = useMemo(() => compareCosts(lastInputs), [lastInputs]);
  // What the status line reads out once typing pauses; nothing while a figure is still being typed.
  const toAnnounce =
    errors.length > 0
      ? 'Correct the figures marked to see the comparison.'
      : state.ok
        ? resultSentence(lastInputs.years, result)
        : null;

  useEffect(() => {
    if (!changed.current || toAnnounce === null) return;
    const timer = setTimeout(() => setAnnouncement(toAnnounce), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toAnnounce]);

  useEffect(() => {
    if (submitted.current && !state.ok) errorsBox.current?.focus();
    submitted.current = false;
  }, [state]);

  const update = () => {
    changed.current = true;
    if (!form.current) return;
    show(readForm(form.current, grant));
    save(STORAGE_KEY, fieldValues(form.current, COST_FIELDS));
  };
  // Pressing a button takes focus from the field before the button acts. Showing the field's error
  // then would move the button from under the finger or pointer and lose the press, so the button's
  // own action (work it out, or back to the guide figures) deals with the errors instead.
  const pressing = useRef(false);
  const press = {
    onPointerDown: () => (pressing.current = true),
    onClick: () => (pressing.current = false),
  };
  // One handler a field, kept: a field given the same props is not drawn again at each key (tools/shared/fields.tsx).
  const leaving = useRef(new Map<CostField, () => void>());
  const leave = (field: CostField) => {
    let handler = leaving.current.get(field);
    if (!handler) {
      handler = () => {
        if (pressing.current) pressing.current = false;
        else setEditing((current) => (current === field ? null : current));
      };
      leaving.current.set(field, handler);
    }
    return handler;
  };

  return {
    form,
    errorsBox,
    defaults,
    lastInputs,
    result,
    errors,
    announcement,
    press,
    leave,
    onChange: ({ target }: FormEvent<HTMLFormElement>) => {
      if (target instanceof HTMLInputElement && target.type === 'text') {
        setEditing(editingAfterInput(target.name as CostField, errors));
      }
      update();
    },
    onReset: () => {
      changed.current = true;
      save(STORAGE_KEY, {});
      setEditing(null);
      show({ ok: true, inputs: defaults });
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submitted.current = true;
      setEditing(null);
      update();
    },
  };
}
