import type { Finding } from './page-findings';

/** A finding in the text as one sentence for staff, around the check's own words: "Line 12 of the text: …". */
export const textWords = (finding: Finding) =>
  finding.line === undefined ? finding.message : `Line ${finding.line} of the text: ${finding.message}`;

/** A finding in the settings, by its field's label where it has one: "Title: …". */
export const settingWords = (finding: Finding, label: (field: string) => string | undefined) => {
  const name = finding.field === undefined ? undefined : (label(finding.field) ?? finding.field);
  return `${name ?? 'The settings'}: ${finding.message}`;
};
