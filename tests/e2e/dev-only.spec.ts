import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The building blocks catalogue is a page of `npm run dev` only (app/components-catalogue/page.dev.tsx).
test('the building blocks catalogue is not exported', async ({ request }) => {
  const exported = (fs.readdirSync(path.resolve('out'), { recursive: true }) as string[]).filter((file) =>
    file.includes('components-catalogue'),
  );
  expect(exported).toEqual([]);
  expect((await request.get('/components-catalogue')).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('components-catalogue');
});
