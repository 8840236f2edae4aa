// The declared schema (supabase/schemas/<nn>_<subject>.sql): which subject each object belongs to,
// how a subject's file is written from a database's catalog (`node stack/cli.mjs declare`), and how
// the files are applied to a scratch database (`npm run db:diff`, tests/stack/declared-schema.test.ts).
//
// The files are the source of truth; the generator only bootstraps them and rewrites one subject
// on request (`declare <subject>`), after which the text is read and tidied by hand. A file applies
// statement by statement: a statement that needs an object declared in a later file (a foreign key,
// a policy calling another subject's helper) is retried after the others, until all succeed, so
// subjects can be read in any order and still build one database.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { repoRoot } from './config.mjs';

export const schemasDir = join(repoRoot, 'supabase', 'schemas');

/** The subjects, in reading order; the file is `<order>_<name>.sql`. */
export const SUBJECTS = [
  [
    '00',
    'foundation',
    'The private schema, extensions, the value types every subject shares, and small helpers.',
  ],
  [
    '10',
    'accounts',
    'Profiles, roles and verification, billing details; what an account may see of itself and others.',
  ],
  [
    '20',
    'listings',
    'Listings and their confidential details: who may read which part, search, views and analytics.',
  ],
  [
    '30',
    'deals',
    'The deal between a buyer and a listing: inquiries, NDAs, access requests, stages, invoices, responsiveness.',
  ],
  [
    '40',
    'conversation',
    'The deal thread: messages between the parties, read marks, live delivery.',
  ],
  ['50', 'offers', 'Offers on a deal and the exclusivity an accepted offer grants.'],
  [
    '55',
    'closing',
    'The closing checklist of a DACH deal (share or asset deal) and closing the deal won.',
  ],
  [
    '60',
    'data_room',
    "A listing's data room: folders, documents, versions, tiers, the bucket and who may read its bytes.",
  ],
  [
    '65',
    'due_diligence',
    "A deal's due diligence: the request list, questions and answers, the listing's anonymous FAQ, the checklist.",
  ],
  ['70', 'notifications', 'In-app notifications, the email outbox and its sender, the newsletter.'],
  ['80', 'buyers', "Buyers' investment profiles and proofs of buying capacity."],
  [
    '90',
    'saved_searches_and_matching',
    'Saved searches and their alerts, matching buyers to listings, invitations.',
  ],
  ['95', 'admin_and_audit', 'Admin role and statistics, support messages, the audit trail.'],
].map(([order, name, about]) => ({ order, name, about, file: `${order}_${name}.sql` }));

/** @typedef {import('./schema-catalog.mjs').CatalogObject} CatalogObject */
/** @typedef {{ order: string, name: string, about: string, file: string }} Subject */

/** @type {Record<string, string[]>} */
const TABLES = {
  accounts: ['public.profiles', 'public.billing_info', 'public.account_decisions'],
  listings: [
    'public.listings',
    'public.listing_details',
    'public.listing_views',
    'public.listing_facts',
    'public.listing_financials',
    'public.listing_versions',
  ],
  deals: [
    'public.deals',
    'public.deal_events',
    'public.inquiries',
    'public.nda_signatures',
    'public.unlock_requests',
    'public.invoices',
    'private.invoice_counters',
    'private.invoice_issuer',
    'public.owner_response_times',
    'public.won_deal_confirmations',
    'public.deal_members',
    'public.credit_notes',
    'private.credit_note_counters',
    'private.listing_detail_paths',
    'private.listing_detail_readers',
  ],
  conversation: ['public.deal_messages', 'public.deal_reads'],
  offers: [
    'public.deal_offers',
    'public.deal_milestones',
    'public.exclusivity_extensions',
    'private.held_exclusivities',
    'private.running_exclusivities',
  ],
  closing: [
    'public.closing_checklists',
    'public.closing_items',
    'public.closing_item_documents',
    'public.deal_archives',
    'private.closing_archive_settings',
    'private.archive_purge_objects',
  ],
  data_room: [
    'public.data_room_file_types',
    'public.data_room_folders',
    'public.data_room_documents',
    'public.data_room_versions',
    'public.data_room_reads',
  ],
  due_diligence: [
    'public.diligence_requests',
    'public.diligence_request_documents',
    'public.diligence_questions',
    'public.diligence_answer_drafts',
  ],
  notifications: [
    'public.notifications',
    'public.notification_preferences',
    'private.email_outbox',
    'public.newsletter_subscriptions',
    'private.newsletter_tokens',
  ],
  buyers: ['public.investment_profiles', 'public.buying_capacity', 'public.capacity_proofs'],
  saved_searches_and_matching: [
    'public.saved_searches',
    'private.saved_search_matches',
    'private.listing_invitations',
    'private.matching_secret',
  ],
  admin_and_audit: [
    'public.admin_role_changes',
    'public.audit_events',
    'public.messages',
    'private.row_counts',
    'public.account_notes',
    'public.account_rejection_proposals',
    'private.signup_addresses',
  ],
};

