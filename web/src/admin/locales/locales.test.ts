import { describe, expect, it } from 'vitest';
import en from '@/admin/locales/en/admin.json';
import tr from '@/admin/locales/tr/admin.json';

function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (typeof tree === 'object' && tree !== null) {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && value !== null) flatten(value, path).forEach((v, k) => leaves.set(k, v));
      else leaves.set(path, value);
    }
  }
  return leaves;
}
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the back office texts', () => {
  it('has the same keys and placeholders in English as in Turkish, and no empty text', () => {
    const reference = flatten(tr);
    const translated = flatten(en);
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of reference) {
      expect(placeholders(translated.get(key)), key).toEqual(placeholders(text));
      expect(String(text).trim(), key).not.toBe('');
      expect(String(translated.get(key)).trim(), key).not.toBe('');
    }
  });
});
