import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
const root = process.cwd();
const files = fs.readdirSync('lib/content', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts')).map((f) => path.join(root, 'lib/content', f));
const resolve = (from: string, spec: string) => {
  const bare = spec.startsWith('@/') ? path.join(root, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!bare) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((e) => bare + e).find((f) => fs.existsSync(f));
};
const graph = new Map(files.map((f) => [f, ts.preProcessFile(fs.readFileSync(f, 'utf8')).importedFiles.map((i) => resolve(f, i.fileName)).filter((x): x is string => !!x && x.includes('/lib/content/'))]));
const state = new Map<string, number>(); const stack: string[] = []; const cycles: string[][] = [];
const visit = (f: string) => { state.set(f, 1); stack.push(f); for (const g of graph.get(f) ?? []) { if (state.get(g) === 1) cycles.push(stack.slice(stack.indexOf(g)).concat(g)); else if (!state.get(g)) visit(g); } stack.pop(); state.set(f, 2); };
for (const f of files) if (!state.get(f)) visit(f);
console.log(cycles.map((c) => c.map((f) => path.relative('lib/content', f)).join(' -> ')).join('\n') || 'no cycles');