/** @type {Record<string, string[]>} */
const TYPES = {
  foundation: ['industry', 'location', 'revenue_range', 'employee_range', 'app_language'],
  accounts: ['app_role', 'verification_status', 'billing_kind'],
  listings: [
    'listing_status',
    'listing_type',
    'fact_visibility',
    'legal_form',
    'sale_reason',
    'owner_dependence',
    'real_estate',
    'region',
    'margin_band',
    'growth_band',
  ],
  deals: [
    'deal_stage',
    'deal_side',
    'deal_member_role',
    'deal_member_status',
    'inquiry_status',
    'unlock_status',
    'success_fee_decision',
    'invoice_kind',
    'invoice_status',
    'vat_treatment',
    'credit_note_vat',
  ],
  offers: [
    'offer_financing',
    'offer_status',
    'offer_structure',
    'offer_decline_reason',
    'offer_earn_out_metric',
    'offer_milestone_kind',
    'offer_retrade_reason',
    'exclusivity_extension_status',
  ],
  closing: ['closing_item_status'],
  data_room: ['data_room_tier'],
  due_diligence: [
    'diligence_category',
    'diligence_priority',
    'diligence_status',
    'diligence_question_state',
  ],
  notifications: ['notification_kind', 'email_status'],
  buyers: [
    'capacity_band',
    'capacity_proof_status',
    'investment_deal_type',
    'investment_timeframe',
  ],
};

