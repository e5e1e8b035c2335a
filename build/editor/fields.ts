import { z } from 'zod';
import { PICTURE_LIMITS } from '@/lib/pictures';
import { WRITING_RULES, type WritingRuleId } from '@/schemas/writing-advice';
import { SERVICES } from '@/schemas/services';

/**
 * The web editor's fields (Decap CMS, at /admin), made from the same zod schemas the content check
 * uses, so the two cannot drift: zod writes each schema as JSON Schema (`z.toJSONSchema`) and each
 * of its properties becomes one field. Dates are marked in the schemas with `format: "date"`, photos
 * with `contentMediaType: "image/*"`, links to the site's own pages with `format: "site-page"` (a
 * list of them is a choice of the site's pages), a town the business covers with `format: "town-served"`
 * (a choice of its towns), and a field's hint is its schema's `description`.
 */

/** The part of JSON Schema that zod writes for the site's schemas. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  contentMediaType?: string;
  description?: string;
  title?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** A Decap CMS field, as config.yml gives it. */
export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  options?: unknown[];
  multiple?: boolean;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  field?: EditorField;
  fields?: EditorField[];
  collapsed?: boolean;
  summary?: string;
  date_format?: string;
  time_format?: boolean;
  format?: string;
  picker_utc?: boolean;
  choose_url?: boolean;
  modes?: string[];
  media_library?: { config: { max_file_size: number } };
}

/** A page of the site, as a choice in a list of pages: its title, and the address the file holds. */
export interface PageChoice {
  label: string;
  value: string;
}

/**
 * What the editor offers to choose from the site itself: its pages (for lists of related pages) and
 * the towns it covers (content/site.yaml, `areas`). The schemas only mark such fields; the choices
 * are read from the site by whoever writes config.yml.
 */
export interface SiteChoices {
  pages: PageChoice[];
  towns: string[];
}

const NO_CHOICES: SiteChoices = { pages: [], towns: [] };

/** The schema as the file holds it (before defaults and transforms), which is what the editor writes. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** A choice of the quote request's services shows each by its name ("New boiler"), and writes its value. */
const SERVICE_NAMES = new Map<unknown, string>(SERVICES.map(({ value, label }) => [value, label]));

function optionsOf(values: unknown[]): unknown[] {
  if (values.every((value) => typeof value === 'string' && value in WRITING_RULES))
    return values.map((value) => ({ label: `${WRITING_RULES[value as WritingRuleId]} (${String(value)})`, value }));
  if (!values.every((value) => SERVICE_NAMES.has(value))) return values;
  return values.map((value) => ({ label: SERVICE_NAMES.get(value), value }));
}

/** Text fields that take a sentence or more: a box of several lines rather than one. */
const LONG_TEXT = new Set(['description', 'intro', 'quote', 'blurb', 'tagline', 'words']);

/** Names whose words alone would not tell staff what the field is. */
const LABELS: Record<string, string> = {
  url: 'Web address',
  src: 'Photo',
  alt: 'What the photo shows (for people who cannot see it)',
  href: 'Link',
  cta: 'Quote button',
  email: 'E-mail address',
  gasSafeNumber: 'Gas Safe number',
  gasEmergency: 'Gas emergency line',
  registers: 'Registers homeowners can check us on',
  gasSafe: 'Gas Safe Register',
  oftec: 'OFTEC',
  mcs: 'MCS',
  number: 'Registration number',
  checkUrl: "Register's check page",
  keywords: 'Search phrases',
  related: 'Related pages',
  datePublished: 'First published',
  dateModified: 'Last changed',
  draft: 'Draft (not published)',
  quoteService: 'Service the quote buttons choose',
  quoteUrl: 'Quote form address',
  subscribeUrl: 'Newsletter form address',
  embedScriptUrl: 'Form embed script address',
  recommendationsPercent: 'Work from recommendations (%)',
  boilerGuaranteeYears: 'Guarantee on new boilers (years)',
  epcMaxAgeYears: 'Largest age of the EPC (years)',
  customer: "The customer's words (only with their permission)",
  words: 'What they said',
  permission: 'They agreed to be quoted on the website',
};

