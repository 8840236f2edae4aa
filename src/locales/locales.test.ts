import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const localesDir = import.meta.dirname;
const languages = ['en', 'de'] as const;

function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      leafKeys(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}

function namespacesOf(language: string): string[] {
  return readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

function keysOf(language: string, namespace: string): string[] {
  const json: unknown = JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'));
  return leafKeys(json).sort();
}

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    expect(namespacesOf('de')).toEqual(namespacesOf('en'));
  });

  const allNamespaces = [...new Set(languages.flatMap(namespacesOf))];
  for (const namespace of allNamespaces) {
    it(`${namespace}: every key exists in English and German`, () => {
      const [en, de] = languages.map((language) => new Set(keysOf(language, namespace)));
      const missingInGerman = [...en!].filter((key) => !de!.has(key));
      const missingInEnglish = [...de!].filter((key) => !en!.has(key));
      expect({ missingInGerman, missingInEnglish }).toEqual({ missingInGerman: [], missingInEnglish: [] });
    });

    it(`${namespace}: no empty texts`, () => {
      for (const language of languages) {
        const json: unknown = JSON.parse(
          readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8'),
        );
        const empty = leafKeys(json).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty, `${language}/${namespace}`).toEqual([]);
      }
    });
  }
});
