// The archive's file formats: JSON and CSV of rows (in the order read: stable keys, so the same
// data gives the same bytes), safe ASCII paths, the sha256sum manifest and the ZIP (fflate), all
// dated from the data (the deal's closing), never from the clock.
import { zipSync } from 'npm:fflate@^0.8.2';

export type Row = Record<string, unknown>;
export type Files = Map<string, Uint8Array>;

const encoder = new TextEncoder();

export const jsonFile = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180 CSV with a header line; the columns are the given ones (every row, same order). */
export function csvFile(rows: Row[], columns: string[]): Uint8Array {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => cell(row[c])).join(',')),
  ];
  return encoder.encode(`${lines.join('\r\n')}\r\n`);
}

/** A path segment from a user's name: ASCII letters, digits and a few marks, at most 80 long. */
export function safeName(name: string): string {
  const ascii = name
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._() -]+/g, '_')
    .replace(/^[.\s]+|\s+$/g, '')
    .slice(0, 80);
  return ascii || '_';
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `sha256sum` format, one line per file in path order: "<hex>  <path>". */
export async function manifest(files: Files): Promise<Uint8Array> {
  const paths = [...files.keys()].sort();
  const lines: string[] = [];
  for (const path of paths) lines.push(`${await sha256Hex(files.get(path)!)}  ${path}`);
  return encoder.encode(`${lines.join('\n')}\n`);
}

/** The ZIP of the files (path order), each dated `at`: the same files give the same bytes. */
export function zip(files: Files, at: Date): Uint8Array {
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = {};
  for (const path of [...files.keys()].sort()) entries[path] = [files.get(path)!, { mtime: at }];
  return zipSync(entries, { level: 6, mtime: at });
}