// Functions by subject where the name does not say it (see FUNCTION_PATTERNS for the rest).
/** @type {Record<string, string[]>} */
const FUNCTIONS = {
  foundation: [
    'set_updated_at',
    'squish',
    'random_token',
    'url_encode',
    'berlin_today',
    'check_rate_limit',
  ],
  accounts: [
    'current_terms_version',
    'current_privacy_version',
    'handle_new_user',
    'normalize_website',
    'profiles_normalize_website',
    'handle_user_email_change',
    'is_admin',
    'is_verified',
    'current_app_role',
    'guard_admin_role',
    'signup_role',
    'request_role',
    'profile_name',
    'sync_profile_complete',
    'set_my_language',
    'set_verification',
    'verified_caller',
    'billing_info_is_complete',
    'billing_info_check',
    'vat_id_country',
    'vat_id_is_eu',
    'tax_number_is_valid',
    'notify_account_confirmed',
    'notify_account_reviewed',
    'sync_email_confirmed',
    'guard_verification_needs_confirmed_email',
    'account_decision_undo_window',
    'current_decision_reason',
    'undo_account_decision',
  ],
  listings: [
    'create_listing',
    'close_listing',
    'set_listing_status',
    'search_listings',
    'listing_label',
    'owned_listing_ids',
    'owned_active_listing',
    'readable_detail_listing_ids',
    'team_detail_listing_ids',
    'team_listing_ids',
    'mask_contact_details',
    'record_listing_view',
    'listing_analytics',
    'can_contact_listing',
    'notify_deal_closed',
    'update_listing',
    'amount_band_bounds',
  ],
  deals: [
    'deal_overview',
    'move_deal',
    'decide_unlock_request',
    'issue_invoice',
    'create_invoice',
    'book_invoice_paid',
    'invoices_guard',
    'mark_invoice_paid',
    'import_bank_statement',
    'cancel_invoice',
    'run_invoice_maintenance',
    'attach_invoice_document',
    'won_deal_confirmations_guard',
    'credit_notes_guard',
    'issue_credit_note',
    'issue_missing_credit_notes',
    'billing_info_issue_credit_notes',
    'won_deal_confirmations_credit_note',
    'mark_scout_fee_paid',
    'scout_fees',
    'scout_fee_summary',
    'document_issuer',
    'finance_summary',
    'access_stages',
    'stage_grants_access',
    'may_read_confidential',
    'refresh_listing_detail_readers',
    'listing_detail_readers_follow',
    'my_deal_ids',
    'is_deal_party',
    'is_deal_owner',
    'has_signed_nda',
    'deal_transition_allowed',
    'listing_pipeline',
    'unanswered_since',
    'owner_pipeline',
    'decision_items',
    'member_decision_items',
    'my_decision_inbox',
    'my_listings_overview',
    'my_listing_counterparties',
    'run_deal_maintenance',
    'refresh_owner_response_times',
    'inquiries_start_thread',
    'inquiries_mask_contact_details',
    'contacted_buyer_ids',
    'buyer_ref',
    'notify_deal_stage',
    'my_dashboard_stats',
    'guard_success_fee',
    'guard_pending_win_reopen',
    'decide_success_fee',
    'pending_won_deals',
    'rate_limit_access_requests',
    'decision_reason',
    'buyer_contact_visible',
    'my_deal_side',
    'my_deal_role',
    'my_member_deal_ids',
    'my_side_deal_ids',
    'decides_for_side',
    'invite_deal_member',
    'my_deal_invitations',
    'accept_deal_invitation',
    'remove_deal_member',
    'set_deal_member_role',
  ],
  conversation: [
    'deal_thread',
    'send_deal_message',
    'mark_deal_thread_read',
    'notify_deal_message',
    'rate_limit_messages',
  ],
  offers: [
    'submit_deal_offer',
    'decide_deal_offer',
    'offer_facts',
    'exclusivity_blocks',
    'end_lapsed_exclusivities',
    'listing_exclusivity_pause',
    'paused_deals',
    'deals_check_offer_stage',
    'deals_offer_stage_effects',
    'rate_limit_offers',
    'deal_offers_fill',
    'deal_offers_immutable',
    'insert_offer_version',
    'buyer_proposes',
    'submit_loi',
    'counter_loi',
    'milestone_dates',
    'create_milestones',
    'move_milestones',
    'accept_loi',
    'decline_loi',
    'complete_deal_milestone',
    'request_exclusivity_extension',
    'answer_exclusivity_extension',
    'end_exclusivity_early',
    'run_milestone_reminders',
  ],
  closing: [
    'start_closing_checklist',
    'add_closing_item',
    'set_closing_item_details',
    'complete_closing_item',
    'waive_closing_item',
    'link_closing_document',
    'close_deal',
    'run_closing_reminders',
    'run_archive_retention',
    'closing_archive_documents',
    'archive_purge_pending',
    'confirm_archive_purge',
  ],
  data_room: [
    'begin_data_room_upload',
    'complete_data_room_upload',
    'delete_data_room_document',
    'discard_data_room_upload',
    'listing_preview',
    'open_data_room_document',
    'sync_data_room_bucket_types',
    'notify_document_added',
    'storage_object_frozen',
    'storage_objects_keep_frozen',
  ],
  due_diligence: [
    'deal_diligence',
    'approve_diligence_answer',
    'set_diligence_faq',
    'import_diligence_checklist',
    'notify_diligence',
    'notify_diligence_requests_added',
    'notify_diligence_request_answered',
    'notify_diligence_question',
    'remind_overdue_diligence',
  ],
  notifications: [
    'notify',
    'enqueue_email',
    'email_group_window',
    'claim_notification_emails',
    'begin_notification_email',
    'finish_notification_email',
    'notification_kind_is_mandatory',
    'subscribe_newsletter',
    'confirm_newsletter',
    'unsubscribe_newsletter',
  ],
  buyers: [
    'record_capacity_proof',
    'review_capacity_proof',
    'verified_capacity_band',
    'deals_check_capacity_band',
  ],
  saved_searches_and_matching: [
    'saved_search_link',
    'listings_alert_saved_searches',
    'matching_buyers',
    'listing_matching_buyers',
    'invite_matching_buyer',
    'recommended_listings',
  ],
  admin_and_audit: [
    'admin_stats',
    'admin_kpis',
    'admin_applicant',
    'admin_queues',
    'admin_search_users',
    'admin_search_listings',
    'search_pattern',
    'search_page',
    'record_signup_address',
    'admin_count',
    'account_notes_audit',
    'propose_account_rejection',
    'confirm_account_rejection',
    'withdraw_account_rejection',
    'audit_trail',
    'set_admin',
    'require_admin',
    'count_rows',
    'promote_configured_admin',
  ],
};

