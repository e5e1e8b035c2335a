/**
 * `npm run bench:scale`'s timing of a build: each stage of `npm run build` run as scripts/build.ts
 * runs it (its steps side by side), each step timed, the peak memory of the build's processes
 * sampled, and the phases `next build` reports itself read from its output.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildStages, runStep, type BuildStage } from '@/scripts/build-steps';

export interface StepResult {
  name: string;
  seconds: number;
}

export interface StageResult {
  /** Wall time of the stage: its steps run side by side. */
  seconds: number;
  peakMb: number;
  steps: StepResult[];
}

/** Phases `next build` reports itself, in seconds. */
export interface NextPhases {
  compile?: number;
  staticPages?: number;
}

/** Total resident memory of a process and all its descendants, from /proc (Linux). */
function treeRssMb(rootPid: number): number {
  let children: Map<number, number[]>;
  const rss = new Map<number, number>();
  try {
    children = new Map();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const pid = Number(entry);
        const parent = Number(fields[1]);
        children.set(parent, [...(children.get(parent) ?? []), pid]);
        rss.set(pid, Number(fields[21]) * 4096);
      } catch {
        // the process ended while we looked
      }
    }
  } catch {
    return 0;
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total / 2 ** 20;
}

/** The processes of the commands running now, whose memory is sampled. */
const running = new Set<number>();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

/** Runs a stage of the build in `work` as scripts/build.ts does (its steps side by side), timing each step. */
async function runStage(work: string, stage: BuildStage): Promise<StageResult & { output: string }> {
  const started = performance.now();
  let peakMb = 0;
  const sample = () =>
    (peakMb = Math.max(
      peakMb,
      [...running].reduce((total, pid) => total + treeRssMb(pid), 0),
    ));
  const sampler = setInterval(sample, 100);
  const steps = await Promise.all(
    stage.map(async (step) => {
      const { ok, output, seconds } = await runStep(step, { cwd: work, env, running });
      if (!ok) {
        console.error(output);
        throw new Error(`${step.name} failed in ${work}`);
      }
      return { name: step.name, seconds, output };
    }),
  );
  clearInterval(sampler);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb,
    steps: steps.map(({ name, seconds }) => ({ name, seconds })),
    output: steps.map((step) => step.output).join(''),
  };
}

function nextPhases(output: string): NextPhases {
  const seconds = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) return undefined;
    return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
  };
  return {
    compile: seconds(/Compiled successfully in ([\d.]+)(m?s)/),
    staticPages: seconds(/Generating static pages[^\n]*in ([\d.]+)(m?s)/),
  };
}

/** One `npm run build` of the copy in `work`, from an empty out/, stage by stage. */
export async function buildOnce(work: string): Promise<{ stages: StageResult[]; next: NextPhases }> {
  fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
  const stages: StageResult[] = [];
  let next: NextPhases = {};
  for (const stage of buildStages) {
    const { output, ...result } = await runStage(work, stage);
    stages.push(result);
    if (result.steps.some((step) => step.name === 'next build')) next = nextPhases(output);
  }
  return { stages, next };
}

export const total = (stages: StageResult[]): number => stages.reduce((sum, stage) => sum + stage.seconds, 0);

/** The stages that finish the export after `next build` (the pages, the headers), whichever they are. */
export const afterNext = (stages: StageResult[]): number =>
  total(stages.slice(stages.findIndex((stage) => stage.steps.some((step) => step.name === 'next build')) + 1));
