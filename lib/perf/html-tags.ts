/** Reading the tags of an exported page: what counts as a script the browser fetches. */

/** An attribute's value in a tag as React writes it (`name="value"`). */
export const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** A `nomodule` fallback script, which modern browsers never fetch. */
export const isNoModule = (tag: string): boolean => /\snomodule\b/i.test(tag);

/** `<link rel="preload" as="script">`: a script fetched ahead of its tag. */
export const isScriptPreload = (tag: string): boolean => /\srel="preload"/.test(tag) && /\sas="script"/.test(tag);
