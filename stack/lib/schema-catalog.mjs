// The app's schema as a list of objects read from a database's catalogs: every schema, extension,
// type, table (columns, constraints, row-level security, comments, grants), index, function,
// trigger and policy of the app (schemas public and private, plus the app's policies on
// storage.objects and realtime.messages, its triggers on auth.users), the Storage buckets and the
// tables of the Realtime publication. Each object has a key that names it ("function
// public.deal_overview(uuid)") and its SQL text, written with Postgres' own deparsers
// (pg_get_functiondef, pg_get_constraintdef, pg_get_indexdef, pg_get_triggerdef, pg_get_expr).
//
// Two uses: tests/stack/declared-schema.test.ts compares the objects of two databases key by key
// (the declared schema and the migrations must build the same), and stack/lib/declared-schema.mjs
// writes supabase/schemas/<subject>.sql from them. Grants are written relative to what a new object
// gets anyway (the default privileges of its schema), so a declared file says only what differs:
// `revoke all on table public.audit_events from anon;`.
import pg from 'pg';

export const APP_SCHEMAS = ['public', 'private'];
/** Supabase's schemas whose tables carry app policies and triggers. */
const HOST_TABLES = ['storage.objects', 'storage.buckets', 'realtime.messages', 'auth.users'];
const PUBLICATIONS = ['supabase_realtime'];

/**
 * One object of the schema: its key, kind, name and SQL text. A table also carries its parts
 * ([name, text] of each column, constraint, grant…) to be compared part by part; a reference row
 * its table, primary key and columns; `declared: false` marks what the bootstrap makes.
 * @typedef {{
 *   key: string, kind: string, name: string, sql: string, schema?: string, table?: string,
 *   function?: string, command?: string, declared?: boolean, parts?: [string, string][],
 *   primaryKey?: string[], columns?: string[]
 * }} CatalogObject
 */
/** An object whose text differs between two catalogs (null: missing on that side). */
/** @typedef {{ key: string, left: string | null, right: string | null }} Difference */
/** One privilege of an ACL ('' is PUBLIC). */
/** @typedef {{ grantee: string, privilege: string }} AclEntry */
/** The default ACL a new object of a kind ('r', 'S', 'f', 'T') in a schema gets. */
/** @typedef {(schema: string, kind: string) => AclEntry[]} DefaultAcls */

/**
 * @param {string} name
 */
