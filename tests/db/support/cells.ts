// One cell of an RLS matrix: an identity tries an operation through the HTTP API; the outcome is
// judged by re-reading the row as the service role, so a refused write is proven to change nothing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { serviceClient } from '../../support/accounts';
import type { Identity } from './identities';

type Row = Record<string, unknown>;
type Match = Record<string, string>;

// Table names come from the matrix at run time; the untyped client keeps that simple.
const loose = (client: unknown) => client as SupabaseClient;
const service = loose(serviceClient());

export async function readAsService(table: string, match: Match): Promise<Row | null> {
  const { data, error } = await service.from(table).select('*').match(match).maybeSingle();
  if (error) throw new Error(`service read of ${table}: ${error.message}`);
  return data as Row | null;
}

export async function deleteAsService(table: string, match: Match): Promise<void> {
  const { error } = await service.from(table).delete().match(match);
  if (error) throw new Error(`service delete of ${table}: ${error.message}`);
}

export async function insertAsService<T extends Row = Row>(table: string, row: Row): Promise<T> {
  const { data, error } = await service.from(table).insert(row).select('*').single();
  if (error) throw new Error(`service insert into ${table}: ${error.message}`);
  return data as T;
}

/** Can the identity read the row? */
export async function canSelect(who: Identity, table: string, match: Match): Promise<boolean> {
  const { data, error } = await loose(who.client).from(table).select('*').match(match);
  if (error) return false;
  return (data?.length ?? 0) > 0;
}

/** Can the identity insert the row? The row is removed again afterwards. */
export async function canInsert(
  who: Identity,
  table: string,
  row: Row,
  match: Match,
): Promise<boolean> {
  expect(
    await readAsService(table, match),
    `${table} ${JSON.stringify(match)} exists before the insert`,
  ).toBeNull();
  const { error } = await loose(who.client).from(table).insert(row);
  const after = await readAsService(table, match);
  if (after) {
    await deleteAsService(table, match);
    expect(error).toBeNull();
    return true;
  }
  expect(error, 'a refused insert answers with an error').not.toBeNull();
  return false;
}

/**
 * Can the identity change the row? A refused update must leave what it names as it was. The patch may
 * be derived from the row as it is; it must change every column it names, or a refused update
 * would pass for an allowed one.
 */
export async function canUpdate(
  who: Identity,
  table: string,
  match: Match,
  patchOrDerive: Row | ((before: Row) => Row),
): Promise<boolean> {
  const before = await readAsService(table, match);
  expect(before, `${table} ${JSON.stringify(match)} exists`).not.toBeNull();
  const patch = typeof patchOrDerive === 'function' ? patchOrDerive(before!) : patchOrDerive;
  expect(
    Object.keys(patch).filter((key) => before?.[key] === patch[key]),
    `${table}: columns the patch would leave as they are`,
  ).toEqual([]);
  await loose(who.client).from(table).update(patch).match(match);
  const after = await readAsService(table, match);
  const changed = Object.entries(patch).every(([key, value]) => after?.[key] === value);
  // Refused: what the patch names is as it was. The row's other columns are not compared: other
  // test files may change them meanwhile (a maintenance run recomputes an owner's reply times).
  const named = (row: Row | null) =>
    Object.fromEntries(Object.keys(patch).map((key) => [key, row?.[key]]));
  if (!changed) expect(named(after)).toEqual(named(before));
  return changed;
}

/** Can the identity delete the row? A refused delete must leave it exactly as it was. */
export async function canDelete(who: Identity, table: string, match: Match): Promise<boolean> {
  const before = await readAsService(table, match);
  expect(before, `${table} ${JSON.stringify(match)} exists`).not.toBeNull();
  await loose(who.client).from(table).delete().match(match);
  const after = await readAsService(table, match);
  if (after) expect(after).toEqual(before);
  return after === null;
}

export type Expectation = 'y' | 'n' | '-';

/**
 * Parses a whitespace-separated table: the header names the columns (first column: the case),
 * every other line is a case with one expectation per identity.
 */
export function parseMatrix(text: string): {
  identities: string[];
  cases: { name: string; expect: Record<string, Expectation> }[];
} {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const [header, ...rows] = lines.map((line) => line.split(/\s+/));
  const identities = header.slice(1);
  const cases = rows.map((cells) => {
    if (cells.length !== header.length)
      throw new Error(
        `matrix line "${cells.join(' ')}" has ${cells.length} cells, expected ${header.length}`,
      );
    const expectations: Record<string, Expectation> = {};
    identities.forEach((identity, i) => {
      const value = cells[i + 1];
      if (value !== 'y' && value !== 'n' && value !== '-')
        throw new Error(`bad cell "${value}" in ${cells[0]}`);
      expectations[identity] = value;
    });
    return { name: cells[0], expect: expectations };
  });
  return { identities, cases };
}
