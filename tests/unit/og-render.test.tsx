import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { isWholePng, pngInfo, withPngTitle } from '@/lib/og-png';
import {
  drawingKit,
  drawPng,
  imageKey,
  makeDrawingKit,
  renderPng,
  type DrawingKit,
  type ImageSpec,
  type Renderer,
  UNUSED_DAYS,
} from '@/lib/og-render';
import { tempDir } from './temp-dir';

interface Card {
  title: string;
  section: string;
}

const draw = (card: Card, mark: string) => (
  <div style={{ display: 'flex' }}>
    {card.section}: {card.title} {mark.length}
  </div>
);
// The same drawing but for one colour: another source text.
const redrawn = (card: Card, mark: string) => (
  <div style={{ display: 'flex', color: 'red' }}>
    {card.section}: {card.title} {mark.length}
  </div>
);

const kitOf = (changes: Partial<Omit<DrawingKit, 'fingerprint'>> = {}) =>
  makeDrawingKit({
    font: Buffer.from('font bytes'),
    mark: Buffer.from('<svg/>'),
    versions: { satori: '1.0.0', sharp: '1.0.0' },
    png: { compressionLevel: 3 },
    ...changes,
  });

const specOf = (card: Partial<Card> = {}, changes: Partial<ImageSpec<Card>> = {}): ImageSpec<Card> => ({
  draw,
  data: { title: 'Boiler servicing', section: 'Boilers', ...card },
  width: 12,
  height: 6,
  title: card.title ?? 'Boiler servicing',
  ...changes,
});

describe('the cache key of a drawn image', () => {
  const key = imageKey(specOf(), kitOf());

  it('is the same for the same inputs, however they were assembled', () => {
    expect(imageKey(specOf(), kitOf())).toBe(key);
    const reordered = { section: 'Boilers', title: 'Boiler servicing' };
    expect(imageKey(specOf({}, { data: reordered }), kitOf({ mark: Buffer.from('<svg/>') }))).toBe(key);
  });

  it.each<[string, string]>([
    ['title', imageKey(specOf({ title: 'Boiler servicing costs' }), kitOf())],
    ['title written into the PNG', imageKey(specOf({}, { title: 'Another' }), kitOf())],
    ['section', imageKey(specOf({ section: 'Heat pumps' }), kitOf())],
    ['size', imageKey(specOf({}, { width: 13 }), kitOf())],
    ['logo bytes', imageKey(specOf(), kitOf({ mark: Buffer.from('<svg></svg>') }))],
    ['font bytes', imageKey(specOf(), kitOf({ font: Buffer.from('font bytes 2') }))],
    ['library versions', imageKey(specOf(), kitOf({ versions: { satori: '1.0.1', sharp: '1.0.0' } }))],
    ['PNG options', imageKey(specOf(), kitOf({ png: { compressionLevel: 4 } }))],
    ['drawing source', imageKey(specOf({}, { draw: redrawn }), kitOf())],
    ['renderer source', imageKey(specOf(), kitOf(), async () => Buffer.alloc(0))],
  ])('changes with the %s', (_input, changed) => {
    expect(changed).toMatch(/^[0-9a-f]{64}$/);
    expect(changed).not.toBe(key);
  });
});

/** A real PNG of this size and title, drawn without satori. */
async function plainPng(width: number, height: number, title?: string): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#0b4d70' } })
    .png()
    .toBuffer();
  return title === undefined ? png : withPngTitle(png, title);
}

/** A renderer that draws plain PNGs and counts its calls. */
const fakeRenderer = () => vi.fn<Renderer>(async (picture) => plainPng(picture.width, picture.height, picture.title));

