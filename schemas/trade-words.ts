import { z } from 'zod';
import { text } from './fields';

/**
 * content/trade-words.yaml: the trade's words and the names the spelling advice should know
 * (EDITING.md, "Writing advice"). A word of several parts ("Worcester Bosch") teaches each part.
 */
export const tradeWordsSchema = z.strictObject({
  words: z
    .array(text('Worcester Bosch'), { error: 'must be a list of words, each on its own line starting with "- "' })
    .meta({
      title: 'Trade words',
      description:
        'Words the spelling advice should take as spelt right: trade terms, makers, places and people, spelt exactly as pages should spell them. Never add a word that is simply misspelt: correct the page instead.',
    }),
});

export type TradeWords = z.infer<typeof tradeWordsSchema>;
