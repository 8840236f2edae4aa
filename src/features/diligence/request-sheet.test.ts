import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import de from '../../locales/de/diligence.json';
import en from '../../locales/en/diligence.json';
import { sheetToRequests } from './request-sheet';

/** A translator over one language's JSON (what i18next's fixed t does for these keys). */
const translator = (texts: Record<string, unknown>) =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        texts,
      )) as unknown as TFunction<'diligence'>;

describe('importing a request list', () => {
  it('reads German headers and labels, English ones, and the database values', () => {
    const rows = sheetToRequests(
      [
        ['Nr.', 'Titel', 'Bereich', 'Priorität', 'Frist', 'Status'],
        ['1', 'Jahresabschlüsse', 'Finanzen', 'Hoch', '31.12.2026', 'Akzeptiert'],
        ['2', '', 'Steuern', '', '', ''],
        ['3', 'Leases', 'real_estate', 'Low', '2026-12-01', ''],
        ['4', 'Unknown category', 'Marketing', 'urgent', 'soon', ''],
      ],
      [translator(en), translator(de)],
    );
    expect(rows).toEqual([
      {
        title: 'Jahresabschlüsse',
        description: '',
        category: 'financial',
        priority: 'high',
        due_date: '2026-12-31',
      },
      {
        title: 'Leases',
        description: '',
        category: 'real_estate',
        priority: 'low',
        due_date: '2026-12-01',
      },
      {
        title: 'Unknown category',
        description: '',
        category: 'other',
        priority: 'normal',
        due_date: '',
      },
    ]);
  });

  it('a sheet without a title column gives nothing', () => {
    expect(
      sheetToRequests(
        [
          ['A', 'B'],
          ['x', 'y'],
        ],
        [translator(en)],
      ),
    ).toEqual([]);
  });
});
