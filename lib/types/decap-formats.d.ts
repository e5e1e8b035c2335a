// Decap CMS's own parse and serialise of the files it edits (decap-cms-core's formats), which ship without types.
declare module 'decap-cms-core/dist/esm/formats/frontmatter.js' {
  interface Formatter {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  }
  export function frontmatterYAML(customDelimiter?: string): Formatter;
}

declare module 'decap-cms-core/dist/esm/formats/yaml.js' {
  const yamlFormatter: {
    fromFile(content: string): Record<string, unknown>;
    toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
  };
  export default yamlFormatter;
}

// How Decap makes a new entry's file name from its title (decap-cms-core's urlHelper).
declare module 'decap-cms-core/dist/esm/lib/urlHelper.js' {
  export function sanitizeSlug(
    text: string,
    options: { encoding: 'unicode' | 'ascii'; clean_accents: boolean; sanitize_replacement: string },
  ): string;
}