/** @type {[RegExp, string][]} */
const FUNCTION_PATTERNS = [
  [/^closing_/, 'closing'],
  [/^deal_messages_/, 'conversation'],
  [/^data_room/, 'data_room'],
  [/^diligence_/, 'due_diligence'],
  [/^deals?_/, 'deals'],
  [/^listings?_/, 'listings'],
  [/^saved_search/, 'saved_searches_and_matching'],
  [/^audit/, 'admin_and_audit'],
];

// Which subject's file carries the header comment of each migration (its "why").
/** @type {Record<string, string[]>} */
const MIGRATIONS = {
  foundation: ['20261120000001'],
  accounts: ['20261120000002', '20261127300002'],
  listings: [
    '20261120000003',
    '20261123120000',
    '20261124100003',
    '20261125400003',
    '20261127200004',
    '20261127500001',
    '20261127500002',
    '20261127500003',
  ],
  deals: [
    '20261120000004',
    '20261124100001',
    '20261124100002',
    '20261125500001',
    '20261125500002',
    '20261125500003',
    '20261125600001',
    '20261127300001',
    '20261127300003',
    '20261127465001',
    '20261127865001',
  ],
  conversation: ['20261124200001'],
  offers: ['20261125100001', '20261125100002', '20261125100003', '20261126100001'],
  data_room: [
    '20261125200001',
    '20261125200002',
    '20261127100001',
    '20261127200001',
    '20261127200002',
    '20261127200003',
  ],
  due_diligence: ['20261127460001'],
  closing: ['20261129400001', '20261129600001', '20261129900001'],
  notifications: [
    '20261120000006',
    '20261123110002',
    '20261124300001',
    '20261124300002',
    '20261124300003',
    '20261124300004',
    '20261124400001',
  ],
  buyers: [
    '20261125300001',
    '20261125300002',
    '20261125300003',
    '20261125300004',
    '20261125300005',
  ],
  saved_searches_and_matching: [
    '20261125400001',
    '20261125400002',
    '20261125400004',
    '20261125400005',
    '20261126200001',
  ],
  admin_and_audit: ['20261120000005', '20261123100001', '20261123110001'],
};

/** @type {Record<string, string>} */
const BUCKETS = { 'data-room': 'data_room', 'capacity-proofs': 'buyers', invoices: 'deals' };
const TABLE_SUBJECT = new Map(
  Object.entries(TABLES).flatMap(([subject, tables]) => tables.map((t) => [t, subject])),
);

/**
 * The subject of one catalog object, or undefined when nothing says (the generator then fails).
 * @param {CatalogObject} object
 * @param {CatalogObject[]} catalog
 * @returns {string | undefined}
 */
