import { describe, expect, it } from 'vitest';
import { closest } from '@/lib/suggest';

const pages = [
  '/boilers',
  '/knowledge-centre/heat-pump-guide',
  '/knowledge-centre/energy-saving-tips',
  '/knowledge-centre/heat-pump-vs-boiler-costs',
  '/about',
];

describe('closest', () => {
  it('suggests what a typo meant', () => {
    expect(closest('/boiler', pages)).toBe('/boilers');
    expect(closest('/knowledge-centre/heat-pump-guid', pages)).toBe('/knowledge-centre/heat-pump-guide');
    expect(closest('/Knowledge-Centre/Energy-Saving-Tip', pages)).toBe('/knowledge-centre/energy-saving-tips');
    expect(closest('Calout', ['Callout', 'Steps', 'PriceTable'])).toBe('Callout');
  });

  it('suggests nothing for a page that is simply gone, however long the folder both addresses share', () => {
    // Articles of the site, deleted: the old rule offered these unrelated pages.
    expect(closest('/knowledge-centre/annual-servicing-guide', pages)).toBeUndefined();
    expect(closest('/knowledge-centre/heat-pump-maintenance-guide', pages)).toBeUndefined();
    expect(closest('/knowledge-centre/home-energy-audits', pages)).toBeUndefined();
    expect(closest('/warranty', pages)).toBeUndefined();
  });
});