export const ident = (name) =>
  /^[a-z_][a-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
/**
 * @param {string} text
 */
export const literal = (text) => `'${text.replaceAll("'", "''")}'`;
/**
 * @param {string} schema
 * @param {string} name
 */
export const qualified = (schema, name) => `${ident(schema)}.${ident(name)}`;

/**
 * @param {string} text
 * @param {string} kind
 * @param {string} target
 */
const comment = (kind, target, text) =>
  text == null ? [] : [`comment on ${kind} ${target} is ${literal(text)};`];

// Privileges in the order GRANT prints them; ALL means every privilege of that kind of object.
/** @type {Record<string, string[]>} */
const ALL_PRIVILEGES = {
  table: ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER', 'MAINTAIN'],
  sequence: ['SELECT', 'UPDATE', 'USAGE'],
  function: ['EXECUTE'],
  type: ['USAGE'],
  schema: ['USAGE', 'CREATE'],
};

/**
 * GRANT and REVOKE statements that turn the default ACL into the actual one.
 * @param {string} kind table | sequence | function | type | schema
 * @param {string} target the object as SQL names it after ON <kind>
 * @param {{grantee: string, privilege: string}[]} actual
 * @param {{grantee: string, privilege: string}[]} defaults
 */
function aclStatements(kind, target, actual, defaults, columns = '') {
  /** @param {AclEntry[]} entries */
  const byRole = (entries) => {
    /** @type {Map<string, Set<string>>} */
    const map = new Map();
    for (const { grantee, privilege } of entries) {
      if (!map.has(grantee)) map.set(grantee, new Set());
      map.get(grantee)?.add(privilege);
    }
    return map;
  };
  const want = byRole(actual);
  const have = byRole(defaults);
  const roles = [...new Set([...want.keys(), ...have.keys()])].sort();
  const order = ALL_PRIVILEGES[kind];
  /** @param {string[]} privileges */
  const list = (privileges) =>
    privileges.length === order.length && !columns
      ? 'all'
      : privileges
          .sort((a, b) => order.indexOf(a) - order.indexOf(b))
          .map((p) => `${p.toLowerCase()}${columns}`)
          .join(', ');
  /**
   * @param {string} name
   */
  const role = (name) => (name === '' ? 'public' : ident(name));
  // One statement per privilege list, naming every role it applies to.
  /** @type {Map<string, string[]>} */
  const revokes = new Map();
  /** @type {Map<string, string[]>} */
  const grants = new Map();
  /**
   * @param {Map<string, string[]>} map
   * @param {string[]} privileges
   * @param {string} name
   */
  const add = (map, privileges, name) => {
    if (!privileges.length) return;
    const text = list(privileges);
    map.set(text, [...(map.get(text) ?? []), role(name)]);
  };
  for (const name of roles) {
    const granted = want.get(name) ?? new Set();
    const given = have.get(name) ?? new Set();
    add(
      revokes,
      [...given].filter((p) => !granted.has(p)),
      name,
    );
    add(
      grants,
      [...granted].filter((p) => !given.has(p)),
      name,
    );
  }
  return [
    ...[...revokes].map(
      ([text, names]) => `revoke ${text} on ${kind} ${target} from ${names.join(', ')};`,
    ),
    ...[...grants].map(
      ([text, names]) => `grant ${text} on ${kind} ${target} to ${names.join(', ')};`,
    ),
  ];
}

// An ACL as {grantee, privilege} rows without the owner's own entries (ownership is checked
// separately); a null ACL means the built-in default for that kind of object.
/**
 * @param {string} acl SQL of the ACL column
 * @param {string} defaultKind acldefault's kind
 * @param {string} owner SQL of the owner's oid
 */
const EXPLODE = (acl, defaultKind, owner) => `
  coalesce((
    select json_agg(json_build_object(
      'grantee', coalesce(grantee_role.rolname, ''), 'privilege', acl_entry.privilege_type)
      order by coalesce(grantee_role.rolname, ''), acl_entry.privilege_type)
    from aclexplode(coalesce(${acl}, acldefault('${defaultKind}', ${owner}))) acl_entry
    left join pg_roles grantee_role on grantee_role.oid = acl_entry.grantee
    where acl_entry.grantee <> ${owner}
  ), '[]'::json)`;

/**
 * What a new object of `kind` ('r', 'S', 'f', 'T') made by postgres in `schema` gets.
 * @param {import('pg').ClientBase} client
 */
async function defaultAcls(client) {
  const { rows } = await client.query(
    `
    select s.nspname as schema, k.kind,
      ${EXPLODE(
        `(select array_agg(entry) from (
            select unnest(coalesce(
              (select defaclacl from pg_default_acl where defaclrole = 'postgres'::regrole and defaclnamespace = 0 and defaclobjtype = k.kind::"char"),
              acldefault(k.kind::"char", 'postgres'::regrole))) as entry
            union
            select unnest(defaclacl) from pg_default_acl
            where defaclrole = 'postgres'::regrole and defaclnamespace = s.oid and defaclobjtype = k.kind::"char") entries)`,
        'r',
        `'postgres'::regrole`,
      )} as acl
    from pg_namespace s cross join (values ('r'), ('S'), ('f'), ('T')) k(kind)
    where s.nspname = any($1)`,
    [APP_SCHEMAS],
  );
  /** @type {Map<string, AclEntry[]>} */
  const map = new Map();
  for (const row of rows) map.set(`${row.schema}:${row.kind}`, row.acl);
  /** @type {DefaultAcls} */
  const defaults = (schema, kind) => map.get(`${schema}:${kind}`) ?? [];
  return defaults;
}

/**
 * @param {import('pg').ClientBase} client
 */
async function schemas(client) {
  const { rows } = await client.query(
    `select n.nspname as name, r.rolname as owner, obj_description(n.oid, 'pg_namespace') as comment,
       ${EXPLODE('n.nspacl', 'n', 'n.nspowner')} as acl, ${EXPLODE('null', 'n', 'n.nspowner')} as default_acl
     from pg_namespace n join pg_roles r on r.oid = n.nspowner where n.nspname = any($1) order by n.nspname`,
    [APP_SCHEMAS],
  );
  return rows.map((row) => ({
    key: `schema ${row.name}`,
    kind: 'schema',
    name: row.name,
    // public comes with the database; its grants are the bootstrap's, compared but not declared.
    sql: [
      ...(row.name === 'public' ? [] : [`create schema ${ident(row.name)};`]),
      ...(row.name === 'public' ? [] : comment('schema', ident(row.name), row.comment)),
      ...(row.name === 'public'
        ? row.acl.map(
            (/** @type {AclEntry} */ e) => `-- usage: ${e.grantee || 'public'} ${e.privilege}`,
          )
        : aclStatements('schema', ident(row.name), row.acl, row.default_acl)),
    ].join('\n'),
    declared: row.name !== 'public',
  }));
}

/**
 * @param {import('pg').ClientBase} client
 */
async function extensions(client) {
  const { rows } = await client.query(
    `select e.extname as name, n.nspname as schema, obj_description(e.oid, 'pg_extension') as comment
     from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname <> 'plpgsql' order by e.extname`,
  );
  return rows.map((row) => ({
    key: `extension ${row.name}`,
    kind: 'extension',
    name: row.name,
    sql: `create extension if not exists ${ident(row.name)} with schema ${ident(row.schema)};`,
    // The stack's bootstrap creates these (as the Supabase image does); the app adds the others.
    declared: !['pgcrypto', 'uuid-ossp', 'pg_trgm'].includes(row.name),
  }));
}

/**
 * @param {import('pg').ClientBase} client
 * @param {DefaultAcls} defaults
 */
async function types(client, defaults) {
  const { rows } = await client.query(
    `select n.nspname as schema, t.typname as name, obj_description(t.oid, 'pg_type') as comment,
       array(select e.enumlabel from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder)::text[] as labels,
       ${EXPLODE('t.typacl', 'T', 't.typowner')} as acl
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = any($1) and t.typtype = 'e'
     order by n.nspname, t.typname`,
    [APP_SCHEMAS],
  );
  return rows.map((row) => {
    const name = qualified(row.schema, row.name);
    return {
      key: `type ${row.schema}.${row.name}`,
      kind: 'type',
      schema: row.schema,
      name: row.name,
      sql: [
        `create type ${name} as enum (\n${row.labels.map((/** @type {string} */ l) => `  ${literal(l)}`).join(',\n')}\n);`,
        ...comment('type', name, row.comment),
        ...aclStatements('type', name, row.acl, defaults(row.schema, 'T')),
      ].join('\n'),
    };
  });
}

/**
 * @param {import('pg').ClientBase} client
 * @param {DefaultAcls} defaults
 */
async function tables(client, defaults) {
  const { rows } = await client.query(
    `select c.oid, n.nspname as schema, c.relname as name, c.relkind as kind,
       c.relrowsecurity as rls, c.relforcerowsecurity as force_rls,
       obj_description(c.oid, 'pg_class') as comment,
       case when c.relkind = 'v' then pg_get_viewdef(c.oid, true) end as view_definition,
       ${EXPLODE('c.relacl', 'r', 'c.relowner')} as acl
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) and c.relkind in ('r', 'p', 'v')
     order by n.nspname, c.relname`,
    [APP_SCHEMAS],
  );
  const out = [];
  for (const table of rows) {
    const name = qualified(table.schema, table.name);
    const { rows: columns } = await client.query(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
         a.attidentity as identity, a.attgenerated as generated, pg_get_expr(d.adbin, d.adrelid) as default_value,
         col_description(a.attrelid, a.attnum) as comment,
         ${EXPLODE('a.attacl', 'r', `(select relowner from pg_class where oid = a.attrelid)`)} as acl,
         a.attacl is not null as has_acl,
         s.seqrelid as sequence, sc.relname as sequence_name,
         ${EXPLODE('sc.relacl', 's', 'sc.relowner')} as sequence_acl
       from pg_attribute a
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       left join pg_depend dep on dep.refobjid = a.attrelid and dep.refobjsubid = a.attnum
         and dep.classid = 'pg_class'::regclass and dep.deptype = 'i'
       left join pg_sequence s on s.seqrelid = dep.objid
       left join pg_class sc on sc.oid = s.seqrelid
       where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [table.oid],
    );
    const { rows: constraints } = await client.query(
      `select conname as name, contype as type, pg_get_constraintdef(oid) as definition,
         obj_description(oid, 'pg_constraint') as comment
       from pg_constraint where conrelid = $1
       order by case contype when 'p' then 0 when 'u' then 1 when 'c' then 2 when 'x' then 3 else 4 end, conname`,
      [table.oid],
    );
    const sql = [];
    // What the comparison names one by one; the sql below says the same as one text.
    const parts = [];
    if (table.kind === 'v') {
      sql.push(`create view ${name} as\n${table.view_definition.trimEnd()}`);
    } else {
      const lines = columns.map((column) => {
        let line = `  ${ident(column.name)} ${column.type}`;
        if (column.identity === 'a') line += ' generated always as identity';
        if (column.identity === 'd') line += ' generated by default as identity';
        if (column.generated === 's')
          line += ` generated always as (${column.default_value}) stored`;
        else if (column.default_value != null) line += ` default ${column.default_value}`;
        if (column.not_null) line += ' not null';
        parts.push([`column ${column.name}`, line.trim()]);
        return line;
      });
      // Foreign keys follow the table (they may point at a table declared later or in a cycle).
      for (const c of constraints.filter((c) => c.type !== 'f'))
        lines.push(`  constraint ${ident(c.name)} ${c.definition}`);
      for (const c of constraints) parts.push([`constraint ${c.name}`, c.definition]);
      parts.push(['row level security', `${table.rls} ${table.force_rls}`]);
      sql.push(`create table ${name} (\n${lines.join(',\n')}\n);`);
      for (const c of constraints.filter((c) => c.type === 'f'))
        sql.push(`alter table ${name} add constraint ${ident(c.name)} ${c.definition};`);
      if (table.rls) sql.push(`alter table ${name} enable row level security;`);
      if (table.force_rls) sql.push(`alter table ${name} force row level security;`);
    }
    sql.push(...comment(table.kind === 'v' ? 'view' : 'table', name, table.comment));
    for (const column of columns)
      sql.push(...comment('column', `${name}.${ident(column.name)}`, column.comment));
    for (const c of constraints)
      sql.push(...comment(`constraint ${ident(c.name)} on`, name, c.comment));
    sql.push(...aclStatements('table', name, table.acl, defaults(table.schema, 'r')));
    // Column grants as `grant insert (a, b) on table t to r;`: columns grouped per role and privilege.
    const columnGrants = new Map();
    for (const column of columns)
      for (const { grantee, privilege } of column.has_acl ? column.acl : []) {
        const key = `${privilege.toLowerCase()}\u0000${grantee === '' ? 'public' : ident(grantee)}`;
        columnGrants.set(key, [...(columnGrants.get(key) ?? []), ident(column.name)]);
      }
    for (const [key, names] of columnGrants) {
      const [privilege, grantee] = key.split('\u0000');
      sql.push(`grant ${privilege} (${names.join(', ')}) on table ${name} to ${grantee};`);
    }
    for (const column of columns) {
      if (column.sequence)
        sql.push(
          ...aclStatements(
            'sequence',
            qualified(table.schema, column.sequence_name),
            column.sequence_acl,
            defaults(table.schema, 'S'),
          ),
        );
    }
    parts.push([
      'comments and grants',
      sql.filter((l) => /^(comment|grant|revoke) /.test(l)).join('\n'),
    ]);
    if (table.kind === 'v') parts.push(['definition', table.view_definition]);
    out.push({
      parts,
      key: `${table.kind === 'v' ? 'view' : 'table'} ${table.schema}.${table.name}`,
      kind: 'table',
      schema: table.schema,
      name: table.name,
      table: `${table.schema}.${table.name}`,
      sql: sql.join('\n'),
    });
  }
  return out;
}

/**
 * @param {import('pg').ClientBase} client
 */
async function indexes(client) {
  const { rows } = await client.query(
    `select n.nspname as schema, i.relname as name, pg_get_indexdef(i.oid) as definition,
       obj_description(i.oid, 'pg_class') as comment, tn.nspname || '.' || t.relname as table
     from pg_index x
     join pg_class i on i.oid = x.indexrelid
     join pg_namespace n on n.oid = i.relnamespace
     join pg_class t on t.oid = x.indrelid
     join pg_namespace tn on tn.oid = t.relnamespace
     where n.nspname = any($1)
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.contype in ('p', 'u', 'x'))
     order by n.nspname, i.relname`,
    [APP_SCHEMAS],
  );
  return rows.map((row) => ({
    key: `index ${row.schema}.${row.name}`,
    kind: 'index',
    schema: row.schema,
    name: row.name,
    table: row.table,
    sql: [
      `${String(row.definition).replace(/^CREATE (UNIQUE )?INDEX /, (_, u) => `create ${u ? 'unique ' : ''}index `)};`,
      ...comment('index', qualified(row.schema, row.name), row.comment),
    ].join('\n'),
  }));
}

/**
 * @param {import('pg').ClientBase} client
 * @param {DefaultAcls} defaults
 */
async function functions(client, defaults) {
  const { rows } = await client.query(
    `select n.nspname as schema, p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
       pg_get_functiondef(p.oid) as definition, obj_description(p.oid, 'pg_proc') as comment,
       ${EXPLODE('p.proacl', 'f', 'p.proowner')} as acl
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1) and p.prokind in ('f', 'p')
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
     order by n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)`,
    [APP_SCHEMAS],
  );
  return rows.map((row) => {
    const signature = `${qualified(row.schema, row.name)}(${row.args})`;
    return {
      key: `function ${row.schema}.${row.name}(${row.args})`,
      kind: 'function',
      schema: row.schema,
      name: row.name,
      sql: [
        `${row.definition.trimEnd()};`,
        ...comment('function', signature, row.comment),
        ...aclStatements('function', signature, row.acl, defaults(row.schema, 'f')),
      ].join('\n'),
    };
  });
}

/**
 * @param {import('pg').ClientBase} client
 */
async function triggers(client) {
  const { rows } = await client.query(
    `select t.tgname as name, pg_get_triggerdef(t.oid) as definition, t.tgenabled as enabled,
       tn.nspname as table_schema, c.relname as table_name, pn.nspname || '.' || p.proname as function,
       obj_description(t.oid, 'pg_trigger') as comment
     from pg_trigger t
     join pg_class c on c.oid = t.tgrelid
     join pg_namespace tn on tn.oid = c.relnamespace
     join pg_proc p on p.oid = t.tgfoid
     join pg_namespace pn on pn.oid = p.pronamespace
     where not t.tgisinternal and (tn.nspname = any($1) or pn.nspname = any($1))
     order by tn.nspname, c.relname, t.tgname`,
    [APP_SCHEMAS],
  );
  /** @type {Record<string, string>} */
  const states = { D: 'disable', A: 'enable always', R: 'enable replica' };
  return rows.map((row) => {
    const table = qualified(row.table_schema, row.table_name);
    return {
      key: `trigger ${row.name} on ${row.table_schema}.${row.table_name}`,
      kind: 'trigger',
      name: row.name,
      table: `${row.table_schema}.${row.table_name}`,
      function: row.function,
      sql: [
        `${String(row.definition).replace(/^CREATE (CONSTRAINT )?TRIGGER /, (_, c) => `create ${c ? 'constraint ' : ''}trigger `)};`,
        ...(states[row.enabled]
          ? [`alter table ${table} ${states[row.enabled]} trigger ${ident(row.name)};`]
          : []),
        ...comment(`trigger ${ident(row.name)} on`, table, row.comment),
      ].join('\n'),
    };
  });
}

/**
 * @param {import('pg').ClientBase} client
 */
async function policies(client) {
  const { rows } = await client.query(
    `select n.nspname as schema, c.relname as table_name, p.polname as name, p.polpermissive as permissive,
       p.polcmd as command,
       array(select case when r = 0 then 'public' else (select rolname from pg_roles where oid = r) end
             from unnest(p.polroles) r order by 1)::text[] as roles,
       pg_get_expr(p.polqual, p.polrelid) as using_expression,
       pg_get_expr(p.polwithcheck, p.polrelid) as check_expression,
       obj_description(p.oid, 'pg_policy') as comment
     from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = any($1) or n.nspname || '.' || c.relname = any($2)
     order by n.nspname, c.relname, p.polcmd, p.polname`,
    [APP_SCHEMAS, HOST_TABLES],
  );
  /** @type {Record<string, string>} */
  const commands = { r: 'select', a: 'insert', w: 'update', d: 'delete', '*': 'all' };
  return rows.map((row) => {
    const table = qualified(row.schema, row.table_name);
    let line = `create policy ${ident(row.name)} on ${table}`;
    if (!row.permissive) line += ' as restrictive';
    line += `\n  for ${commands[row.command]} to ${row.roles.map((/** @type {string} */ r) => (r === 'public' ? r : ident(r))).join(', ')}`;
    if (row.using_expression) line += `\n  using (${row.using_expression})`;
    if (row.check_expression) line += `\n  with check (${row.check_expression})`;
    return {
      key: `policy ${ident(row.name)} on ${row.schema}.${row.table_name}`,
      kind: 'policy',
      name: row.name,
      command: commands[row.command],
      table: `${row.schema}.${row.table_name}`,
      sql: [`${line};`, ...comment(`policy ${ident(row.name)} on`, table, row.comment)].join('\n'),
    };
  });
}

/**
 * @param {import('pg').ClientBase} client
 */
async function buckets(client) {
  const { rows } = await client.query(
    `select id, name, public, file_size_limit, allowed_mime_types from storage.buckets order by id`,
  );
  return rows.map((row) => {
    const mime = row.allowed_mime_types
      ? `array[\n    ${row.allowed_mime_types.map(literal).join(',\n    ')}\n  ]`
      : 'null';
    return {
      key: `bucket ${row.id}`,
      kind: 'bucket',
      name: row.id,
      sql: `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)\nvalues (\n  ${literal(row.id)}, ${literal(row.name)}, ${row.public}, ${row.file_size_limit ?? 'null'},\n  ${mime}\n);`,
    };
  });
}

/**
 * @param {import('pg').ClientBase} client
 */
async function publications(client) {
  const { rows } = await client.query(
    `select p.pubname as publication, n.nspname as schema, c.relname as name,
       (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum = any(r.prattrs)) as columns,
       pg_get_expr(r.prqual, r.prrelid) as row_filter
     from pg_publication p join pg_publication_rel r on r.prpubid = p.oid
     join pg_class c on c.oid = r.prrelid join pg_namespace n on n.oid = c.relnamespace
     where p.pubname = any($1) order by p.pubname, n.nspname, c.relname`,
    [PUBLICATIONS],
  );
  return rows.map((row) => ({
    key: `publication ${row.publication} table ${row.schema}.${row.name}`,
    kind: 'publication',
    name: row.publication,
    table: `${row.schema}.${row.name}`,
    sql: `alter publication ${ident(row.publication)} add table ${qualified(row.schema, row.name)}${row.columns ? ` (${row.columns})` : ''}${row.row_filter ? ` where (${row.row_filter})` : ''};`,
  }));
}

// Tables whose rows are part of the schema (lists the database checks against, like a bucket's
// allowed types): each row is an object, declared as an insert.
export const REFERENCE_TABLES = ['public.data_room_file_types'];

/**
 * @param {import('pg').ClientBase} client
 */
async function referenceRows(client) {
  const out = [];
  for (const table of REFERENCE_TABLES) {
    const { rows: found } = await client.query('select to_regclass($1) as oid', [table]);
    if (!found[0].oid) continue;
    const { rows: columns } = await client.query(
      `select a.attname as name, a.attnum = any(i.indkey) as key
       from pg_attribute a join pg_index i on i.indrelid = a.attrelid and i.indisprimary
       where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       order by a.attnum`,
      [table],
    );
    const key = columns.filter((c) => c.key).map((c) => ident(c.name));
    const all = columns.map((c) => ident(c.name));
    const { rows } = await client.query(
      `select concat_ws(', ', ${all.map((c) => `quote_nullable(t.${c})`).join(', ')}) as "values",
         concat_ws(', ', ${key.map((c) => `t.${c}::text`).join(', ')}) as id
       from ${table} t order by ${key.join(', ')}`,
    );
    for (const row of rows)
      out.push({
        key: `row ${table} (${row.id})`,
        kind: 'row',
        name: row.id,
        table,
        primaryKey: key,
        columns: all,
        sql: `insert into ${table} (${all.join(', ')}) values (${row.values});`,
      });
  }
  return out;
}

/**
 * Every object of the app's schema in the database at `url`, in catalog order.
 * @param {string} url
 * @returns {Promise<CatalogObject[]>}
 */
export async function readCatalog(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Every name schema-qualified in the deparsed text, as pg_dump writes it.
    await client.query("set search_path = ''");
    const defaults = await defaultAcls(client);
    return [
      ...(await schemas(client)),
      ...(await extensions(client)),
      ...(await types(client, defaults)),
      ...(await tables(client, defaults)),
      ...(await indexes(client)),
      ...(await functions(client, defaults)),
      ...(await triggers(client)),
      ...(await policies(client)),
      ...(await buckets(client)),
      ...(await referenceRows(client)),
      ...(await publications(client)),
    ];
  } finally {
    await client.end();
  }
}

/**
 * The objects that differ between two catalogs, each named with both texts:
 * [{ key, left, right }] where a missing side is null.
 * @param {CatalogObject[]} left
 * @param {CatalogObject[]} right
 * @returns {Difference[]}
 */
export function compareCatalogs(left, right) {
  // A table present on both sides is compared column by column, constraint by constraint.
  const both = new Set(left.map((o) => o.key).filter((key) => right.some((o) => o.key === key)));
  /** @param {CatalogObject[]} objects @returns {[string, string][]} */
  const entries = (objects) =>
    objects.flatMap((o) =>
      o.parts && both.has(o.key)
        ? o.parts.map(
            ([part, text]) => /** @type {[string, string]} */ ([`${o.key}: ${part}`, text]),
          )
        : [[o.key, o.sql]],
    );
  const l = new Map(entries(left));
  const r = new Map(entries(right));
  const keys = [...new Set([...l.keys(), ...r.keys()])].sort();
  return keys
    .filter((key) => l.get(key) !== r.get(key))
    .map((key) => ({ key, left: l.get(key) ?? null, right: r.get(key) ?? null }));
}
