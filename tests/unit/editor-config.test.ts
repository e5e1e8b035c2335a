import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorCollections, editorConfig } from '@/build/editor/config';
import { PICTURE_LIMITS } from '@/lib/pictures';
import { getSite } from '@/lib/site';
import { getSiteRoutes } from '@/lib/site-routes';
import { fieldOf, fieldsOf, jsonSchemaOf, type EditorField, type JsonSchema } from '@/build/editor/fields';
import { collections } from '@/lib/content/collections';
import { grantSchemeSchema } from '@/schemas/grant';
import { siteSchema } from '@/schemas/site';
import { SERVICES } from '@/schemas/services';
import { testimonialsSchema } from '@/schemas/testimonials';

const config = editorConfig({ repository: 'owner/site', siteUrl: 'https://www.example.com' });

/** Every property path of a JSON Schema: title, image.src, testimonials[].quote… */
function schemaPaths(schema: JsonSchema, prefix = ''): string[] {
  const node = schema.anyOf?.find((variant) => variant.const !== '') ?? schema;
  if (node.type === 'array')
    return [prefix, ...schemaPaths(node.items ?? {}, `${prefix}[]`).filter((p) => p !== `${prefix}[]`)];
  if (node.type !== 'object') return [prefix];
  return [
    ...(prefix ? [prefix] : []),
    ...Object.entries(node.properties ?? {}).flatMap(([name, property]) =>
      schemaPaths(property, prefix ? `${prefix}${prefix.endsWith('[]') ? '' : '.'}${name}` : name),
    ),
  ];
}

