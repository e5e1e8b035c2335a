import { z } from 'zod';
import { text } from './fields';

/** content/trade-words.yaml: the trade's words and names, which the spelling advice accepts. */
export const tradeWordsSchema = z.strictObject({
  words: z.array(text('TRV'), { error: 'must be a list of words, each on a line of its own starting with "- "' }).meta({
    title: 'Trade words',
    description:
      "Words the spelling advice accepts although its British English dictionary does not know them: the trade's terms and names, like TRV or Worcester Bosch.",
  }),
});

export type TradeWords = z.infer<typeof tradeWordsSchema>;
