'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TownDistricts } from '@/schemas/areas';
import { TextField } from '@/tools/shared/fields';
import { fieldValues } from '@/tools/shared/tab-storage';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import { CoverageAnswer } from './coverage-answer';

interface CoverageCheckProps {
  /** Unique on the page; prefixes every id. */
  id: string;
  areas: TownDistricts[];
}

/**
 * "Do we cover your area?": a postcode box answered as the visitor types, and again at a press of
 * its button. Nothing is sent or kept. The field is the browser's own, so a postcode typed before
 * the script arrived is answered at once.
 */
export function CoverageCheckIsland({ id, areas }: CoverageCheckProps) {
  const form = useRef<HTMLFormElement>(null);
  const [typed, setTyped] = useState('');
  const [pressed, setPressed] = useState(false);
  const field = `${id}-postcode`;

  useEffect(() => {
    const early = form.current && fieldValues(form.current, [field])[field];
    if (early) setTyped(early);
  }, [field]);
  useHeldSubmit(form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTyped(fieldValues(event.currentTarget, [field])[field] ?? '');
    setPressed(true);
  }

  return (
    <div data-island="CoverageCheckIsland">
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        data-hold-submit=""
        aria-label="Check a postcode"
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          id={field}
          name={field}
          label="Your postcode"
          hint="The whole postcode, or its first part like B97"
          autoComplete="postal-code"
          spellCheck={false}
          maxWidth="max-w-40"
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" className="tool-button-secondary">
          Check postcode
        </button>
      </form>
      <CoverageAnswer
        id={`${id}-answer`}
        typed={typed}
        areas={areas}
        otherwise={pressed ? 'Type a postcode to check, like B97 4AB' : undefined}
      />
    </div>
  );
}