export function subjectOf(object, catalog) {
  switch (object.kind) {
    case 'schema':
    case 'extension':
      return 'foundation';
    case 'type':
      return Object.entries(TYPES).find(([, names]) => names.includes(object.name))?.[0];
    case 'bucket':
      return BUCKETS[object.name];
    case 'function': {
      const listed = Object.entries(FUNCTIONS).find(([, names]) => names.includes(object.name));
      if (listed) return listed[0];
      return FUNCTION_PATTERNS.find(([pattern]) => pattern.test(object.name))?.[1];
    }
    case 'policy':
      if (object.table === 'storage.objects') return BUCKETS[object.name.split(':')[0]];
      return TABLE_SUBJECT.get(object.table ?? '');
    case 'trigger':
      // Triggers on Supabase's tables (auth.users, auth.audit_log_entries, storage.objects)
      // belong to the subject of their function.
      if (object.table?.startsWith('auth.') || object.table === 'storage.objects') {
        const fn = catalog.find(
          (o) => o.kind === 'function' && `${o.schema}.${o.name}` === object.function,
        );
        return fn && subjectOf(fn, catalog);
      }
      return TABLE_SUBJECT.get(object.table ?? '');
    default:
      return TABLE_SUBJECT.get(object.table ?? '');
  }
}

const COMMANDS = ['all', 'select', 'insert', 'update', 'delete'];

/**
 * Whether `sql` calls function `fn`.
 * @param {string} sql
 * @param {CatalogObject} fn
 */
const uses = (sql, fn) => new RegExp(`\\b${fn.schema}\\.${fn.name}\\(`).test(sql);

/**
 * @param {string} file
 */
function migrationHeader(file) {
  const lines = readFileSync(join(repoRoot, 'supabase', 'migrations', file), 'utf8').split('\n');
  const header = [];
  for (const line of lines) {
    if (!line.startsWith('--')) break;
    header.push(line);
  }
  return header;
}

/**
 * @param {string} name
 */
const unquote = (name) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);
/**
 * @param {string} name
 */
const tableName = (name) => {
  const parts = (name.match(/"(?:[^"]|"")*"|[^.]+/g) ?? []).map(unquote);
  return parts.length === 1 ? `public.${parts[0]}` : parts.join('.');
};
// Postgres keeps the first 63 bytes of a name.
/**
 * @param {string} name
 */
const truncated = (name) => Buffer.from(name).subarray(0, 63).toString();

/**
 * The statements of the migrations that still stand as written: the last `create policy`,
 * `create index` and `create trigger` of each name not dropped or altered since, with the comment
 * lines written above it. The declared files start from this text (it reads better than the
 * catalog's deparsed one); the equality test proves both build the same.
 */
export function originalStatements() {
  const dir = join(repoRoot, 'supabase', 'migrations');
  const found = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const statements = splitStatements(readFileSync(join(dir, file), 'utf8'));
    statements.forEach((statement, index) => {
      const lines = statement.split('\n');
      const first = lines.findIndex((l) => l.trim() && !l.trim().startsWith('--'));
      // The comment block right above the statement (not the migration's header, which a blank
      // line separates), without section rulers.
      let top = first;
      while (top > 0 && lines[top - 1].trim().startsWith('--')) top -= 1;
      const comments = lines
        .slice(top, first)
        .filter((l) => !/-{3,}\s*$/.test(l) && !(index === 0 && top === 0));
      const text = [...comments, ...lines.slice(first)].join('\n');
      const code = lines.slice(first).join('\n');
      const name = String.raw`("(?:[^"]|"")*"|[\w.]+(?:\."(?:[^"]|"")*")?)`;
      let m;
      if ((m = new RegExp(String.raw`^create\s+policy\s+${name}\s+on\s+${name}`, 'i').exec(code)))
        found.set(`policy ${truncated(unquote(m[1]))} on ${tableName(m[2])}`, text);
      else if (
        (m = new RegExp(
          String.raw`^(?:drop|alter)\s+policy\s+(?:if\s+exists\s+)?${name}\s+on\s+${name}`,
          'i',
        ).exec(code))
      )
        found.delete(`policy ${truncated(unquote(m[1]))} on ${tableName(m[2])}`);
      else if ((m = /^create\s+(?:or\s+replace\s+)?function\s+([\w.]+)\s*\(/i.exec(code)))
        found.set(`function ${tableName(m[1])}`, text);
      else if ((m = /^(?:drop|alter)\s+function\s+(?:if\s+exists\s+)?([\w.]+)/i.exec(code)))
        found.delete(`function ${tableName(m[1])}`);
      else if (
        (m =
          /^create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?(\w+)\s+on\s+(?:only\s+)?([\w.]+)/i.exec(
            code,
          ))
      )
        found.set(`index ${tableName(m[2]).split('.')[0]}.${m[1]}`, text);
      else if ((m = /^(?:drop|alter)\s+index\s+(?:if\s+exists\s+)?([\w.]+)/i.exec(code)))
        found.delete(`index ${tableName(m[1])}`);
      else if (
        (m =
          /^create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(\w+)\s[\s\S]*?\son\s+([\w.]+)/i.exec(
            code,
          ))
      )
        found.set(`trigger ${m[1]} on ${tableName(m[2])}`, text);
      else if (
        (m = /^(?:drop|alter)\s+trigger\s+(?:if\s+exists\s+)?(\w+)\s+on\s+([\w.]+)/i.exec(code))
      )
        found.delete(`trigger ${m[1]} on ${tableName(m[2])}`);
    });
  }
  return found;
}

