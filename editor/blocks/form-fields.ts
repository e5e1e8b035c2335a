import { z } from 'zod';
import { mdxComponentSchemas, stepProps, type MdxComponentName } from '@/schemas/components';

/** One input of a block's form, read from its schema's captions and hints (schemas/components.ts). */
export interface FormField {
  key: string;
  label: string;
  hint?: string;
  required: boolean;
  kind: 'text' | 'number' | 'select' | 'boolean' | 'list';
  options?: string[];
  /** A select whose choices are each shown with what the block shows for it, like a fact's value. */
  choicesShown?: boolean;
  /** What the block shows for each choice, by choice, where it was found (block-dialog.tsx). */
  optionLabels?: Readonly<Record<string, string>>;
  /** Each choice in everyday words, where the schema gives them: "Gas Safe number" for gasSafeNumber. */
  optionTitles?: Readonly<Record<string, string>>;
  /** A list's item: the fields of each row, or the one input of a list of plain values. */
  item?: FormField[] | FormField;
  minItems?: number;
  maxItems?: number;
  /** What one item of a list is called, like "Row", for its buttons ("Move row 2 up"). */
  itemLabel?: string;
  /** A list that holds one value for each item of the block's list of this key, like a row's values, one per column. */
  onePer?: string;
}

/** What a form holds as typed: numbers stay text until checked, so nothing typed is lost. */
/** A step as the Steps form edits it: its title and the words beneath. */
export interface StepText {
  title: string;
  body: string;
}

interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minItems?: number;
  maxItems?: number;
  /** The schema's own mark for a list of one value per item of another (schemas/components.ts). */
  onePer?: string;
  /** The schema's own mark for choices shown with what the block shows for each. */
  choicesShown?: boolean;
  /** The schema's words for each choice. */
  optionTitles?: Record<string, string>;
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;

const sentenceCase = (key: string) =>
  key.charAt(0).toUpperCase() +
  key
    .slice(1)
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

function field(key: string, schema: JsonSchema, required: boolean): FormField {
  const base = {
    key,
    label: schema.title ?? sentenceCase(key),
    ...(schema.description ? { hint: schema.description } : {}),
    required,
  };
  if (schema.enum)
    return {
      ...base,
      kind: 'select',
      options: schema.enum.map(String),
      ...(schema.choicesShown ? { choicesShown: true } : {}),
      ...(schema.optionTitles ? { optionTitles: schema.optionTitles } : {}),
    };
  if (schema.type === 'number' || schema.type === 'integer') return { ...base, kind: 'number' };
  if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    return {
      ...base,
      kind: 'list',
      item: items.properties ? objectFields(items) : field('value', items, true),
      itemLabel: items.title ?? 'Item',
      ...(schema.onePer ? { onePer: schema.onePer } : {}),
      ...(schema.minItems === undefined ? {} : { minItems: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }),
    };
  }
  return { ...base, kind: 'text' };
}

const objectFields = (schema: JsonSchema): FormField[] =>
  Object.entries(schema.properties ?? {}).map(([key, property]) =>
    field(key, property, schema.required?.includes(key) ?? false),
  );

export const STEP_BODY: FormField = {
  key: 'body',
  label: 'What happens',
  hint: 'A sentence or two under the title.',
  required: true,
  kind: 'text',
};

/** The steps of a Steps block, which it holds as its children rather than as a setting. */
export const stepsField = (): FormField => ({
  key: 'steps',
  label: 'Steps',
  hint: 'Numbered in the order shown.',
  required: true,
  kind: 'list',
  item: [...objectFields(jsonSchema(stepProps)), STEP_BODY],
  itemLabel: 'Step',
  minItems: 1,
});

/** The form's inputs for a block, generated from its schema. */
export function blockFields(name: MdxComponentName): FormField[] {
  const fields = objectFields(jsonSchema(mdxComponentSchemas[name]));
  return name === 'Steps' ? [...fields, stepsField()] : fields;
}
