// The jobs of Our work, and their photos, that the second test build (build-forms-fixture.mjs) adds
// to the content for as long as it runs, so the browser tests can prove how Our work shows jobs
// (tests/e2e/our-work.spec.ts): five published jobs (four for the boilers page, which shows three,
// and one heat pump, the latest) and a draft. The photos are drawn here, not taken from anywhere:
// 1200 × 900 pixels, a wall and a fitted unit in a different light each, with a camera's grain.
// .gitignore names the copies, in case a run is interrupted before it removes them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';

const source = 'tests/fixtures/jobs';
const target = 'content/jobs';
const WIDTH = 1200;
const HEIGHT = 900;
/** Each photo's wall colour and the box fitted on it. */
export const JOB_PHOTOS = [
  { name: 'job-fixture-kitchen', wall: [226, 214, 190], unit: [246, 246, 244] },
  { name: 'job-fixture-pipes', wall: [200, 205, 210], unit: [200, 125, 56] },
  { name: 'job-fixture-controls', wall: [236, 228, 214], unit: [60, 70, 80] },
  { name: 'job-fixture-garden', wall: [150, 170, 120], unit: [230, 232, 235] },
];

/** A lit wall with a unit on it and its shadow, with grain (a repeatable stream, so every run draws the same). */
function draw({ wall, unit }, seed) {
  let state = seed;
  const grain = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state / 4294967296 - 0.5) * 24;
  };
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const light = 1 - 0.3 * ((x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4);
      const inUnit = x > 380 && x < 820 && y > 180 && y < 720;
      const inShadow = !inUnit && x > 400 && x < 840 && y > 200 && y < 740;
      const base = inUnit ? unit : wall;
      const shade = inUnit ? 1 - 0.1 * ((x - 380) / 440) : inShadow ? light * 0.7 : light;
      const offset = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel++)
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(base[channel] * shade + grain())));
    }
  }
  return pixels;
}

/** Adds the jobs and draws their photos; returns the function that removes them all. */
export async function addJobs() {
  const jobs = readdirSync(source).filter((file) => file.endsWith('.mdx'));
  const remove = () => {
    for (const job of jobs) rmSync(`${target}/${job}`, { force: true });
    for (const { name } of JOB_PHOTOS) rmSync(`public/images/${name}.jpg`, { force: true });
    for (const folder of ['public/images', 'public'])
      if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  };
  try {
    mkdirSync('public/images', { recursive: true });
    for (const [index, photo] of JOB_PHOTOS.entries())
      await sharp(draw(photo, index + 1), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 90 })
        .toFile(`public/images/${photo.name}.jpg`);
    for (const job of jobs) copyFileSync(`${source}/${job}`, `${target}/${job}`);
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}
