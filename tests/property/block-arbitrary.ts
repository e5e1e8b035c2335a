import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { blockCatalogue, type BlockInfo } from '@/editor/blocks/catalogue';
import type { StepText } from '@/editor/blocks/form-fields';
import { checkBlock } from '@/editor/blocks/form-model';
import { writeBlock } from '@/editor/blocks/write';
import { mdxComponentSchemas, stepProps } from '@/schemas/components';
import { heldMarkdown } from './markdown-arbitrary';
import { schemaArbitrary } from './schema-arbitrary';
import { formText } from './text-arbitrary';

/** A block as the menu wrote it: what the form held, and whether the form accepted it. */
export interface DrawnBlock {
  name: BlockInfo['name'];
  /** The settings written: the form's checked props when it accepted them, as typed when not. */
  props: Record<string, unknown>;
  steps?: StepText[];
  /** The form's schema accepts the settings (and Steps' steps): Save would write the block. */
  formAccepts: boolean;
  mdx: string;
}

export const catalogue = blockCatalogue(fs.readFileSync(path.resolve(import.meta.dirname, '../../EDITING.md'), 'utf8'));

const settings = (info: BlockInfo) =>
  schemaArbitrary(mdxComponentSchemas[info.name], { text: formText }) as fc.Arbitrary<Record<string, unknown>>;

// A step's words may hold a fact, put there through its chip, as the content's own steps do.
const stepWords = fc.oneof(
  { arbitrary: formText, weight: 4 },
  { arbitrary: formText.map((words) => `${words} <Fact name="estimateTime" />.`), weight: 1 },
);

const step = schemaArbitrary(stepProps, { text: formText }).chain((props) =>
  stepWords.map((body): StepText => ({ title: String((props as { title?: unknown }).title ?? ''), body })),
);

/** A block from the catalogue, its settings drawn from its schema and written as the block menu writes them. */
export const blockArbitrary = (tame: boolean): fc.Arbitrary<DrawnBlock> =>
  fc.constantFrom(...catalogue).chain((info) =>
    fc
      .tuple(
        settings(info),
        info.wraps === 'steps' ? fc.array(step, { maxLength: 4 }) : fc.constant(undefined),
        info.wraps === 'text' ? heldMarkdown(tame) : fc.constant(undefined),
      )
      .map(([typed, steps, inner]): DrawnBlock => {
        const checked = checkBlock(info.name, steps ? { ...typed, steps } : typed);
        if (!checked.ok) {
          const mdx = writeBlock(info.name, typed, steps ?? inner);
          return { name: info.name, props: typed, ...(steps ? { steps } : {}), formAccepts: false, mdx };
        }
        const { steps: kept, ...props } = checked.props as { steps?: StepText[] };
        return {
          name: info.name,
          props,
          ...(kept ? { steps: kept } : {}),
          formAccepts: true,
          mdx: writeBlock(info.name, checked.props, kept ? undefined : inner),
        };
      }),
  );
