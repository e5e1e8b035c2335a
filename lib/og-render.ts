import fs from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import satori from 'satori';
import satoriPackage from 'satori/package.json';
import sharp, { type PngOptions } from 'sharp';
import { sha256, writeAtomically } from '@/lib/kept-files';
import { isWholePng, pngInfo, withPngTitle } from '@/lib/og-png';

/**
 * The PNG encoder's settings, chosen by measuring (docs/performance.md, "Share cards"): zlib level 3
 * encodes a card in 2–2.5 ms less than the default level 6, for a file a ninth larger.
 */
export const PNG_OPTIONS: PngOptions = { compressionLevel: 3 };

/** Where drawn images are kept between builds: Next keeps `.next/cache`, and CI restores it. */
export const CACHE_DIR = path.join('.next', 'cache', 'share-cards');

/**
 * A stored image no build has used for this many days is removed, so the cache holds what recent
 * builds drew rather than every title a page ever had.
 */
export const UNUSED_DAYS = 30;

/**
 * A drawing: JSX made from its data and the company's mark (as a data address) alone. Its source text
 * is part of the cache key, so a change to it redraws every image; it must read nothing else.
 */
export type Drawing<Data> = (data: Data, mark: string) => ReactNode;

/** One image to draw: its drawing and data, its size, and the title written into the PNG, if any. */
export interface ImageSpec<Data> {
  draw: Drawing<Data>;
  data: Data;
  width: number;
  height: number;
  title?: string;
}

/** What every image is drawn with besides its own data, and a hash of all of it. */
export interface DrawingKit {
  font: Buffer;
  mark: Buffer;
  versions: Readonly<Record<string, string | undefined>>;
  png: PngOptions;
  fingerprint: string;
}

/** The same JSON for the same value whatever the order its objects' keys were written in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export function makeDrawingKit(parts: Omit<DrawingKit, 'fingerprint'>): DrawingKit {
  const fingerprint = sha256(
    canonicalJson({ font: sha256(parts.font), mark: sha256(parts.mark), versions: parts.versions, png: parts.png }),
  );
  return { ...parts, fingerprint };
}

let shared: DrawingKit | undefined;

/** The project's kit: Geist Regular (the font next/og drew with), app/icon.svg, read once per process. */
export function drawingKit(): DrawingKit {
  shared ??= makeDrawingKit({
    font: fs.readFileSync(
      path.join(process.cwd(), 'node_modules', 'geist', 'dist', 'fonts', 'geist-sans', 'Geist-Regular.ttf'),
    ),
    mark: fs.readFileSync(path.join(process.cwd(), 'app', 'icon.svg')),
    versions: { satori: satoriPackage.version, ...sharp.versions },
    png: PNG_OPTIONS,
  });
  return shared;
}

/** What a renderer turns into PNG bytes: a drawing made, its size, the title to write into it. */
export interface Picture {
  element: ReactNode;
  width: number;
  height: number;
  title?: string;
}

export type Renderer = (picture: Picture, kit: DrawingKit) => Promise<Buffer>;

/** Draws an image: JSX to SVG (satori), SVG to PNG (sharp), then its title into the PNG. */
export const renderPng: Renderer = async ({ element, width, height, title }, kit) => {
  const svg = await satori(element, {
    width,
    height,
    fonts: [{ name: 'Geist', data: kit.font, weight: 400, style: 'normal' }],
  });
  const png = await sharp(Buffer.from(svg)).png(kit.png).toBuffer();
  return title === undefined ? png : withPngTitle(png, title);
};

/**
 * The cache key of an image: a SHA-256 of everything its bytes are made from (its data, size and
 * title; the font, mark, library versions and PNG settings; the source of its drawing and of the code
 * that renders it), so a changed input can never be answered with a stored image.
 */
export function imageKey<Data>(spec: ImageSpec<Data>, kit: DrawingKit, render: Renderer = renderPng): string {
  return sha256(
    canonicalJson({
      data: spec.data,
      size: [spec.width, spec.height],
      title: spec.title ?? null,
      kit: kit.fingerprint,
      code: [spec.draw.toString(), render.toString(), withPngTitle.toString()],
    }),
  );
}

const warned = new Set<string>();

function store(file: string, bytes: Buffer): void {
  try {
    writeAtomically(file, bytes);
  } catch (error) {
    const dir = path.dirname(file);
    if (!warned.has(dir))
      console.warn(
        `Could not keep drawn images in ${dir} (${(error as NodeJS.ErrnoException).code}): the next build draws them again.`,
      );
    warned.add(dir);
  }
}

const swept = new Map<string, Promise<void>>();

/** Removes, once per process and folder, the files no build has used for UNUSED_DAYS. */
function sweep(dir: string): Promise<void> {
  const oldest = Date.now() - UNUSED_DAYS * 24 * 60 * 60 * 1000;
  const sweeping =
    swept.get(dir) ??
    fs.promises
      .readdir(dir)
      .catch(() => [])
      .then((names) =>
        Promise.all(
          names.map(async (name) => {
            const file = path.join(dir, name);
            const stat = await fs.promises.stat(file).catch(() => undefined);
            if (stat?.isFile() && stat.mtimeMs < oldest)
              await fs.promises.rm(file, { force: true }).catch(() => undefined);
          }),
        ),
      )
      .then(() => undefined);
  swept.set(dir, sweeping);
  return sweeping;
}

/** The stored file's bytes if `accept` takes them; otherwise `make`'s, stored for next time. */
export async function cached(
  file: string,
  accept: (bytes: Buffer) => boolean,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  await sweep(path.dirname(file));
  // Missing, unreadable or not what the key promises: drawn again, never served.
  const stored = await fs.promises.readFile(file).catch(() => undefined);
  if (stored && accept(stored)) {
    const now = new Date();
    await fs.promises.utimes(file, now, now).catch(() => undefined);
    return stored;
  }
  const made = await make();
  store(file, made);
  return made;
}

const matches = (spec: Pick<ImageSpec<unknown>, 'width' | 'height' | 'title'>) => (png: Buffer) => {
  if (!isWholePng(png)) return false;
  const info = pngInfo(png);
  return info.width === spec.width && info.height === spec.height && info.title === spec.title;
};

/** An image drawn once: later builds, and other pages with the same inputs, read it from the cache. */
export function drawPng<Data>(
  spec: ImageSpec<Data>,
  { kit = drawingKit(), dir = path.join(process.cwd(), CACHE_DIR), render = renderPng } = {},
): Promise<Buffer> {
  const draw = () => {
    const mark = `data:image/svg+xml;base64,${kit.mark.toString('base64')}`;
    return render(
      { element: spec.draw(spec.data, mark), width: spec.width, height: spec.height, title: spec.title },
      kit,
    );
  };
  return cached(path.join(dir, `${imageKey(spec, kit, render)}.png`), matches(spec), draw);
}