/**
 * The text of one subject's file, written from a catalog (readCatalog of a migrated database).
 * @param {Subject} subject
 * @param {CatalogObject[]} catalog
 * @param {Map<string, string>} [originals]
 */
export function writeSubject(subject, catalog, originals = originalStatements()) {
  const mine = catalog.filter(
    (o) => o.declared !== false && subjectOf(o, catalog) === subject.name,
  );
  /** @type {Set<string>} */
  const done = new Set();
  /** @type {string[]} */
  const out = [];
  /** @param {CatalogObject} object */
  const emit = (object) => {
    if (done.has(object.key)) return;
    done.add(object.key);
    // A function by name, when it has no overloads (the migrations' text does not say its types).
    const overloads = catalog.filter(
      (o) => o.kind === 'function' && o.schema === object.schema && o.name === object.name,
    );
    const originalKey =
      object.kind === 'function'
        ? overloads.length === 1
          ? `function ${object.schema}.${object.name}`
          : null
        : object.key.replace(/^policy "(.*)" on/, 'policy $1 on');
    const original = originalKey === null ? undefined : originals.get(originalKey);
    if (original) {
      // The statement as the migration wrote it, then what the catalog adds (comments, state).
      const [, ...rest] = splitStatements(object.sql);
      out.push([original, ...rest].join('\n'), '');
    } else out.push(object.sql, '');
  };
  const functions = mine.filter((o) => o.kind === 'function');
  // A function goes right before the first object of this file that calls it.
  /** @type {Set<string>} */
  const visiting = new Set();
  /** @param {CatalogObject} object */
  const emitWithFunctions = (object) => {
    visiting.add(object.key);
    for (const fn of functions)
      if (!done.has(fn.key) && !visiting.has(fn.key) && uses(object.sql, fn)) emitWithFunctions(fn);
    emit(object);
  };
  /**
   * @param {string} title
   */
  const section = (title) =>
    out.push(`-- ${title} ${'-'.repeat(Math.max(3, 96 - title.length))}`, '');

  out.push(`-- ${subject.name.replaceAll('_', ' ')}: ${subject.about}`);
  out.push('--');
  out.push(
    '-- The current text of this subject (supabase/schemas/README.md). Change the database by editing',
    '-- this file and running `npm run db:diff -- <name>`; the migration it writes is reviewed and',
    '-- committed with it.',
  );
  const migrations = readdirSync(join(repoRoot, 'supabase', 'migrations')).sort();
  for (const prefix of MIGRATIONS[subject.name] ?? []) {
    const file = migrations.find((f) => f.startsWith(prefix));
    const header = file ? migrationHeader(file) : [];
    if (!header.length) continue;
    out.push('--', `-- From ${file}:`, ...header.map((l) => l.replace(/^--/, '--  ').trimEnd()));
  }
  out.push('');

  const others = mine.filter((o) => ['schema', 'extension'].includes(o.kind));
  for (const o of others) emit(o);
  const types = mine.filter((o) => o.kind === 'type');
  if (types.length) section('Types');
  for (const o of types) emit(o);

  for (const table of TABLES[subject.name] ?? []) {
    const tableObject = mine.find((o) => o.kind === 'table' && o.table === table);
    if (!tableObject) continue;
    section(table);
    emit(tableObject);
    for (const o of mine.filter((o) => o.kind === 'index' && o.table === table)) emit(o);
    const policies = mine
      .filter((o) => o.kind === 'policy' && o.table === table)
      .sort((a, b) => COMMANDS.indexOf(a.command ?? '') - COMMANDS.indexOf(b.command ?? ''));
    for (const o of policies) emitWithFunctions(o);
    // Who hears the table live, right after who may read it.
    for (const o of mine.filter((o) => o.kind === 'publication' && o.table === table)) emit(o);
    for (const o of mine.filter((o) => o.kind === 'trigger' && o.table === table))
      emitWithFunctions(o);
    for (const o of mine.filter((o) => o.kind === 'row' && o.table === table)) emit(o);
  }
  const buckets = mine.filter((o) => o.kind === 'bucket');
  for (const bucket of buckets) {
    section(`Storage bucket ${bucket.name}`);
    emit(bucket);
    const policies = mine
      .filter(
        (o) =>
          o.kind === 'policy' &&
          o.table === 'storage.objects' &&
          o.name.startsWith(`${bucket.name}:`),
      )
      .sort((a, b) => COMMANDS.indexOf(a.command ?? '') - COMMANDS.indexOf(b.command ?? ''));
    for (const o of policies) emitWithFunctions(o);
  }
  const hosted = mine.filter((o) => o.kind === 'trigger' && !done.has(o.key));
  if (hosted.length) section('Triggers on auth.users');
  for (const o of hosted) emitWithFunctions(o);
  const rest = mine.filter((o) => !done.has(o.key));
  if (rest.length) section('Functions');
  for (const o of rest) emitWithFunctions(o);
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}

