// Two phone photos and the article that shows them, added to the content for as long as the
// second test build (build-forms-fixture.mjs) and the test preview (preview-fixture.mjs) run, so the
// browser tests can follow a photo from the content to a phone (tests/e2e/photos.spec.ts). The
// photos are drawn here, not taken from anywhere: 4032 × 3024 pixels, the size of a phone camera's
// photo, with the grain of a real one, saved as the phone would (JPEG, about 6 MB). The second is
// stored on its side with the EXIF turn a phone writes when it is held upright. .gitignore names the
// copies, in case a run is interrupted before it removes them.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import sharp from 'sharp';

const article = {
  source: 'tests/fixtures/photos/photo-build-check.mdx',
  copy: 'content/articles/photo-build-check.mdx',
};
export const PHOTOS = [
  { file: 'public/images/photo-build-check.jpg', orientation: 1 },
  { file: 'public/images/photo-build-check-upright.jpg', orientation: 6 },
];
const WIDTH = 4032;
const HEIGHT = 3024;

/** A repeatable stream of random numbers (mulberry32), so every run draws the same photos. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A kitchen wall with a boiler on it: a lit wall, a white casing with a shadow, its display, the pipes
 * below it and a wooden cupboard beside it, with a camera's grain over everything.
 */
function draw(seed) {
  const next = random(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const boiler = { left: 1300, right: 2700, top: 500, bottom: 2300 };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      // The wall, lit from the top left.
      const light = 1 - 0.25 * ((x / WIDTH) * 0.6 + (y / HEIGHT) * 0.4);
      let rgb = [226 * light, 214 * light, 190 * light];
      if (x > 3300) {
        // The cupboard: oak, with its grain.
        const grain = 18 * Math.sin(x / 9 + 6 * Math.sin(y / 140)) + 8 * Math.sin(x / 2.7);
        rgb = [150 + grain, 104 + grain * 0.8, 62 + grain * 0.5];
      } else if (x > boiler.left && x < boiler.right && y > boiler.top && y < boiler.bottom) {
        const shade = 1 - 0.12 * ((x - boiler.left) / (boiler.right - boiler.left));
        rgb = [246 * shade, 246 * shade, 244 * shade];
        if (x > 1800 && x < 2200 && y > 1500 && y < 1700) rgb = [40, 60, 70]; // the display
        if (x > 1900 && x < 2100 && y > 1560 && y < 1640) rgb = [90, 200, 230]; // its digits' glow
      } else if (x > boiler.right && x < boiler.right + 60 && y > boiler.top + 60 && y < boiler.bottom + 60) {
        rgb = rgb.map((value) => value * 0.7); // the casing's shadow
      } else if (y >= boiler.bottom && y < 2950) {
        const pipe = [1500, 1750, 2000, 2250, 2500].find((centre) => Math.abs(x - centre) < 28);
        if (pipe !== undefined) {
          const round = 1 - Math.abs(x - pipe + 8) / 50; // copper, lit from the left
          rgb = [200 * round, 125 * round, 56 * round];
        }
      }
      const grain = (next() + next() + next() - 1.5) * 20;
      const offset = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(rgb[channel] + grain)));
      }
    }
  }
  return pixels;
}

/**
 * Draws the photos and adds them and the article. Returns the function that removes them, and what
 * a phone would download of each photo served as it is.
 */
export async function addPhotos() {
  const remove = () => {
    rmSync(article.copy, { force: true });
    for (const { file } of PHOTOS) rmSync(file, { force: true });
    // The folders, if the photos were all they held (the site has no other pictures yet).
    for (const folder of ['public/images', 'public']) {
      if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
    }
  };
  try {
    mkdirSync('public/images', { recursive: true });
    const pixels = draw(1);
    for (const { file, orientation } of PHOTOS) {
      await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .jpeg({ quality: 95 })
        .withMetadata({ orientation })
        .toFile(file);
    }
    copyFileSync(article.source, article.copy);
  } catch (error) {
    remove();
    throw error;
  }
  const photos = PHOTOS.map(({ file }) => ({ src: file.replace(/^public/, ''), bytes: statSync(file).size }));
  return { remove, route: '/knowledge-centre/photo-build-check', photos };
}
