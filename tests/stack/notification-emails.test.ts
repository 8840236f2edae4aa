// The texts of the notification emails (supabase/functions/notifications-sender/emails.ts): the
// recipient's language, one email for a group of messages, what a payload can and cannot do
// (its text is escaped in the HTML; its link stays inside the app).
import { describe, expect, it } from 'vitest';
import {
  renderEmail,
  type OutboxEmail,
} from '../../supabase/functions/notifications-sender/emails';

const SITE = 'https://app.example.test';

function row(over: Partial<OutboxEmail> & { payload?: Record<string, unknown> }): OutboxEmail {
  return {
    id: 1,
    user_id: 'u',
    recipient: 'owner@example.test',
    language: 'en',
    kind: 'deal.message',
    group_key: 'deal:l:b',
    created_at: '2026-11-23T10:00:00Z',
    ...over,
    payload: {
      name: 'Olga Owner',
      link: '/dashboard',
      from_name: 'Ben',
      listing_title: 'Acme GmbH',
      ...over.payload,
    },
  };
}

describe('notification emails', () => {
  it('new data-room documents: one names it, several of a listing become one email listing each', () => {
    const one = renderEmail(
      [
        row({
          kind: 'document.added',
          group_key: 'dataroom:l',
          payload: { document_name: 'Financials 2025.pdf', link: '/deals/d1' },
        }),
      ],
      SITE,
    );
    expect(one.subject).toBe('DealBridge: New document: Financials 2025.pdf');
    expect(one.text).toContain(
      'The owner of “Acme GmbH” added “Financials 2025.pdf” to its data room.',
    );
    expect(one.text).toContain(`Open the data room: ${SITE}/deals/d1`);
    const several = renderEmail(
      ['Lease.pdf', 'KPIs.xlsx'].map((name, i) =>
        row({
          id: i + 1,
          kind: 'document.added',
          language: 'de',
          group_key: 'dataroom:l',
          payload: {
            document_name: name,
            listing_title: null,
            industry: 'Technology',
            location: 'Germany',
            revenue: '1M-2M',
          },
        }),
      ),
      SITE,
    );
    expect(several.subject).toBe('DealBridge: 2 neue Dokumente im Datenraum');
    expect(several.text).toContain(
      'Der Inserent von einem Inserat (Technologie, Deutschland, 1–2 Mio. €) hat 2 Dokumente',
    );
    expect(several.text).toContain('> Lease.pdf');
    expect(several.text).toContain('> KPIs.xlsx');
  });

  it('one message: subject, greeting, quote, button to the page and the preferences footer', () => {
    const email = renderEmail([row({ payload: { excerpt: 'Is it still for sale?' } })], SITE);
    expect(email.subject).toBe('DealBridge: New message from Ben');
    expect(email.text).toContain('Hello Olga Owner,');
    expect(email.text).toContain('> Is it still for sale?');
    expect(email.text).toContain(`Reply now: ${SITE}/dashboard`);
    expect(email.text).toContain(`${SITE}/profile?tab=notifications`);
    expect(email.html).toContain(`href="${SITE}/dashboard"`);
  });

  it('several messages of one deal become one email listing each, in German', () => {
    const rows = [1, 2, 3].map((n) =>
      row({ id: n, language: 'de', payload: { excerpt: `Frage ${n}` } }),
    );
    const email = renderEmail(rows, SITE);
    expect(email.subject).toBe('DealBridge: 3 neue Nachrichten von Ben');
    for (const n of [1, 2, 3]) expect(email.text).toContain(`> Frage ${n}`);
    expect(email.html).toContain('lang="de"');
    expect(email.text).toContain('„Acme GmbH“');
  });

  it('escapes what users wrote, and never links outside the app', () => {
    const email = renderEmail(
      [
        row({
          payload: {
            from_name: '<img src=x onerror=alert(1)>',
            excerpt: '<script>x</script>',
            link: '//evil.test/x',
          },
        }),
      ],
      SITE,
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).not.toContain('evil.test');
    expect(email.text).toContain(`Reply now: ${SITE}/`);
  });

  it('a buyer who may not read the title gets the teaser facts; account emails say they are always sent', () => {
    const declined = renderEmail(
      [
        row({
          kind: 'deal.access_declined',
          group_key: null,
          payload: {
            listing_title: null,
            industry: 'Energy',
            location: 'Austria',
            revenue: '1M-2M',
          },
        }),
      ],
      SITE,
    );
    expect(declined.text).toContain('a listing (Energy, Austria, €1M–2M)');
    expect(declined.text).not.toContain('Acme');
    const approved = renderEmail(
      [row({ kind: 'account.verified', group_key: null, language: 'de' })],
      SITE,
    );
    expect(approved.subject).toBe('DealBridge: Ihr DealBridge-Konto ist freigegeben');
    expect(approved.text).toContain('E-Mails zu Ihrem Konto erhalten Sie immer.');
  });

  it('a German recipient reads every value in German, as the app writes it (issue 32)', () => {
    const kinds = [
      'deal.message',
      'deal.nda_signed',
      'deal.access_requested',
      'deal.access_granted',
      'deal.access_declined',
      'deal.access_revoked',
      'deal.reminder',
      'deal.closed',
      'document.added',
      'offer.received',
      'offer.accepted',
      'offer.declined',
      'exclusivity.started',
      'exclusivity.ended',
      'search.match',
      'listing.invitation',
      'diligence.requested',
      'diligence.answered',
      'diligence.question',
      'diligence.question_answered',
      'diligence.overdue',
      'team.removed',
      'team.role_changed',
      'closing.started',
      'closing.item_done',
      'closing.payment_confirmed',
      'closing.closed',
      'closing.archive_expiring',
    ];
    for (const kind of kinds) {
      const email = renderEmail(
        [
          row({
            kind,
            language: 'de',
            group_key: null,
            payload: {
              listing_title: null,
              industry: 'Manufacturing',
              location: 'Germany',
              revenue: '2M-5M',
              price_eur: 4500000,
              success_fee_eur: 5000,
              exclusive_until: '2026-11-26T10:00:00Z',
              reason: 'lapsed',
              days: 3,
              document_name: 'Bilanz.pdf',
              search_name: 'Maschinenbau',
              due_date: '2029-11-27',
            },
          }),
        ],
        SITE,
      );
      const text = `${email.subject}\n${email.text}`;
      expect(text, kind).toContain('Inserat (Produktion, Deutschland, 2–5 Mio. €)');
      // No raw value, no English word, no second way to write an amount or a day.
      expect(text, kind).not.toMatch(/Manufacturing|Germany|2M-5M|\bEUR\b|listing|owner/);
      // The dative where German needs it: "von einem Inserat", never "von ein Inserat".
      expect(text, kind).not.toMatch(/\b(von|zu|mit) ein Inserat/);
      if (/offer\./.test(kind)) expect(text, kind).toContain('4.500.000\u00a0€');
      if (/offer\.accepted|exclusivity\./.test(kind)) expect(text, kind).toContain('26.11.2026');
    }
    const closed = renderEmail(
      [
        row({
          kind: 'deal.closed',
          language: 'en',
          group_key: null,
          payload: { success_fee_eur: 5000 },
        }),
      ],
      SITE,
    );
    expect(closed.text).toContain('Your success fee of €5,000 has been recorded.');
  });

  it('a scout fee paid: amount with VAT, day and credit note, in both languages (issue 31)', () => {
    const paid = (language: 'en' | 'de') =>
      renderEmail(
        [
          row({
            kind: 'scout_fee.paid',
            language,
            group_key: null,
            payload: {
              listing_title: 'Bäckerei Nord',
              number: 'GS-2026-000042',
              gross_cents: 595000,
              paid_on: '2026-11-20',
            },
          }),
        ],
        SITE,
      );
    const en = paid('en');
    expect(en.subject).toBe('DealBridge: Your scout fee has been paid: €5,950.00');
    expect(en.text).toContain('for “Bäckerei Nord” on 20 Nov 2026');
    expect(en.text).toContain('credit note GS-2026-000042');
    const de = paid('de');
    expect(de.subject).toBe('DealBridge: Ihre Scout-Provision wurde ausgezahlt: 5.950,00\u00a0€');
    expect(de.text).toContain('für „Bäckerei Nord“ am 20.11.2026');
    expect(de.text).toContain('Gutschrift GS-2026-000042');
    expect(`${de.subject}\n${de.text}`).not.toMatch(/\bEUR\b|credit note|listing/);
  });

  it('due-diligence and deal-team notices: a checklist is one email, a question is quoted, a role in words (issue 34)', () => {
    const checklist = renderEmail(
      [row({ kind: 'diligence.requested', payload: { title: 'Annual accounts', count: 21 } })],
      SITE,
    );
    expect(checklist.subject).toBe('DealBridge: New due-diligence requests');
    expect(checklist.text).toContain('starting with “Annual accounts”');
    const one = renderEmail(
      [row({ kind: 'diligence.answered', language: 'de', payload: { title: 'BWA 2025' } })],
      SITE,
    );
    expect(one.subject).toBe('DealBridge: Anforderung beantwortet: BWA 2025');
    const asked = renderEmail(
      [
        row({ kind: 'diligence.question', payload: { excerpt: 'Who are the top customers?' } }),
        row({ kind: 'diligence.question', payload: { excerpt: 'Any pending litigation?' } }),
      ],
      SITE,
    );
    expect(asked.subject).toBe('DealBridge: 2 new due-diligence questions');
    expect(asked.text).toContain('Who are the top customers?');
    expect(asked.text).toContain('Any pending litigation?');
    const role = renderEmail(
      [row({ kind: 'team.role_changed', language: 'de', payload: { role: 'contribute' } })],
      SITE,
    );
    expect(role.text).toContain('ist jetzt: Mitwirken.');
  });

  it("a rejection, a decline and a revocation tell the reason and the note, in the reader's language (issue 32)", () => {
    const rejected = renderEmail(
      [
        row({
          kind: 'account.rejected',
          language: 'de',
          payload: {
            reason_code: 'identity_unverified',
            reason_note: 'Bitte Handelsregisterauszug senden.',
          },
        }),
      ],
      SITE,
    );
    expect(rejected.text).toContain('Grund: Ihre Identität konnte nicht bestätigt werden.');
    expect(rejected.text).toContain('Anmerkung: Bitte Handelsregisterauszug senden.');
    const declined = renderEmail(
      [row({ kind: 'deal.access_declined', payload: { reason_code: 'in_talks_with_others' } })],
      SITE,
    );
    expect(declined.text).toContain('Reason: the seller is in talks with other buyers.');
    expect(declined.text).toContain('Nothing was charged. You may ask again.');
    const revoked = renderEmail(
      [
        row({
          kind: 'deal.access_revoked',
          language: 'de',
          payload: { reason_code: 'nda_breach', reason_note: '<b>Weitergabe</b>' },
        }),
      ],
      SITE,
    );
    expect(revoked.text).toContain('Grund: die Vertraulichkeitsvereinbarung wurde verletzt.');
    expect(revoked.html).toContain('Anmerkung: &lt;b&gt;Weitergabe&lt;/b&gt;');
    // Without a reason (older rows) nothing is made up.
    expect(renderEmail([row({ kind: 'deal.access_revoked' })], SITE).text).not.toContain('Reason:');
  });

  it('the newsletter confirmation carries the confirm and unsubscribe links and a List-Unsubscribe header', () => {
    const email = renderEmail(
      [
        row({
          kind: 'newsletter.confirm',
          user_id: null,
          group_key: null,
          payload: { confirm_token: 'c0ffee', unsubscribe_token: 'dead' },
        }),
      ],
      SITE,
    );
    expect(email.text).toContain(`${SITE}/newsletter/confirm?token=c0ffee`);
    expect(email.text).toContain(`${SITE}/newsletter/unsubscribe?token=dead`);
    expect(email.headers?.['List-Unsubscribe']).toBe(`<${SITE}/newsletter/unsubscribe?token=dead>`);
  });
});
