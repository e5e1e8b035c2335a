import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { getMDXComponents } from '@/components/mdx';
import { checkComponents } from '@/lib/content/check-components';
import { componentExamples } from '@/lib/content/component-examples';
import type { Fault } from '@/lib/content/faults';
import { analyseMdx } from '@/lib/content/mdx-analysis';
import { readComponentExamples } from '@/lib/content/read-component-examples';
import { mdxComponentSchemas } from '@/schemas/components';

// The examples of EDITING.md are the catalogue page's examples: one place, checked here.
const examples = readComponentExamples();

describe('building block examples in EDITING.md', () => {
  it('show every component editors can use', () => {
    const used = new Set(examples.flatMap((example) => analyseMdx(example.code).components.map((use) => use.name)));
    expect([...Object.keys(mdxComponentSchemas)].filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(examples.map((example) => [example.title, example] as const))('%s passes the content check', (_, example) => {
    const faults: Fault[] = [];
    checkComponents('EDITING.md', analyseMdx(example.code), faults);
    expect(faults).toEqual([]);
    expect(example.intro).not.toBe('');
    expect(example.shows).toMatch(/^What it shows: /);
  });

  it.each(examples.map((example) => [example.title, example] as const))('%s renders', async (_, example) => {
    const { default: Content } = await evaluate(example.code, { ...runtime, remarkPlugins: [remarkGfm] });
    const html = renderToStaticMarkup(
      <Content components={getMDXComponents({ related: ['/knowledge-centre/heat-pump-guide'] })} />,
    );
    expect(html.length).toBeGreaterThan(20);
  });

  it('are read from their section only, headings inside an example included', () => {
    const markdown = [
      '## 6. Writing',
      '### Not a block',
      '```mdx',
      '<Callout type="tip">x</Callout>',
      '```',
      '## 7. Building blocks',
      'Intro.',
      '### Urgency badge (`UrgencyBadge`)',
      'A label.',
      '```mdx',
      '### No heating <UrgencyBadge level="High" />',
      '```',
      'What it shows: a label.',
      '## 8. Next',
      '### Also not a block',
    ].join('\n');
    expect(componentExamples(markdown)).toEqual([
      {
        title: 'Urgency badge',
        names: ['UrgencyBadge'],
        id: 'urgency-badge-urgencybadge',
        intro: 'A label.',
        code: '### No heating <UrgencyBadge level="High" />',
        shows: 'What it shows: a label.',
      },
    ]);
  });
});
