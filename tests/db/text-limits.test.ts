// Bounded input: every text column a client can write has a length limit in the database (a check
// constraint naming the column with char_length/length), so oversized input is refused whatever
// the client. Columns written only by the database itself are listed as exceptions, with the reason.
import { describe, expect, it } from 'vitest';
import { withDb } from '../support/db';

const WRITTEN_BY_THE_DATABASE = [
  'account_decisions.reason_code', // written by set_verification(); a check constraint lists the codes
  'account_rejection_proposals.reason_code', // written by propose_account_rejection() (admins); a check lists the codes
  'account_rejection_proposals.status', // open/confirmed/withdrawn, set by the four-eyes RPCs; a check lists them
  'admin_role_changes.via', // written by a trigger; a check constraint lists the allowed paths
  'audit_events.event_type', // a check constraint lists the allowed values
  'capacity_proofs.content_type', // written by record_capacity_proof() (service role); a check lists the types
  'capacity_proofs.object_name', // the stored object's name, checked against Storage by record_capacity_proof()
  'closing_items.title_key', // written by start_closing_checklist() from the templates; a check constraint lists the keys
  'credit_notes.city', // a credit note is written by the database at a fee's confirmation, copied from bounded billing info
  'credit_notes.company_email',
  'credit_notes.company_name',
  'credit_notes.country',
  'credit_notes.listing_title',
  'credit_notes.number', // GS-<year>-<6 digits>, numbered by the database
  'credit_notes.pdf_path', // written once by attach_invoice_document() (service role), as for invoices
  'credit_notes.pdf_sha256', // as invoices.pdf_sha256
  'credit_notes.postal_code',
  'credit_notes.responsible_person',
  'credit_notes.street_address',
  'credit_notes.tax_number',
  'credit_notes.uid_number',
  'data_room_reads.delivery', // written by open_data_room_document(); a check constraint lists the values
  'data_room_versions.object_name', // generated from three uuids
  'data_room_versions.status', // written by the data room's RPCs; a check constraint lists the values
  'deal_messages.offer_event', // written by the offer RPCs only; a check constraint lists the values
  'invoices.city', // an invoice is written by the database at grant, copied from bounded billing info and details
  'invoices.company_email',
  'invoices.company_name',
  'invoices.country',
  'invoices.listing_title',
  'invoices.number',
  'invoices.payment_source', // written by the payment RPCs; a check constraint lists the values
  'invoices.pdf_path', // written once by attach_invoice_document() (service role), named by the function
  'invoices.pdf_sha256', // a check constraint fixes its format (64 hex digits)
  'invoices.phone_number',
  'invoices.postal_code',
  'invoices.receipt_path', // as pdf_path
  'invoices.receipt_sha256', // as pdf_sha256
  'invoices.responsible_person',
  'invoices.street_address',
  'invoices.uid_number',
  'listings.search_text', // kept by a trigger from bounded columns
  'nda_signatures.nda_version', // a check constraint fixes its format (yyyy-mm-dd)
  'profiles.privacy_version', // written at sign-up by handle_new_user(), only equal to the current version
  'profiles.terms_version', // as privacy_version; no client may update either (no column privilege)
  'saved_searches.filter_key', // set by a trigger from the search's enum filters
  'saved_searches.link', // set by the same trigger from the search (20261126200001)
];

describe('text column limits', () => {
  it('bounds every client-writable text column of public', async () => {
    await withDb(async (client) => {
      const { rows } = await client.query<{ col: string }>(`
        select c.table_name || '.' || c.column_name as col
        from information_schema.columns c
        join information_schema.tables t
          on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema = 'public'
          and c.data_type in ('text', 'character varying') and c.character_maximum_length is null
          and not exists (
            select 1 from pg_constraint k
            join pg_class r on r.oid = k.conrelid
            join pg_namespace n on n.oid = r.relnamespace
            where n.nspname = c.table_schema and r.relname = c.table_name and k.contype = 'c'
              and pg_get_constraintdef(k.oid) ~ ('(char_length|length)\\(\\(?' || c.column_name || '\\)?')
          )
        order by 1`);
      expect(rows.map((r) => r.col)).toEqual(WRITTEN_BY_THE_DATABASE);
    });
  });
});