/** Every field path of the editor's fields, written the same way. */
function fieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}${prefix.endsWith('[]') ? '' : '.'}${field.name}` : field.name;
    if (field.fields) return [path, ...fieldPaths(field.fields, field.widget === 'list' ? `${path}[]` : path)];
    return [path];
  });
}

const collection = (name: string) => config.collections.find((entry) => entry.name === name)!;
const dataFile = (name: string) => collection('data').files!.find((file) => file.name === name)!;

describe('the web editor has a field for every field of the content schemas, and no other', () => {
  for (const name of ['articles', 'services', 'legal', 'jobs'] as const) {
    it(`${name}: every front-matter field, and the text under it`, () => {
      const { fields } = collection(name);
      expect(fieldPaths(fields!).sort()).toEqual(
        [...schemaPaths(jsonSchemaOf(collections[name].schema)), 'body'].sort(),
      );
    });
  }
  for (const [name, schema] of [
    ['site', siteSchema],
    ['testimonials', testimonialsSchema],
    ['grant', grantSchemeSchema],
  ] as const) {
    it(`${name}: every setting`, () => {
      expect(fieldPaths(dataFile(name).fields).sort()).toEqual(schemaPaths(jsonSchemaOf(schema)).sort());
    });
  }
  it('fails when a schema gains a field the editor cannot show', () => {
    const schema = jsonSchemaOf(z.strictObject({ when: z.date() }));
    expect(() => fieldsOf(schema)).toThrow('The editor has no field for "when"');
  });
});

describe('each kind of value gets the field that suits it', () => {
  const articleField = (name: string) => collection('articles').fields!.find((field) => field.name === name)!;
  it('a date is picked from a calendar and written as 2025-10-01', () => {
    expect(articleField('datePublished')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    });
  });
  it('a choice from a fixed list is a select of exactly that list', () => {
    expect(articleField('category')).toMatchObject({
      widget: 'select',
      options: collections.articles.schema.shape.category.options,
    });
  });
  it('a photo is an upload, with its alt text beside it; both optional while the photo is', () => {
    expect(articleField('image')).toMatchObject({
      widget: 'object',
      required: false,
      fields: [
        {
          name: 'src',
          label: 'Photo',
          widget: 'image',
          required: false,
          // Over the size the content check allows, a photo is refused as it is uploaded.
          media_library: { config: { max_file_size: PICTURE_LIMITS.maxBytes } },
        },
        { name: 'alt', widget: 'string', required: false },
      ],
    });
  });
  it('related pages are chosen by title from every published page, Community articles at their own address', () => {
    const related = articleField('related');
    expect(related).toMatchObject({ widget: 'select', multiple: true, required: false });
    expect(related.options).toEqual(
      getSiteRoutes().map(({ title, href }) => ({ label: `${title} (${href})`, value: href })),
    );
    expect(related.options).toContainEqual({
      label: 'Bonfire Night Safety: Tips for a Safe Celebration (/knowledge-centre/community/bonfire-night-safety)',
      value: '/knowledge-centre/community/bonfire-night-safety',
    });
  });
  it("a job's town is chosen from the towns we cover, primary then extended, as the content check asks", () => {
    const town = collection('jobs').fields!.find((field) => field.name === 'town')!;
    const { primary, extended } = getSite().areas;
    expect(town).toMatchObject({ widget: 'select', options: [...primary, ...extended] });
    expect(town.options).toContain('Redditch');
    expect(town.required).toBeUndefined();
  });
  it('a service is chosen by its name in the quote request, and written as the value the file holds', () => {
    const service = collection('jobs').fields!.find((field) => field.name === 'service')!;
    expect(service).toMatchObject({ widget: 'select' });
    expect(service.options).toEqual(SERVICES.map(({ value, label }) => ({ label, value })));
    expect(articleField('quoteService').options).toContainEqual({ label: 'New boiler', value: 'new-boiler' });
  });
  it("a customer's permission is a box staff tick, never filled in for them", () => {
    const customer = collection('jobs').fields!.find((field) => field.name === 'customer')!;
    const permission = customer.fields!.find((field) => field.name === 'permission')!;
    expect(permission).toMatchObject({ widget: 'boolean', required: false });
    expect(permission).not.toHaveProperty('default');
    // Decap writes every default into a new entry: any default under "customer" would give every new job one.
    expect(JSON.stringify(customer.fields)).not.toContain('"default"');
  });
  it('the round trip, which needs only the fields, reads neither the pages nor the towns of the site', () => {
    const jobs = editorCollections().find((entry) => entry.name === 'jobs')!;
    expect(jobs.fields!.find((field) => field.name === 'town')).toMatchObject({ widget: 'select', options: [] });
  });
  it('a value every file of a kind has is kept, not asked', () => {
    expect(collection('services').fields!.find((field) => field.name === 'section')).toMatchObject({
      widget: 'hidden',
      default: 'Services',
    });
  });
  it('a field with a default may be left alone, and is then not written; one without must be filled in', () => {
    expect(articleField('draft')).toMatchObject({ widget: 'boolean', required: false });
    expect(articleField('draft')).not.toHaveProperty('default');
    expect(articleField('title').required).toBeUndefined();
  });
  it('a whole number keeps its bounds, and none is invented', () => {
    expect(fieldOf('rating', jsonSchemaOf(z.int().min(1).max(5)), true)).toMatchObject({
      value_type: 'int',
      min: 1,
      max: 5,
    });
    expect(fieldOf('count', jsonSchemaOf(z.int().positive()), true)).not.toHaveProperty('max');
  });
  it('an address that may be left empty ("") is optional text', () => {
    const forms = dataFile('site').fields.find((field) => field.name === 'forms')!;
    expect(forms.fields![0]).toMatchObject({ name: 'quoteUrl', widget: 'string', required: false });
  });
  it('a list of plain values, like the search phrases, shows each value on its row, not the label again', () => {
    expect(articleField('keywords')).toMatchObject({
      widget: 'list',
      summary: '{{fields.item}}',
      field: { name: 'item' },
    });
  });
  it("every page's text is in the site's own Text box, never Decap's rich-text mode, which rewrites blocks", () => {
    for (const collection of config.collections.filter(({ fields }) => fields?.some(({ name }) => name === 'body'))) {
      expect(collection.fields!.find(({ name }) => name === 'body')).toMatchObject({ widget: 'mdx' });
    }
    expect(articleField('body')).not.toHaveProperty('modes');
  });
});

describe('every change is a pull request, logged in through the site', () => {
  it('uses the editorial workflow on GitHub, the login under the site, and the preview the deploy reports', () => {
    expect(config).toMatchObject({
      publish_mode: 'editorial_workflow',
      backend: { name: 'github', repo: 'owner/site', base_url: 'https://www.example.com', auth_endpoint: 'api/auth' },
      media_folder: 'public/images',
      public_folder: '/images',
    });
  });
  it('staff add articles and jobs but not service or legal pages, and delete nothing', () => {
    expect(config.collections.map(({ name, create = false, delete: remove }) => [name, create, remove])).toEqual([
      ['articles', true, false],
      ['services', false, false],
      ['legal', false, false],
      ['jobs', true, false],
      ['data', false, false],
    ]);
  });
});

describe('the page as it will look, beside the form', () => {
  it('is shown for every page (editor/preview/), never for the business facts, reviews and grant', () => {
    expect(config.collections.map(({ name, editor }) => [name, editor.preview])).toEqual([
      ['articles', true],
      ['services', true],
      ['legal', true],
      ['jobs', true],
      ['data', false],
    ]);
  });
  it('keeps the visual editing off: it would write invisible characters into every block of the text', () => {
    for (const { editor } of config.collections) expect(editor).not.toHaveProperty('visualEditing');
  });
});

describe("the editor's View preview", () => {
  it('reads the status the preview deploy sets, under the context the editor is told to read', async () => {
    const { PREVIEW_CONTEXT } = await import('@/build/editor/config');
    const workflow = (await import('node:fs')).readFileSync('.github/workflows/deploy.yml', 'utf8');
    expect(config.backend.preview_context).toBe(PREVIEW_CONTEXT);
    expect(workflow).toContain(`context: '${PREVIEW_CONTEXT}'`);
    expect(workflow).toMatch(/^ {6}statuses: write$/m);
  });
});
