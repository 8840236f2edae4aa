// The accepted letter of intent as an A4 PDF in the reader's language: title and non-binding
// clause, the parties, the listing's reference, the version and its acceptance time (Berlin), every
// term with amounts in the language's format, the dates, the clock's milestones while it runs, and
// the record's SHA-256. The same record gives the same bytes (the file's dates are the acceptance
// time), so both parties hold identical copies and none needs to be stored.
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@^1.17.1';
import { A4, GREY, LEFT, type Pen, paragraph, RIGHT, text } from '../_shared/pdf-writing.ts';
import { formatDay } from '../_shared/words.ts';
import { type AcceptedLoi, TERM_KEYS } from './record.ts';
import { WORDS } from './words.generated.ts';

export type Language = 'en' | 'de';

const locale = (language: Language) => (language === 'de' ? 'de-DE' : 'en-GB');

/** `{{name}}` placeholders filled. */
const fill = (value: string, values: Record<string, string | number>) =>
  value.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** EUR cents as the language writes money: "€1,200,000" / "1.200.000 €" (cents only when there are). */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(locale(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A moment in Berlin with its zone: "27 November 2026 at 13:05 (Berlin time)". */
export function formatBerlinTime(at: string, language: Language): string {
  const time = new Intl.DateTimeFormat(locale(language), {
    dateStyle: language === 'de' ? 'medium' : 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(at));
  return fill(WORDS[language].berlinTime, { time });
}

/**
 * The fingerprint of what was accepted: SHA-256 (hex) of one JSON array (the version's id, deal,
 * listing reference, number, proposer, acceptance time, its terms in TERM_KEYS' order and the
 * clause in English and German), so anyone holding the version's row can compute it again.
 */
export function recordCanonical(loi: AcceptedLoi): string {
  const { offer } = loi;
  return JSON.stringify([
    offer.id,
    offer.deal_id,
    loi.listing_reference,
    offer.version_no,
    offer.proposed_by,
    new Date(offer.decided_at!).toISOString(),
    Object.fromEntries(TERM_KEYS.map((key) => [key, offer[key] ?? null])),
    WORDS.en.clause,
    WORDS.de.clause,
  ]);
}

export async function recordHash(loi: AcceptedLoi): Promise<string> {
  const bytes = new TextEncoder().encode(recordCanonical(loi));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The label/value rows of the terms, in the order of the offers panel. */
function termRows(loi: AcceptedLoi, language: Language): [string, string][] {
  const w = WORDS[language];
  const o = loi.offer;
  const eur = (cents: unknown) => formatCents(Number(cents), language);
  const percent = (bp: number) =>
    `${new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(bp / 100)} %`;
  const sources = (['equity', 'bank', 'development'] as const)
    .map((source) => [source, o[`financing_${source}_cents`]] as const)
    .filter(([, cents]) => cents !== null);
  const conditions: string[] = [];
  if (o.cond_due_diligence) conditions.push(w.condition.dueDiligence);
  if (o.cond_financing) conditions.push(w.condition.financing);
  if (o.cond_approvals) conditions.push(w.condition.approvals);
  const rows: [string, string | null][] = [
    [w.price, eur(o.price_cents)],
    [w.closing, eur(o.closing_cents)],
    [w.structureLabel, w.structure[o.structure as keyof typeof w.structure]],
    [
      w.vendorLoan,
      o.vendor_loan_cents === null
        ? w.none
        : fill(w.vendorLoanValue, {
            amount: eur(o.vendor_loan_cents),
            months: Number(o.vendor_loan_months),
            interest: percent(Number(o.vendor_loan_interest_bp)),
          }),
    ],
    [
      w.earnOut,
      o.earn_out_cents === null
        ? w.none
        : o.earn_out_months && o.earn_out_metric
          ? fill(w.earnOutValue, {
              amount: eur(o.earn_out_cents),
              months: Number(o.earn_out_months),
              metric: w.metric[o.earn_out_metric as keyof typeof w.metric],
            })
          : eur(o.earn_out_cents),
    ],
    [w.earnOutTerms, (o.earn_out_terms as string | null) ?? null],
    [
      w.holdback,
      o.holdback_cents === null
        ? w.none
        : fill(w.holdbackValue, {
            amount: eur(o.holdback_cents),
            months: Number(o.holdback_months),
          }),
    ],
    [
      w.financing,
      sources.length
        ? sources.map(([source, cents]) => `${w.source[source]}: ${eur(cents)}`).join('; ')
        : w.financingKind[o.financing as keyof typeof w.financingKind],
    ],
    [w.financingNote, (o.financing_note as string | null) ?? null],
    [w.conditions, conditions.length ? conditions.join('; ') : w.conditionsNone],
    [w.conditionsNote, (o.conditions_note as string | null) ?? null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** The exclusivity and the dates of the version (and the running clock's end). */
function timelineRows(loi: AcceptedLoi, language: Language): [string, string][] {
  const w = WORDS[language];
  const o = loi.offer;
  const day = (value: unknown) => (value ? formatDay(String(value), language) : w.none);
  const rows: [string, string][] = [
    [w.exclusivity, fill(w.exclusivityValue, { days: Number(o.exclusivity_days) })],
  ];
  if (loi.exclusive_until)
    rows.push([w.exclusiveUntil, formatBerlinTime(loi.exclusive_until, language)]);
  rows.push(
    [w.diligenceDeadline, day(o.diligence_deadline)],
    [w.targetSigning, day(o.target_signing_date)],
    [w.validUntil, day(o.valid_until)],
  );
  return rows;
}

export async function renderAcceptedLoi(loi: AcceptedLoi, language: Language): Promise<Uint8Array> {
  const w = WORDS[language];
  const { offer } = loi;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const at = new Date(offer.decided_at!);
  pdf.setTitle(`${w.title} – ${loi.listing_reference} – ${w.version} ${offer.version_no}`);
  pdf.setAuthor('DealBridge');
  pdf.setCreator('DealBridge');
  pdf.setProducer('DealBridge (pdf-lib)');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  pdf.setLanguage(locale(language));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = RIGHT - LEFT;
  const labelWidth = 170;
  const top = A4[1] - 64;
  const bottom = 72;
  let pen: Pen = { page: pdf.addPage(A4), regular, bold };
  let y = top;
  /** A new page when the next block (about `height` points) does not fit. */
  const room = (height: number) => {
    if (y - height >= bottom) return;
    pen = { page: pdf.addPage(A4), regular, bold };
    y = top;
  };
  const heading = (value: string) => {
    room(60);
    y -= 12;
    y = paragraph(pen, value, LEFT, y, width, { bold: true, size: 11 });
    y -= 2;
  };
  const row = (label: string, value: string, options: { bold?: boolean; size?: number } = {}) => {
    room(28);
    const below = paragraph(pen, label, LEFT, y, labelWidth - 10, { size: 9, color: GREY });
    const after = paragraph(pen, value, LEFT + labelWidth, y, width - labelWidth, {
      size: options.size ?? 10,
      bold: options.bold,
    });
    y = Math.min(below, after) - 2;
  };

  text(pen, 'DealBridge', LEFT, y, { size: 9, color: GREY });
  text(pen, w.copy, RIGHT, y, { size: 9, color: GREY, alignRight: true });
  y -= 28;
  y = paragraph(pen, w.title, LEFT, y, width, { size: 16, bold: true, leading: 20 });
  y -= 6;
  const seller = loi.seller_name ?? w.sellerHidden;
  y = paragraph(
    pen,
    fill(w.intro, { buyer: loi.buyer_name, seller, ref: loi.listing_reference }),
    LEFT,
    y,
    width,
  );

  heading(w.parties);
  row(w.buyer, loi.buyer_name, { bold: true });
  row(w.seller, seller, { bold: true });
  row(w.reference, loi.listing_reference);
  row(
    w.version,
    fill(w.versionValue, { version: offer.version_no, side: w.proposedBy[offer.proposed_by] }),
  );
  row(w.acceptedAt, formatBerlinTime(offer.decided_at!, language));
  if (loi.superseded_by) {
    y -= 4;
    room(40);
    y = paragraph(
      pen,
      fill(w.superseded, {
        date: formatBerlinTime(loi.superseded_by.decided_at, language),
        version: loi.superseded_by.version_no,
      }),
      LEFT,
      y,
      width,
      { bold: true },
    );
  }

  heading(w.terms);
  for (const [label, value] of termRows(loi, language)) row(label, value);
  heading(w.timeline);
  for (const [label, value] of timelineRows(loi, language)) row(label, value);
  if (loi.milestones.length) {
    heading(w.milestones);
    for (const m of loi.milestones)
      row(
        w.milestone[m.kind as keyof typeof w.milestone] ?? m.kind,
        fill(w.milestoneValue, {
          side: m.owner_side === 'buyer' ? w.buyer : w.seller,
          date: formatDay(m.due_on, language),
        }),
      );
  }

  // The clause stays with its heading (about five lines).
  room(130);
  heading(w.clauseTitle);
  y = paragraph(pen, w.clause, LEFT, y, width);

  const hash = await recordHash(loi);
  heading(w.record);
  row('ID', offer.id, { size: 9 });
  row(w.hash, hash, { size: 8 });
  y -= 6;
  room(30);
  paragraph(pen, w.hashNote, LEFT, y, width, { size: 8, color: GREY, leading: 11 });

  const pages = pdf.getPages();
  pages.forEach((page, index) =>
    text(
      { page, regular, bold },
      fill(w.page, { page: index + 1, pages: pages.length }),
      RIGHT,
      40,
      { size: 8, color: GREY, alignRight: true },
    ),
  );
  return await pdf.save();
}
