import type { z } from 'zod';
import type { Fault } from './faults';
import { invisibleFaults } from './invisible-characters';
import { readDataText } from './read-text';
import { validate } from './validate-data';
import { readYaml } from './yaml-source';
import { yamlSyntaxFault } from './yaml-syntax-faults';
import { commentFaults, typedCharacterFaults } from './yaml-typed-faults';

export { readContentText, readDataText } from './read-text';
export { validate } from './validate-data';

/** A data file's text read and validated against its schema, a fault (with its line) per problem. */
export function parseYamlText<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  faults: Fault[],
): z.output<S> | undefined {
  const source = readYaml(text);
  const typed = [...invisibleFaults(file, text), ...typedCharacterFaults(file, source)];
  faults.push(...typed);
  const hashes = commentFaults(file, source, { notes: true });
  faults.push(...hashes);
  const read = source.value;
  if (!read) {
    // A ":" inside curly quotes, or a non-breaking space, also breaks the YAML: it is then the thing to fix.
    if (typed.length === 0) faults.push(yamlSyntaxFault(file, source, 'the file'));
    return undefined;
  }
  if (read.value === null || read.value === undefined) {
    faults.push({
      file,
      rule: 'empty-file',
      severity: 'error',
      message: 'the file is empty: put back its contents (on GitHub, the file\'s History shows the last version)',
    });
    return undefined;
  }
  if (typed.length > 0 || hashes.length > 0) return undefined;
  return validate(schema, read.value, file, text, faults);
}

export function readYamlFile<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  faults: Fault[],
): z.output<S> | undefined {
  const text = readDataText(root, file, faults);
  return text === undefined ? undefined : parseYamlText(file, text, schema, faults);
}
