import { closest } from '@/lib/suggest';
import { mdxComponentSchemas } from '@/schemas/components';
import { GUIDE, type ComponentRule } from './component-rule';

/** A capitalised tag is a building block: one the site does not have is named, with the likely one. */
export const unknownComponent: ComponentRule = {
  origin: 'content-check:unknown-component',
  check(uses) {
    const names = Object.keys(mdxComponentSchemas);
    return uses
      .filter((use) => use.name && use.name[0] !== use.name[0]?.toLowerCase() && !(use.name in mdxComponentSchemas))
      .map((use) => {
        const suggestion = closest(use.name, names);
        return {
          use,
          message:
            `<${use.name}> is not a component we know` +
            (suggestion ? `: did you mean <${suggestion}>?` : `; see ${GUIDE} for the ones you can use`),
        };
      });
  },
};