/** datePublished → Date published, unless LABELS names it. */
export function labelOf(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One schema property as a field; `required` is whether the file must have it. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  choices: SiteChoices = NO_CHOICES,
): EditorField {
  // An optional web address written as "" until there is one: text, which may be left empty.
  const variants = schema.anyOf?.filter((variant) => variant.const !== '') ?? [];
  const node = schema.anyOf && variants.length === 1 ? { ...variants[0], description: schema.description } : schema;
  const field: EditorField = {
    name,
    label: node.title ?? labelOf(name),
    widget: 'string',
    // A schema's description is the field's hint. A field the check fills in when it is left out
    // (a default) is optional, and the editor writes nothing for it unless staff set it.
    ...(node.description ? { hint: node.description } : {}),
    ...(required && node.default === undefined && !schema.anyOf ? {} : { required: false }),
  };
  // A consent (a customer's permission) is ticked by staff, never filled in for them: a hidden default
  // would also be written into every new entry, making an optional group given in part.
  if (node.const === true) return { ...field, widget: 'boolean' };
  if (node.const !== undefined) return { ...field, widget: 'hidden', default: node.const };
  if (node.enum) return { ...field, widget: 'select', options: optionsOf(node.enum) };
  switch (node.type) {
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...field,
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        // zod writes a whole number's bounds as the largest safe integers when none is given.
        ...(node.minimum === undefined || node.minimum <= Number.MIN_SAFE_INTEGER ? {} : { min: node.minimum }),
        ...(node.maximum === undefined || node.maximum >= Number.MAX_SAFE_INTEGER ? {} : { max: node.maximum }),
      };
    case 'array':
      // Links to pages of the site: chosen from its pages by title (a search as you type).
      if (node.items?.format === 'site-page')
        return { ...field, widget: 'select', multiple: true, options: choices.pages };
      // Choices from a list (the writing advice a page accepts): ticked, not typed.
      if (node.items?.enum) return { ...field, widget: 'select', multiple: true, options: optionsOf(node.items.enum) };
      return listOf(field, node.items ?? {}, choices);
    case 'object': {
      // Decap asks for an optional object's required fields even when it is left out: the content
      // check still refuses one given in part.
      const fields = fieldsOf(node, choices).map((inner) =>
        field.required === false ? { ...inner, required: false } : inner,
      );
      return { ...field, widget: 'object', fields };
    }
    case 'string':
      // The content check refuses a town the business does not cover: staff pick one of those it does.
      if (node.format === 'town-served') return { ...field, widget: 'select', options: choices.towns };
      if (node.format === 'date')
        return {
          ...field,
          widget: 'datetime',
          format: 'YYYY-MM-DD',
          date_format: 'D MMMM YYYY',
          time_format: false,
          picker_utc: true,
        };
      if (node.contentMediaType?.startsWith('image/'))
        return {
          ...field,
          widget: 'image',
          choose_url: false,
          // A photo over the size the content check allows is refused as it is uploaded (Decap's own alert).
          media_library: { config: { max_file_size: PICTURE_LIMITS.maxBytes } },
        };
      return { ...field, widget: LONG_TEXT.has(name) ? 'text' : 'string' };
    default:
      throw new Error(`The editor has no field for "${name}": its schema is ${JSON.stringify(node)}.`);
  }
}

function listOf(field: EditorField, items: JsonSchema, choices: SiteChoices): EditorField {
  if (items.type === 'object') {
    const fields = fieldsOf(items, choices);
    return { ...field, widget: 'list', collapsed: true, summary: `{{fields.${fields[0]!.name}}}`, fields };
  }
  // Each row shows its value (a search phrase, a town), not the list's label five times over: Decap
  // reads a one-field list's summary with the row's value under the field's name.
  return {
    ...field,
    widget: 'list',
    summary: '{{fields.item}}',
    field: { ...fieldOf('item', items, true, choices), label: field.label },
  };
}

/** Every property of an object schema, in the schema's order, with the site's choices for those that need them. */
export function fieldsOf(schema: JsonSchema, choices: SiteChoices = NO_CHOICES): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), choices),
  );
}
