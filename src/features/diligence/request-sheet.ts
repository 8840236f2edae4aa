// The request list to and from a spreadsheet's rows, with the headers and labels of the UI's
// language (an import also understands the other language's, and the database's own values).
import type { TFunction } from 'i18next';
import {
  CATEGORIES,
  PRIORITIES,
  type DealDiligence,
  type DiligenceCategory,
  type DiligencePriority,
} from './api/deal-diligence';
import type { RequestFormValues } from './api/request-schema';
import { toIsoDate, type Sheet } from './spreadsheet';

type T = TFunction<'diligence'>;

const COLUMNS = [
  'no',
  'title',
  'description',
  'category',
  'priority',
  'dueDate',
  'status',
  'assignee',
  'answer',
  'documents',
  'answeredAt',
  'acceptedAt',
] as const;

/** The whole list with statuses, links and dates (dates as YYYY-MM-DD, sortable everywhere). */
export function requestsToSheet(data: DealDiligence, t: T): Sheet {
  return [
    COLUMNS.map((column) => t(`sheet.${column}`)),
    ...data.requests.map((r) => [
      String(r.ref_no),
      r.title,
      r.description ?? '',
      t(`category.${r.category}`),
      t(`priority.${r.priority}`),
      r.due_date ?? '',
      t(`status.${r.status}`),
      r.assignee_name ?? '',
      r.answer_text ?? '',
      r.documents.map((d) => d.name).join(', '),
      r.answered_at?.slice(0, 10) ?? '',
      r.accepted_at?.slice(0, 10) ?? '',
    ]),
  ];
}

const norm = (value: string) => value.trim().toLowerCase();

/**
 * Rows of an imported sheet to new requests. The header row names the columns (in either
 * language, or the column keys); a row without a title is skipped. Statuses are not imported: a
 * new request is open.
 */
export function sheetToRequests(sheet: Sheet, translators: T[]): RequestFormValues[] {
  const [header, ...rows] = sheet;
  if (!header) return [];
  const indexOf = (column: (typeof COLUMNS)[number]) => {
    const names = new Set([
      column.toLowerCase(),
      ...translators.map((t) => norm(t(`sheet.${column}`))),
    ]);
    return header.findIndex((h) => names.has(norm(h)));
  };
  const match = <V extends string>(
    values: readonly V[],
    kind: 'category' | 'priority',
    text: string,
    fallback: V,
  ): V => {
    const wanted = norm(text);
    return (
      values.find(
        (v) => v === wanted || translators.some((t) => norm(t(`${kind}.${v}` as never)) === wanted),
      ) ?? fallback
    );
  };
  const at = {
    title: indexOf('title'),
    description: indexOf('description'),
    category: indexOf('category'),
    priority: indexOf('priority'),
    dueDate: indexOf('dueDate'),
  };
  if (at.title < 0) return [];
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '') : '');
  return rows
    .filter((row) => cell(row, at.title).trim() !== '')
    .map((row) => ({
      title: cell(row, at.title).trim().slice(0, 200),
      description: cell(row, at.description).trim().slice(0, 4000),
      category: match<DiligenceCategory>(CATEGORIES, 'category', cell(row, at.category), 'other'),
      priority: match<DiligencePriority>(PRIORITIES, 'priority', cell(row, at.priority), 'normal'),
      due_date: toIsoDate(cell(row, at.dueDate)),
    }));
}
