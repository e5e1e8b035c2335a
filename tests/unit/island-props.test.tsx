import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandOf } from '@/components/islands/island';
import { IslandPropsError, islandRoots, propsJson } from '@/components/islands/markup';

function Greeting({ name, footer }: { name: string; footer: React.ReactNode }) {
  return (
    <div data-island="Greeting">
      Hello {name}
      {footer}
    </div>
  );
}

const Island = islandOf({ Greeting });

describe('an island as the browser hydrates it', () => {
  it('is rendered inside a root naming it, with its props as JSON and its slots kept as HTML', () => {
    const html = renderToStaticMarkup(
      <Island name="Greeting" props={{ name: 'Sam' }} slots={{ footer: <em>Bye</em> }} />,
    );
    expect(html).toBe(
      '<div data-island-root="Greeting" data-island-props="{&quot;name&quot;:&quot;Sam&quot;}">' +
        '<div data-island="Greeting">Hello Sam<div class="contents" data-island-slot="footer"><em>Bye</em></div></div></div>',
    );
    expect(islandRoots(html)).toEqual(['Greeting']);
  });

  it('takes props JSON carries unchanged, leaving out the undefined ones as JSON does', () => {
    expect(propsJson('X', { a: 'text', b: 2, c: [true, null], d: { e: undefined, f: 'g' } })).toBe(
      '{"a":"text","b":2,"c":[true,null],"d":{"f":"g"}}',
    );
  });

  it('refuses props JSON would change, naming the island and the prop', () => {
    expect(() => propsJson('GrantChecker', { scheme: { checked: new Date(0) } })).toThrow(IslandPropsError);
    expect(() => propsJson('GrantChecker', { scheme: { checked: new Date(0) } })).toThrow(
      'The island <GrantChecker> was given a Date at props.scheme.checked',
    );
    expect(() => propsJson('X', { onDone: () => {} })).toThrow('given a function at props.onDone');
    expect(() => propsJson('X', { list: [1, Number.NaN] })).toThrow('given NaN at props.list[1]');
    expect(() => propsJson('X', { node: <b /> })).toThrow('given a React element at props.node');
  });
});
