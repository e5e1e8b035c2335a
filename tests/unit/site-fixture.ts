import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { siteSchema } from '@/schemas/site';

/** The business settings of the test fixture, validated as the site validates them. */
export const site = siteSchema.parse(
  parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/base/content/site.yaml'), 'utf8')),
);
