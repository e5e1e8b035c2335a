import { expect, test } from '@playwright/test';
import { htmlFiles, out } from '../support/export-files';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';

// Rules changed in .htmlvalidate.json (JSON has no comments), and why:
// - attr-case: attribute names are case-insensitive in HTML; React writes charSet, dateTime, noModule.
// - attribute-empty-style, attribute-boolean-style, void-style: React writes hidden="" and <meta … />,
//   both valid HTML.
// - no-trailing-whitespace: the framework's minified markup, not ours.
// - long-title: titles end with the business name; their length for search results is checked elsewhere.
// - valid-id relaxed: HTML5 allows ids that begin with a digit (headings like "1. Check the basics").
// - tel-non-breaking accepts the whitespace-nowrap and nowrap-unless-narrow classes, which keep the
//   number on one line (the second lets it wrap only where the screen is under 17rem, app/globals.css).
// - no-inline-style allows height and min-height: the hosted form reserves its exact height.
// - no-missing-references (from html-validate's document preset): every id that aria-controls,
//   aria-labelledby, aria-describedby, a label's for or a list attribute names is on the page.

test('every exported page is valid HTML', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles(out);
  const reports = await Promise.all(files.map((file) => validator.validateFile(file)));
  const errors = reports.reduce((sum, report) => sum + report.errorCount, 0);
  const failed = reports.filter((report) => !report.valid);
  console.log(`html-validate: ${files.length} pages checked, ${errors} errors.`);
  if (failed.length > 0) console.log(formatterFactory('stylish')(failed.flatMap((report) => report.results)));
  expect(errors).toBe(0);
});
