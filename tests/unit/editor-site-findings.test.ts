import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFindings } from '@/editor/check/site-context';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import { analysisOf, loadContent } from '@/lib/content/load';
import { publicFiles } from '@/lib/content/public-files';
import { readCollection } from '@/lib/content/raw-entries';
import type { PreviewData } from '@/lib/preview-data';
import { tempDir } from './temp-dir';

const base = path.resolve(import.meta.dirname, '../fixtures/base');
const today = new Date('2026-12-01T12:00:00Z');
const PAGE = 'content/articles/radiator-bleeding.mdx';

/** A page with a slip of each kind the rules between pages find. */
const page = `---
title: "What is a Heat Pump?"
description: "How to bleed a radiator safely, step by step, and when to call an engineer instead of doing it yourself."
keywords:
  - bleed a radiator
category: Boiler Advice
datePublished: 2025-10-01
dateModified: 2025-11-03
related:
  - /knowledge-centre/radiator-bleeding
  - /boilers#not-a-heading
draft: false
---

## Before you start

Read [our heat pump guide](/knowledge-centre/heat-pump-guid) and [its costs](/knowledge-centre/heat-pump-guide#no-such-heading).

![A radiator key in a bleed valve](/images/radiator-key.jpg)

A grant of up to £5,000 is available for heat pumps under the Boiler Upgrade Scheme.
`;

/** What the build writes for the editor (build/editor/preview-data.ts), for the copy at `root`. */
function previewDataOf(root: string): PreviewData {
  const content = loadContent({ root });
  const pages = [...content.articles, ...content.services, ...content.legal, ...content.jobs];
  return {
    ...content,
    pictures: {},
    check: {
      headingIds: Object.fromEntries(pages.map((entry) => [entry.file, analysisOf(entry).headingIds])),
      files: [...publicFiles(root)],
      tradeWords: [],
    },
  };
}

describe("the editor's rules between pages", () => {
  it('find in a page what the content check finds there between pages, in its words', () => {
    const root = tempDir('site-findings-');
    fs.cpSync(base, root, { recursive: true });
    const data = previewDataOf(root);
    fs.writeFileSync(path.join(root, PAGE), page);
    const between = new Set([
      'links',
      'related',
      'pictures',
      'same-title',
      'same-address',
      'stated-figures',
      'job-town',
    ]);
    const expected = checkContent({ root, today })
      .faults.filter((fault) => fault.file === PAGE && fault.rule && between.has(fault.rule))
      .map(formatFault);
    expect(expected.length).toBeGreaterThanOrEqual(5);
    const entry = readCollection(root, 'articles', today, []).find((read) => read.file === PAGE)!;
    expect(siteFindings(entry, data).map(formatFault)).toEqual(expected);
  });
});
