/**
 * The words a new building block holds when it is inserted in the web editor (editor/blocks/write.ts),
 * ready to be typed over. A page to be published must not keep them (rules/placeholders.ts).
 */
export const blockPlaceholders = {
  callout: 'Write the advice here.',
  callToAction: 'Write a sentence inviting the reader to get in touch.',
  stepBody: 'What happens in this step.',
} as const;
