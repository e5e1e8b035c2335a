import fs from 'node:fs';
import matter from 'gray-matter';
import type { Fault } from '@/lib/content/faults';
import { frontmatterOptions } from '@/lib/content/raw-entries';
import { readYamlFile } from '@/lib/content/validate';
import { formatDate } from '@/lib/dates';
import { grantSchemeSchema, NATIONS } from '@/schemas/grant';
import { siteSchema } from '@/schemas/site';
import { testimonialsSchema } from '@/schemas/testimonials';
import type { z } from 'zod';

// What the staff may change, read from the content as the build reads it: the tests expect the pages
// to show what the files say, so a new phone number, a newer date on an article or the grant's
// rules checked again is published, rather than failing the site check.

function read<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const faults: Fault[] = [];
  const data = readYamlFile(process.cwd(), file, schema, faults);
  if (!data) throw new Error(`${file}: ${faults.map((fault) => fault.message).join('; ')}`);
  return data;
}

/** content/site.yaml: the business facts. */
export const site = read('content/site.yaml', siteSchema);

/** content/boiler-upgrade-scheme.yaml: the grant's rules and figures. */
export const grantScheme = read('content/boiler-upgrade-scheme.yaml', grantSchemeSchema);

/** The nations where the grant is open, and those where it is not, as the checker offers them. */
export const openNations = grantScheme.nations;
export const closedNations = NATIONS.filter((nation) => !openNations.includes(nation));

/** content/testimonials.yaml: the reviews, samples marked. */
export const { testimonials } = read('content/testimonials.yaml', testimonialsSchema);

/** The phone link's address, as a page writes it. */
export const tel = `tel:${site.phone.international}`;

/** When the grant's rules were last checked, as the pages write it ("23 November 2026"). */
export const grantLastChecked = formatDate(grantScheme.lastChecked);

/** An article's dates, as its settings block gives them (2025-10-01). */
export function articleDates(slug: string): { published: string; modified: string } {
  const source = fs.readFileSync(`content/articles/${slug}.mdx`, 'utf8');
  const { data } = matter(source, frontmatterOptions);
  const { datePublished, dateModified } = data as { datePublished: string; dateModified?: string };
  return { published: datePublished, modified: dateModified ?? datePublished };
}

/** A date as the pages' metadata writes it. */
export const zoned = (date: string) => `${date}T00:00:00+00:00`;

/** Text as it goes in a regular expression. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
