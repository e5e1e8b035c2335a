import { mdxComponentSchemas, type MdxComponentName } from '@/schemas/components';
import { describeIssues } from '../faults';
import { GUIDE, type ComponentFinding, type ComponentRule } from './component-rule';

/**
 * A building block's settings, checked against its schema: each must be plain data (text, a number,
 * a list written out), a number must not be written 8.000 for eight thousand, and the values must fit.
 */
export const componentProps: ComponentRule = {
  origin: 'content-check:component-props',
  check(uses) {
    return uses.flatMap((use) => {
      if (!(use.name in mdxComponentSchemas)) return [];
      const findings: ComponentFinding[] = use.unreadable.map((prop) => {
        const word = use.bareWords?.[prop];
        return {
          use,
          message: word
            ? `<${use.name}> prop "${prop}" is a word in { }, which a page reads as code: write it in double quotes instead, like ${prop}="${word}"`
            : `<${use.name}> prop "${prop}" must be plain text, a number or a list written out in full (see ${GUIDE})`,
        };
      });
      for (const { raw, line, column } of use.dotted) {
        findings.push({
          use,
          place: line === undefined ? undefined : { line, column: column ?? 1 },
          message: `<${use.name}> has the number ${raw}, which is read as ${Number(raw)}, because a full stop starts the decimals: write ${raw.replace(/\./g, '')}, with no full stop or comma`,
        });
      }
      const schema = mdxComponentSchemas[use.name as MdxComponentName];
      const result = schema.safeParse(use.props);
      if (result.success) return findings;
      const described = describeIssues(result.error.issues, use.props, schema, (field) => `<${use.name}> prop "${field}"`);
      // A prop that could not be read is reported above, not also as missing.
      for (const { path, message } of described) if (!use.unreadable.includes(String(path[0]))) findings.push({ use, message });
      return findings;
    });
  },
};
