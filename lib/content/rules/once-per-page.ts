import { oncePerPage as tools } from '@/schemas/components';
import type { ComponentRule } from './component-rule';

/** A tool (a calculator, the grant checker) can be on a page once: a second copy is reported at each. */
export const oncePerPage: ComponentRule = {
  origin: 'content-check:once-per-page',
  check(uses) {
    const firstLines = new Map<string, number | undefined>();
    return uses.flatMap((use) => {
      if (!(tools as readonly string[]).includes(use.name)) return [];
      if (!firstLines.has(use.name)) {
        firstLines.set(use.name, use.line);
        return [];
      }
      const first = firstLines.get(use.name);
      return [
        {
          use,
          message: `<${use.name}> can be used only once on a page, and it is already${first ? ` on line ${first}` : ' on this page'}: remove one of them`,
        },
      ];
    });
  },
};
