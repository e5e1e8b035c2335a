import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

/**
 * The schema.org vocabulary, read from the `schema-dts` typings the builders are typed with, so the
 * rendered JSON-LD is checked at run time against the same vocabulary the compiler checked at build
 * time: every `@type` must be a schema.org type and every property one that type (or an ancestor) has.
 */
export interface Vocabulary {
  /** Every property a type may carry, or undefined if the type is not schema.org's. */
  propertiesOf(type: string): Set<string> | undefined;
}

const require = createRequire(import.meta.url);

export function loadVocabulary(): Vocabulary {
  const file = require.resolve('schema-dts').replace(/schema\.js$/, 'schema.d.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const interfaces = new Map<string, { parents: string[]; members: string[] }>();
  const leafOfType = new Map<string, string>();

  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const parents = (statement.heritageClauses ?? []).flatMap((clause) =>
      clause.types.map((type) => type.expression.getText(source)).filter((name) => name !== 'Partial'),
    );
    const members: string[] = [];
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !ts.isStringLiteral(member.name)) continue;
      const name = member.name.text;
      if (
        name === '@type' &&
        member.type &&
        ts.isLiteralTypeNode(member.type) &&
        ts.isStringLiteral(member.type.literal)
      ) {
        leafOfType.set(member.type.literal.text, statement.name.text);
      } else if (!name.startsWith('@')) {
        members.push(name);
      }
    }
    interfaces.set(statement.name.text, { parents, members });
  }

  const cache = new Map<string, Set<string>>();
  const collect = (name: string, into: Set<string>) => {
    const found = interfaces.get(name);
    if (!found) return;
    for (const member of found.members) into.add(member);
    for (const parent of found.parents) collect(parent, into);
  };

  return {
    propertiesOf(type) {
      const leaf = leafOfType.get(type);
      if (!leaf) return undefined;
      if (!cache.has(leaf)) {
        const properties = new Set<string>();
        collect(leaf, properties);
        cache.set(leaf, properties);
      }
      return cache.get(leaf);
    },
  };
}

const KEYWORDS = new Set(['@context', '@id', '@type', '@graph']);

/** Every fault of a JSON-LD block: unknown types and properties, each with its path in the block. */
export function vocabularyFaults(vocabulary: Vocabulary, value: unknown, at = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => vocabularyFaults(vocabulary, item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const faults: string[] = [];
  const type = record['@type'];
  if (record['@context'] !== undefined && record['@context'] !== 'https://schema.org') {
    faults.push(`${at}: "@context" must be https://schema.org (found ${JSON.stringify(record['@context'])})`);
  }
  const properties = typeof type === 'string' ? vocabulary.propertiesOf(type) : undefined;
  if (type !== undefined && !properties) faults.push(`${at}: ${JSON.stringify(type)} is not a schema.org type`);
  for (const [key, child] of Object.entries(record)) {
    if (KEYWORDS.has(key)) {
      if (key === '@graph') faults.push(...vocabularyFaults(vocabulary, child, `${at}.@graph`));
      continue;
    }
    if (properties && !properties.has(key)) faults.push(`${at}: ${type} has no property "${key}" in schema.org`);
    if (type === undefined && record['@id'] === undefined) {
      faults.push(`${at}.${key}: an object without "@type" (only references by "@id" may leave it out)`);
    }
    faults.push(...vocabularyFaults(vocabulary, child, `${at}.${key}`));
  }
  return faults;
}