describe('drawn images kept between builds', () => {
  const kit = kitOf();
  const fileOf = (dir: string, render: Renderer, spec = specOf()) =>
    path.join(dir, `${imageKey(spec, kit, render)}.png`);

  it('are drawn once, then served from the cache byte for byte', async () => {
    const dir = tempDir('og-cache-');
    const render = fakeRenderer();
    const drawing = vi.fn(draw);
    const spec = specOf({}, { draw: drawing });
    const first = await drawPng(spec, { kit, dir, render });
    expect(drawing).toHaveBeenCalledOnce();
    expect(render).toHaveBeenCalledOnce();
    expect(pngInfo(first)).toEqual({ width: 12, height: 6, title: 'Boiler servicing' });
    // Written whole under its key, with no temporary file left beside it.
    expect(fs.readdirSync(dir)).toEqual([path.basename(fileOf(dir, render, spec))]);

    const again = await drawPng(spec, { kit, dir, render });
    expect(drawing).toHaveBeenCalledOnce();
    expect(render).toHaveBeenCalledOnce();
    expect(again.equals(first)).toBe(true);

    const retitled = await drawPng(
      { ...spec, data: { ...spec.data, title: 'Boiler servicing costs' }, title: 'Boiler servicing costs' },
      { kit, dir, render },
    );
    expect(render).toHaveBeenCalledTimes(2);
    expect(pngInfo(retitled).title).toBe('Boiler servicing costs');
  });

  it.each<[string, (good: Buffer) => Promise<Buffer | 'folder'>]>([
    ['cut short', async (good) => good.subarray(0, good.length - 20)],
    ['changed by one bit', async (good) => Buffer.from(good.map((byte, at) => (at === 40 ? byte ^ 1 : byte)))],
    ['not a PNG', async () => Buffer.from('not a PNG')],
    ['empty', async () => Buffer.alloc(0)],
    ['a whole PNG with another title', async () => plainPng(12, 6, 'A stale title')],
    ['a whole PNG of another size', async () => plainPng(12, 7, 'Boiler servicing')],
    ['unreadable (a folder)', async () => 'folder'],
  ])('are drawn again, never served, when the stored file is %s', async (_fault, spoil) => {
    const dir = tempDir('og-cache-');
    const render = fakeRenderer();
    const good = await drawPng(specOf(), { kit, dir, render });
    const file = fileOf(dir, render);
    const spoilt = await spoil(good);
    fs.rmSync(file);
    if (spoilt === 'folder') fs.mkdirSync(file);
    else fs.writeFileSync(file, spoilt);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const redrawn = await drawPng(specOf(), { kit, dir, render });
    warn.mockRestore();
    expect(render).toHaveBeenCalledTimes(2);
    expect(redrawn.equals(good)).toBe(true);
    if (spoilt !== 'folder') expect(fs.readFileSync(file).equals(good)).toBe(true);
  });

  it(`are removed once no build has used them for ${UNUSED_DAYS} days, a hit counting as a use`, async () => {
    const dir = tempDir('og-cache-');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const storedAt = async (name: string, days: number) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, await plainPng(12, 6, name));
      fs.utimesSync(file, daysAgo(days), daysAgo(days));
      return file;
    };
    const render = fakeRenderer();
    const inUse = fileOf(dir, render);
    fs.writeFileSync(inUse, await plainPng(12, 6, 'Boiler servicing'));
    fs.utimesSync(inUse, daysAgo(UNUSED_DAYS - 1), daysAgo(UNUSED_DAYS - 1));
    const unused = await storedAt('a-title-changed-since.png', UNUSED_DAYS + 1);
    const recent = await storedAt('another-page.png', UNUSED_DAYS - 1);

    await drawPng(specOf(), { kit, dir, render });
    expect(render).not.toHaveBeenCalled();
    expect(fs.existsSync(unused)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    expect(fs.statSync(inUse).mtimeMs).toBeGreaterThan(daysAgo(1).getTime());
  });

  it('are still drawn when the cache cannot be written', async () => {
    const blocked = path.join(tempDir('og-cache-'), 'a-file');
    fs.writeFileSync(blocked, '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const png = await drawPng(specOf(), { kit, dir: path.join(blocked, 'cards'), render: fakeRenderer() });
    expect(pngInfo(png).title).toBe('Boiler servicing');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/draws them again/);
    warn.mockRestore();
  });
});

describe('a PNG checked whole', () => {
  it('passes only with every chunk and its checksum, ending at IEND', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(isWholePng(png)).toBe(true);
    expect(isWholePng(withPngTitle(png, 'Heat pumps'))).toBe(true);
    expect(isWholePng(png.subarray(0, png.length - 1))).toBe(false);
    expect(isWholePng(Buffer.concat([png, Buffer.from([0])]))).toBe(false);
    const flipped = Buffer.from(png);
    flipped[20] = flipped[20]! ^ 0x80;
    expect(isWholePng(flipped)).toBe(false);
  });
});

describe('the project’s renderer', () => {
  it('draws the spec at its size with its title, in Geist from the kit read once', async () => {
    const kit = drawingKit();
    expect(drawingKit()).toBe(kit);
    expect(kit.versions).toMatchObject({ satori: expect.stringMatching(/^\d+\.\d+\.\d+$/), sharp: expect.any(String) });
    const png = await renderPng(
      { element: draw(specOf().data, ''), width: 120, height: 63, title: 'Boiler servicing' },
      kit,
    );
    expect(isWholePng(png)).toBe(true);
    expect(pngInfo(png)).toEqual({ width: 120, height: 63, title: 'Boiler servicing' });
  });
});
