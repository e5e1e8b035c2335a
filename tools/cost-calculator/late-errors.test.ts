import { describe, expect, it } from 'vitest';
import { editingAfterInput, shownErrors } from './late-errors';

const errors = [
  { field: 'install', message: 'Enter the installation price' },
  { field: 'years', message: 'Years to compare must be a whole number from 1 to 25' },
] as const;

describe('shownErrors', () => {
  it('shows every error when no field is being typed in', () => {
    expect(shownErrors(errors, null)).toEqual(errors);
  });

  it('holds back the errors of the field being typed in, and only those', () => {
    expect(shownErrors(errors, 'years')).toEqual([errors[0]]);
    expect(shownErrors(errors, 'running')).toEqual(errors);
  });
});

describe('editingAfterInput', () => {
  it('holds back the errors of a field typed in while it showed none', () => {
    expect(editingAfterInput('years', [errors[0]])).toBe('years');
    expect(editingAfterInput('years', [])).toBe('years');
  });

  it('lets a field showing an error follow the typing, so the error goes once it is right', () => {
    expect(editingAfterInput('install', errors)).toBeNull();
  });

  it('keeps holding back a field already held back (its errors are not among those shown)', () => {
    const shown = shownErrors(errors, 'years');
    expect(editingAfterInput('years', shown)).toBe('years');
  });
});
