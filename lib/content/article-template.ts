import type { ArticleCategory } from '@/schemas/content';

/** What a new article starts with, per category: search phrases and related pages to keep or change. */
export const categoryDefaults: Record<ArticleCategory, { keywords: string[]; related: string[] }> = {
  'Boiler Advice': {
    keywords: ['boiler advice', 'boiler Bromsgrove'],
    related: ['/boilers', '/knowledge-centre/annual-servicing-guide'],
  },
  'Heat Pump Advice': {
    keywords: ['air source heat pump', 'heat pump Bromsgrove'],
    related: ['/heat-pumps', '/knowledge-centre/heat-pump-guide'],
  },
  'Energy Efficiency': {
    keywords: ['energy saving tips', 'reduce heating bills'],
    related: ['/knowledge-centre/energy-saving-tips', '/knowledge-centre/insulation-improvements'],
  },
  'Industry Insights': {
    keywords: ['Gas Safe registered installer', 'heating installer Bromsgrove'],
    related: ['/knowledge-centre/home-energy-audits', '/boilers'],
  },
  Community: {
    keywords: ['Bromsgrove community', 'home safety'],
    related: ['/knowledge-centre/community/bonfire-night-safety', '/knowledge-centre/annual-servicing-guide'],
  },
};

/**
 * The sample text of a new article. The content check refuses to publish a page that still
 * contains any of it, so a forgotten placeholder never reaches the site.
 */
export const placeholderLines = [
  'Start with one or two sentences that tell the reader what this article will help them with.',
  'Write the first section here.',
  'Write the second section here.',
] as const;

/** The sample headings of a new article, checked as its sample text is. */
export const placeholderHeadings = ['## First section', '## Second section'] as const;

export interface ArticleTemplateInput {
  title: string;
  description: string;
  category: ArticleCategory;
  /** Today, like 2025-11-03: both the publication and the modification date. */
  date: string;
  keywords: readonly string[];
  related: readonly string[];
}

// JSON strings are valid YAML double-quoted strings: quotes, colons and apostrophes stay safe.
const quoted = (value: string) => JSON.stringify(value);
const list = (values: readonly string[], quote: boolean) =>
  values.length === 0 ? ' []' : values.map((value) => `\n  - ${quote ? quoted(value) : value}`).join('');

/** The MDX file of a new article: valid settings (as a draft) and a body to write over. */
export function articleTemplate({ title, description, category, date, keywords, related }: ArticleTemplateInput) {
  const [intro, first, second] = placeholderLines;
  const [firstHeading, secondHeading] = placeholderHeadings;
  return `---
title: ${quoted(title)}
description: ${quoted(description)}
keywords:${list(keywords, true)}
category: ${category}
datePublished: ${date}
dateModified: ${date}
related:${list(related, false)}
draft: true
---

${intro}

${firstHeading}

${first}

${secondHeading}

${second}

<CallToAction title="Ask for your free, no-obligation quote">
Tell us about your home and we will recommend the right option for you.
</CallToAction>
`;
}
