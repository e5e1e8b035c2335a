import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '@/components/islands/island';

const business = {
  name: 'Wheelwright Heating',
  email: 'office@example.com',
  messagingUrl: 'https://example.com/message',
  phone: { display: '01234 567890', href: 'tel:+441234567890' },
};

describe('<Island>, checked against the island registry', () => {
  it("renders the registry's island of that name inside the root the browser hydrates", () => {
    const html = renderToStaticMarkup(<Island name="QuoteRequestIsland" props={{ business, areas: [] }} />);
    expect(html).toMatch(
      /^<div data-island-root="QuoteRequestIsland" data-island-props="[^"]*"><div data-island="QuoteRequestIsland"/,
    );
  });

  it('takes only a name of the registry, and only the props of that island (tsc checks these lines)', () => {
    const wrongName = () => (
      // @ts-expect-error: no island of the registry is called QuoteForm
      <Island name="QuoteForm" props={{ business }} />
    );
    const wrongProp = () => (
      // @ts-expect-error: the quote request takes business, not site
      <Island name="QuoteRequestIsland" props={{ site: business }} />
    );
    const missingProp = () => (
      // @ts-expect-error: the grant checker needs its id as well as its scheme
      <Island name="GrantCheckerIsland" props={{ scheme: undefined }} />
    );
    const formProps = { src: '', title: '', height: 1, scriptSrc: '', phone: business.phone };
    const slotAsProp = () => (
      // @ts-expect-error: a server-rendered part goes in slots, never in props
      <Island name="EmbeddedFormIsland" props={{ ...formProps, placeholder: <p /> }} />
    );
    const missingSlot = () => (
      // @ts-expect-error: the embedded form needs its placeholder, a server-rendered part
      <Island name="EmbeddedFormIsland" props={formProps} />
    );
    const slotted = () => <Island name="EmbeddedFormIsland" props={formProps} slots={{ placeholder: <p /> }} />;
    const cases = [wrongName, wrongProp, missingProp, slotAsProp, missingSlot, slotted];
    expect(cases.every((element) => typeof element === 'function')).toBe(true);
  });
});
