import type { SiteConfig } from '@/schemas/site';
import type { Fault } from './faults';
import type { RawEntry } from './read-entry';
import { lineOf } from './yaml-lines';

/**
 * A job's town is one the business covers (content/site.yaml, `areas`): Our work is proof of work
 * near the visitor, and the town is how they find it.
 */
export function jobTownFaults(raw: readonly RawEntry[], areas: SiteConfig['areas']): Fault[] {
  const towns = [...areas.primary, ...areas.extended];
  return raw.flatMap(({ file, source, frontmatter }) => {
    if (!frontmatter || !('town' in frontmatter)) return [];
    const typed = frontmatter.town;
    if (towns.includes(typed)) return [];
    const meant = towns.find((town) => town.toLowerCase() === typed.trim().toLowerCase());
    return [
      {
        file,
        line: lineOf(source, ['town']),
        rule: 'job-town',
        severity: 'error' as const,
        message: meant
          ? `"town" is "${typed}": write it as the areas list in content/site.yaml does, "${meant}"`
          : `"town" is "${typed}", which is not one of the towns we cover (${towns.join(', ')}): choose one of them, or add the town to the areas in content/site.yaml first`,
      },
    ];
  });
}
