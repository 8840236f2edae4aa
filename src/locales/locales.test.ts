import { describe, expect, it } from 'vitest';

// Every namespace file of every language, read by Vite at test time.
const files = import.meta.glob<unknown>('./*/*.json', { eager: true, import: 'default' });
const languages = ['en', 'de'] as const;

type Tree = Record<string, unknown>;

function namespaces(language: string): Map<string, Tree> {
  const result = new Map<string, Tree>();
  for (const [file, content] of Object.entries(files)) {
    const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (match && match[1] === language) result.set(match[2]!, content as Tree);
  }
  return result;
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) =>
      leaves(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [[prefix, value]];
}

const byLanguage = Object.fromEntries(
  languages.map((language) => [language, namespaces(language)]),
);

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    expect([...byLanguage.de!.keys()].sort()).toEqual([...byLanguage.en!.keys()].sort());
    expect(byLanguage.en!.size).toBeGreaterThan(0);
  });

  const allNamespaces = [
    ...new Set(languages.flatMap((language) => [...byLanguage[language]!.keys()])),
  ].sort();
  for (const namespace of allNamespaces) {
    it(`${namespace}: every key exists in English and German, and no text is empty`, () => {
      const en = new Map(leaves(byLanguage.en!.get(namespace) ?? {}));
      const de = new Map(leaves(byLanguage.de!.get(namespace) ?? {}));
      const missingInGerman = [...en.keys()].filter((key) => !de.has(key));
      const missingInEnglish = [...de.keys()].filter((key) => !en.has(key));
      const empty = [...en, ...de]
        .filter(([, text]) =>
          typeof text === 'string' ? text.trim() === '' : !Array.isArray(text),
        )
        .map(([key]) => key);
      expect({ missingInGerman, missingInEnglish, empty }).toEqual({
        missingInGerman: [],
        missingInEnglish: [],
        empty: [],
      });
    });
  }
});
