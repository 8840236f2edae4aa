// A policy that asks a set of deals once per statement (`deal_id in (select private.<set>())`)
// stands for a rule written per deal (private.<rule>(deal_id)); the two must agree for everyone.
import { withDb } from '../../support/db';
import type { Identity } from './identities';

/**
 * The deals, over every deal in the database, on which the set function and the rule per deal
 * disagree for each of these people (as `name: deal id`); both are asked with the person's claims.
 */
export function whereSetAndRuleDisagree(
  people: Identity[],
  setFunction: `private.${string}()`,
  ruleIsTrue: (dealId: string) => string,
) {
  return withDb(async (db) => {
    const found: string[] = [];
    for (const who of people) {
      await db.query('begin');
      await db.query("select set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: who.id, role: 'authenticated' }),
      ]);
      const rows = await db.query(
        `select d.id from public.deals d
          where (d.id in (select ${setFunction})) is distinct from (${ruleIsTrue('d.id')})`,
      );
      await db.query('rollback');
      found.push(...rows.rows.map((row) => `${who.name}: ${row.id as string}`));
    }
    return found;
  });
}