/**
 * Objects of the catalog that no subject claims: the generator refuses to drop them silently.
 * @param {CatalogObject[]} catalog
 */
export function unclassified(catalog) {
  return catalog.filter((o) => o.declared !== false && !subjectOf(o, catalog));
}

/** The declared files in order: [{ file, sql }]. */
export function declaredFiles() {
  return readdirSync(schemasDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => ({ file, sql: readFileSync(join(schemasDir, file), 'utf8') }));
}

/**
 * Splits SQL text into statements: semicolons outside quotes, dollar quotes and comments. Each
 * statement keeps the comments before it.
 * @param {string} sql
 */
export function splitStatements(sql) {
  const statements = [];
  let start = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const c = sql[i];
    if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n) {
        if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j += 1;
      }
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        i = end < 0 ? n : end + tag[0].length;
      } else i += 1;
    } else if (c === ';') {
      statements.push(sql.slice(start, i + 1));
      start = i + 1;
      i += 1;
    } else i += 1;
  }
  const tail = sql.slice(start);
  if (tail.replace(/--[^\n]*/g, '').trim()) statements.push(tail);
  return statements.map((s) => s.trim()).filter((s) => s.replace(/--[^\n]*/g, '').trim());
}

/**
 * Applies the declared files to the (freshly bootstrapped) database at `url`. A statement that
 * fails waits for the next round, since it may need an object a later statement declares; when a
 * round makes no progress, the first error of each remaining statement is reported.
 * @param {string} url
 */
export async function applyDeclared(url, files = declaredFiles()) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Function bodies are checked when called, as in pg_dump's output, so that a function may be
    // declared before the tables it reads.
    await client.query('set check_function_bodies = off');
    let pending = files.flatMap(({ file, sql }) =>
      splitStatements(sql).map((statement) => ({ file, statement })),
    );
    await client.query('begin');
    while (pending.length) {
      const failed = [];
      for (const item of pending) {
        await client.query('savepoint statement');
        try {
          await client.query(item.statement);
          await client.query('release savepoint statement');
        } catch (error) {
          await client.query('rollback to savepoint statement');
          failed.push({ ...item, error: error instanceof Error ? error.message : String(error) });
        }
      }
      if (failed.length === pending.length) {
        const report = failed
          .map(
            (f) =>
              `${f.file}: ${f.error}\n  ${f.statement.split('\n').find((l) => !l.startsWith('--'))}`,
          )
          .join('\n');
        throw new Error(`The declared schema does not apply:\n${report}`);
      }
      pending = failed;
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
}
