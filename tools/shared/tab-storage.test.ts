import { describe, expect, it } from 'vitest';
import { readSaved, save } from './tab-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('readSaved', () => {
  it('reads the answers saved under the key', () => {
    const storage = memoryStorage({ tool: '{"years":"20","heatPumpGrantOn":"off"}' });
    expect(readSaved('tool', storage)).toEqual({ years: '20', heatPumpGrantOn: 'off' });
  });

  it('has none when nothing is saved or storage is missing', () => {
    expect(readSaved('tool', memoryStorage())).toEqual({});
    expect(readSaved('tool', undefined)).toEqual({});
  });

  it('ignores what is not answers: broken text, a list, a number, values that are not text', () => {
    expect(readSaved('tool', memoryStorage({ tool: '{"years":' }))).toEqual({});
    expect(readSaved('tool', memoryStorage({ tool: '["20"]' }))).toEqual({});
    expect(readSaved('tool', memoryStorage({ tool: '7' }))).toEqual({});
    expect(readSaved('tool', memoryStorage({ tool: '{"years":20,"quote":"12,000","x":null}' }))).toEqual({
      quote: '12,000',
    });
  });

  it('has none when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSaved('tool', refusing)).toEqual({});
  });
});

describe('save', () => {
  it('keeps the answers, read back as they were', () => {
    const storage = memoryStorage();
    save('tool', { years: '5', quote: '£12,000' }, storage);
    expect(readSaved('tool', storage)).toEqual({ years: '5', quote: '£12,000' });
  });

  it('forgets the key when there are no answers', () => {
    const storage = memoryStorage({ tool: '{"years":"5"}' });
    save('tool', {}, storage);
    expect(storage.items.has('tool')).toBe(false);
  });

  it('carries on when storage is full or refused', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => save('tool', { years: '5' }, full)).not.toThrow();
    expect(() => save('tool', { years: '5' }, undefined)).not.toThrow();
  });
});
