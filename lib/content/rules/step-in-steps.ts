import type { ComponentRule } from './component-rule';

/**
 * A <Step> belongs inside <Steps>, which numbers the steps and lists them together. Said once, at the
 * first loose one: the steps were usually moved or copied together.
 */
export const stepInSteps: ComponentRule = {
  origin: 'content-check:step-in-steps',
  check(uses) {
    const loose = uses.filter((use) => use.name === 'Step' && !use.inside?.includes('Steps'));
    const [first] = loose;
    if (!first) return [];
    const others = loose.length - 1;
    return [
      {
        use: first,
        message: `<Step> is not inside <Steps>${others > 0 ? ` (nor ${others === 1 ? 'is the <Step> after it' : `are the ${others} <Step>s after it`})` : ''}: put every <Step> between a <Steps> line and a </Steps> line, which number them and list them together (see "Numbered steps" in EDITING.md)`,
      },
    ];
  },
};
