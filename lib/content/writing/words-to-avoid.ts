/**
 * GOV.UK's "words to avoid": plain English is mandatory on GOV.UK, and its style guide lists these
 * words and what to say instead (GOV.UK style guide, "A to Z", entry "Words to avoid",
 * https://www.gov.uk/guidance/style-guide/a-to-z#words-to-avoid; read 2026-11-30 as reproduced at
 * https://www.good-words.fans/essays/words-to-avoid). retext-simplify's own list covers most of the
 * rest of plain English; these are the Whitehall words it lacks.
 *
 * Left out, because the guide allows them in a sense that is this trade's everyday one and a
 * machine cannot tell the senses apart: "deliver" (boilers and parts are delivered), "impact" (the guide allows the noun), "key" (a
 * radiator key), "drive" (a driveway, a van), "land", "foster", "tackling", "promote", "progress",
 * "agenda", "deploy" and "strengthening".
 */
export const WORDS_TO_AVOID: readonly { words: string; instead: readonly string[] }[] = [
  { words: 'advancing', instead: [] },
  { words: 'collaborate', instead: ['work with'] },
  { words: 'collaborating', instead: ['working with'] },
  { words: 'commit', instead: [] },
  { words: 'pledge', instead: [] },
  { words: 'dialogue', instead: ['talk', 'speak to'] },
  { words: 'disincentivise', instead: [] },
  { words: 'incentivise', instead: [] },
  { words: 'empower', instead: [] },
  { words: 'facilitate', instead: ['say how you help'] },
  { words: 'focusing', instead: ['working on'] },
  { words: 'initiate', instead: ['start'] },
  { words: 'leverage', instead: ['use'] },
  { words: 'liaise', instead: ['work with', 'talk to'] },
  { words: 'overarching', instead: [] },
  { words: 'robust', instead: ['strong', 'well made'] },
  { words: 'slimming down', instead: ['cutting'] },
  { words: 'streamline', instead: ['simplify'] },
  { words: 'transforming', instead: ['changing'] },
  { words: 'utilise', instead: ['use'] },
  { words: 'going forward', instead: ['from now on', 'in future'] },
  { words: 'one-stop shop', instead: [] },
  { words: 'ring fencing', instead: ['keeping for'] },
];
