// The invoice, cancellation invoice, credit note (Gutschrift) and payment receipt as A4 PDFs
// (pdf-lib, standard fonts), and a scout's statement of fees, in the document's language, from the invoice row alone (recipient and issuer are copies made at
// issue). Rendered once; the dates inside the file are the invoice's, so the same row always gives
// the same document. The GiroCode is drawn as vector squares from the `qrcode` library's matrix.
import { PDFDocument, rgb, StandardFonts } from 'npm:pdf-lib@^1.17.1';
import QRCode from 'npm:qrcode@^1.5.4';
import {
  A4,
  GREY,
  LEFT,
  type Pen,
  paragraph,
  RIGHT,
  text,
  winAnsi,
  wrap,
} from '../_shared/pdf-writing.ts';
import { epcPayload } from './epc.ts';
import {
  countryName,
  formatCents,
  formatDay,
  type Language,
  recipientCountry,
  TEXTS,
} from './texts.ts';

export type Issuer = {
  name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  email: string;
  tax_number: string | null;
  vat_id: string | null;
  register: string | null;
  representative: string | null;
  bank_name: string;
  iban: string;
  bic: string;
  is_demo: boolean;
};

export type InvoiceRow = {
  id: string;
  number: string;
  /** credit_note: the scout's fee, billed by the marketplace in the scout's name. */
  kind: 'invoice' | 'cancellation' | 'credit_note';
  cancels_number: string | null;
  issued_at: string;
  service_date: string;
  due_date: string;
  language: Language;
  buyer_kind: 'company' | 'private';
  listing_title: string;
  company_name: string | null;
  responsible_person: string | null;
  uid_number: string | null;
  /** A credit note's: the scout's German tax number (§ 14 Abs. 4 Nr. 2 UStG, with or instead of the VAT ID). */
  tax_number?: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  net_cents: number;
  vat_rate_percent: number;
  vat_cents: number;
  gross_cents: number;
  vat_treatment: 'domestic' | 'reverse_charge' | 'small_business';
  paid_at: string | null;
  issuer: Issuer;
};

async function newDocument(row: InvoiceRow, title: string) {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const at = new Date(row.issued_at);
  pdf.setTitle(title);
  pdf.setAuthor(row.issuer.name);
  pdf.setCreator('DealBridge');
  pdf.setProducer('DealBridge (pdf-lib)');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  pdf.setLanguage(row.language === 'de' ? 'de-DE' : 'en-GB');
  const page = pdf.addPage(A4);
  const pen: Pen = {
    page,
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  return { pdf, pen };
}

/** Issuer head (right), demo banner, sender line and recipient (left). Returns y below. */
function head(pen: Pen, row: InvoiceRow): number {
  const t = TEXTS[row.language];
  const i = row.issuer;
  if (i.is_demo) {
    pen.page.drawRectangle({
      x: LEFT,
      y: 794,
      width: RIGHT - LEFT,
      height: 18,
      color: rgb(1, 0.93, 0.8),
    });
    text(pen, t.demo, LEFT + 6, 800, { size: 8.5, bold: true, color: rgb(0.6, 0.25, 0) });
  }
  let y = 780;
  text(pen, i.name, RIGHT, y, { bold: true, size: 12, alignRight: true });
  y -= 16;
  for (const line of [
    i.street,
    `${i.postal_code} ${i.city}`,
    countryName(i.country, row.language),
    i.email,
  ]) {
    text(pen, line, RIGHT, y, { size: 9, alignRight: true, color: GREY });
    y -= 12;
  }
  // Sender line above the address (window envelope), then the recipient.
  text(pen, `${i.name} · ${i.street} · ${i.postal_code} ${i.city}`, LEFT, 700, {
    size: 7,
    color: GREY,
  });
  y = 684;
  const recipient =
    row.buyer_kind === 'company'
      ? [row.company_name, row.responsible_person]
      : [row.responsible_person];
  for (const line of [
    ...recipient,
    row.street_address,
    [row.postal_code, row.city].filter(Boolean).join(' '),
    row.country ? recipientCountry(row.country, row.language) : null,
  ]) {
    if (!line) continue;
    y = paragraph(pen, line, LEFT, y, 250, { size: 10 });
  }
  return y;
}

/** The facts column at the right: label and value rows. */
function facts(pen: Pen, rows: [string, string][], top: number) {
  let y = top;
  for (const [label, value] of rows) {
    text(pen, label, 360, y, { size: 9, color: GREY });
    text(pen, value, RIGHT, y, { size: 9, alignRight: true });
    y -= 14;
  }
}

/**
 * Issuer's legal footer, wrapped to the page and kept inside its bottom margin (10 mm of white below
 * it, as printers need); page n of m.
 */
function footer(pen: Pen, row: InvoiceRow, page = 1, pages = 1) {
  const t = TEXTS[row.language];
  const i = row.issuer;
  const parts = [
    `${i.name}, ${i.street}, ${i.postal_code} ${i.city}`,
    i.representative ? `${t.director}: ${i.representative}` : null,
    i.register ? `${t.register}: ${i.register}` : null,
    i.tax_number ? `${t.taxNumber}: ${i.tax_number}` : null,
    i.vat_id ? `${t.vatId}: ${i.vat_id}` : null,
    `${i.bank_name}, IBAN ${formatIban(i.iban)}, BIC ${i.bic}`,
  ].filter((p): p is string => p !== null);
  const lines = wrap(pen.regular, parts.join(' · '), 7.5, RIGHT - LEFT);
  pen.page.drawLine({
    start: { x: LEFT, y: 50 + lines.length * 10 },
    end: { x: RIGHT, y: 50 + lines.length * 10 },
    thickness: 0.5,
    color: GREY,
  });
  let y = 42 + lines.length * 10;
  for (const line of lines) {
    text(pen, line, LEFT, y, { size: 7.5, color: GREY });
    y -= 10;
  }
  text(pen, t.page(page, pages), RIGHT, 32, { size: 7, color: GREY, alignRight: true });
}

const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/**
 * The GiroCode at (x, y) bottom-left, `size` points wide, quiet zone included: one filled path of
 * the dark modules (row runs), so no hairline seams appear between them when rendered.
 */
function giroCode(pen: Pen, payload: string, x: number, y: number, size: number) {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n: number = qr.modules.size;
  const cell = size / (n + 8);
  pen.page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const runs: string[] = [];
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      runs.push(`M${start + 4} ${r + 4}H${c + 4}V${r + 5}H${start + 4}Z`);
    }
  }
  // SVG coordinates run downwards from the top-left corner given here.
  pen.page.drawSvgPath(runs.join(''), { x, y: y + size, scale: cell, color: rgb(0, 0, 0) });
}

export async function renderInvoice(row: InvoiceRow): Promise<Uint8Array> {
  const t = TEXTS[row.language];
  const lang = row.language;
  const money = (cents: number) => formatCents(cents, lang);
  const credit = row.kind === 'credit_note';
  const name = { invoice: t.invoice, cancellation: t.cancellation, credit_note: t.creditNote };
  const title = `${name[row.kind]} ${row.number}`;
  const { pdf, pen } = await newDocument(row, title);
  const below = head(pen, row);

  facts(
    pen,
    [
      [credit ? t.creditNoteNumber : t.number, row.number],
      [credit ? t.creditNoteDate : t.date, formatDay(row.issued_at, lang)],
      [t.serviceDate, formatDay(row.service_date, lang)],
      ...(row.kind === 'invoice'
        ? [[t.dueDate, formatDay(row.due_date, lang)] as [string, string]]
        : []),
      ...(row.uid_number
        ? [[credit ? t.supplierVatId : t.customerVatId, row.uid_number] as [string, string]]
        : []),
      ...(credit && row.tax_number
        ? [[t.supplierTaxNumber, row.tax_number] as [string, string]]
        : []),
    ],
    684,
  );

  let y = Math.min(below, 600) - 24;
  text(pen, title, LEFT, y, { bold: true, size: 16 });
  y -= 20;
  if (row.kind === 'cancellation' && row.cancels_number) {
    y = paragraph(pen, t.cancels(row.cancels_number), LEFT, y, RIGHT - LEFT, { size: 10 }) - 4;
  }
  if (credit) y = paragraph(pen, t.selfBilling, LEFT, y, RIGHT - LEFT, { size: 9.5 }) - 4;

  // The one item.
  y -= 8;
  text(pen, t.position, LEFT, y, { bold: true, size: 9 });
  text(pen, t.description, LEFT + 36, y, { bold: true, size: 9 });
  text(pen, t.amount, RIGHT, y, { bold: true, size: 9, alignRight: true });
  pen.page.drawLine({ start: { x: LEFT, y: y - 5 }, end: { x: RIGHT, y: y - 5 }, thickness: 0.5 });
  y -= 20;
  text(pen, '1', LEFT, y, { size: 10 });
  text(pen, money(row.net_cents), RIGHT, y, { size: 10, alignRight: true });
  y = paragraph(pen, (credit ? t.feeItem : t.item)(row.listing_title), LEFT + 36, y, 340, {
    size: 10,
  });
  y =
    paragraph(pen, credit ? t.feeItemNote : t.itemNote, LEFT + 36, y, 340, {
      size: 8.5,
      color: GREY,
    }) - 4;
  pen.page.drawLine({ start: { x: LEFT, y: y + 6 }, end: { x: RIGHT, y: y + 6 }, thickness: 0.5 });

  // Totals.
  y -= 12;
  const total = (label: string, cents: number, bold = false) => {
    text(pen, label, 340, y, { size: 10, bold });
    text(pen, money(cents), RIGHT, y, { size: 10, bold, alignRight: true });
    y -= 16;
  };
  total(t.net, row.net_cents);
  // A small business (§ 19 UStG) shows no VAT at all, not even 0 %.
  if (row.vat_treatment !== 'small_business') total(t.vat(row.vat_rate_percent), row.vat_cents);
  pen.page.drawLine({ start: { x: 340, y: y + 11 }, end: { x: RIGHT, y: y + 11 }, thickness: 0.5 });
  total(t.gross, row.gross_cents, true);
  const vatNote = {
    domestic: null,
    reverse_charge: credit ? t.reverseChargeCredit : t.reverseCharge,
    small_business: t.smallBusiness,
  }[row.vat_treatment];
  if (vatNote) {
    y = paragraph(pen, vatNote, LEFT, y - 6, RIGHT - LEFT, { size: 9.5, bold: true }) - 4;
  }

  // Payment.
  y -= 14;
  if (credit) {
    paragraph(pen, t.payout(money(row.gross_cents)), LEFT, y, RIGHT - LEFT, { size: 10 });
  } else if (row.kind === 'invoice') {
    const top = y;
    y = paragraph(pen, t.pay(money(row.gross_cents), formatDay(row.due_date, lang)), LEFT, y, 330, {
      size: 10,
    });
    y -= 6;
    for (const [label, value] of [
      [t.accountHolder, row.issuer.name],
      ['IBAN', formatIban(row.issuer.iban)],
      ['BIC', row.issuer.bic],
      [t.bank, row.issuer.bank_name],
      [t.reference, row.number],
    ]) {
      text(pen, label, LEFT, y, { size: 9.5, color: GREY });
      text(pen, value, LEFT + 100, y, { size: 9.5, bold: label === t.reference });
      y -= 14;
    }
    const size = 118;
    giroCode(
      pen,
      epcPayload({
        name: row.issuer.name,
        iban: row.issuer.iban,
        bic: row.issuer.bic,
        amountCents: row.gross_cents,
        reference: row.number,
      }),
      RIGHT - size,
      top - size + 8,
      size,
    );
    text(
      pen,
      t.scan,
      RIGHT - size / 2 - pen.regular.widthOfTextAtSize(winAnsi(t.scan), 7) / 2,
      top - size,
      {
        size: 7,
        color: GREY,
      },
    );
    y = Math.min(y, top - size - 10) - 10;
    paragraph(pen, t.terms, LEFT, y, RIGHT - LEFT, { size: 8.5, color: GREY });
  } else {
    paragraph(pen, t.noPay, LEFT, y, RIGHT - LEFT, { size: 10 });
  }

  footer(pen, row);
  return await pdf.save({ useObjectStreams: false });
}

export async function renderReceipt(row: InvoiceRow): Promise<Uint8Array> {
  const t = TEXTS[row.language];
  const lang = row.language;
  const paid = row.paid_at ?? row.issued_at;
  const title = `${t.receipt} ${row.number}`;
  const { pdf, pen } = await newDocument({ ...row, issued_at: paid }, title);
  const below = head(pen, row);
  facts(
    pen,
    [
      [t.receiptNumber, row.number],
      [t.date, formatDay(row.issued_at, lang)],
      [t.paidOn, formatDay(paid, lang)],
    ],
    684,
  );
  let y = Math.min(below, 600) - 24;
  text(pen, title, LEFT, y, { bold: true, size: 16 });
  y -= 28;
  y = paragraph(
    pen,
    t.receiptText(row.number, formatCents(row.gross_cents, lang), formatDay(paid, lang)),
    LEFT,
    y,
    RIGHT - LEFT,
  );
  y -= 8;
  for (const [label, cents] of [
    [t.net, row.net_cents],
    [t.vat(row.vat_rate_percent), row.vat_cents],
    [t.gross, row.gross_cents],
  ] as [string, number][]) {
    text(pen, label, LEFT, y, { size: 10 });
    text(pen, formatCents(cents, lang), LEFT + 250, y, { size: 10, alignRight: true });
    y -= 16;
  }
  if (row.vat_treatment === 'reverse_charge')
    paragraph(pen, t.reverseCharge, LEFT, y - 6, RIGHT - LEFT, { size: 9 });
  footer(pen, row);
  return await pdf.save({ useObjectStreams: false });
}

export type StatementFee = {
  listing_title: string;
  status: string;
  fee_cents: number;
  marked_at: string;
  credit_note_number: string | null;
};

export type Statement = {
  /** Stands in for the invoice fields the shared head and footer use. */
  row: InvoiceRow;
  from: string;
  /** The last day of the period. */
  to: string;
  fees: StatementFee[];
};

/** Lowest y a statement's line may take: the footer (about four lines) sits below. */
const STATEMENT_BOTTOM = 110;

/**
 * A scout's statement of fees for a period: head, one line per fee (every fee: the table goes on
 * over further pages, each with the table's header again), sums per status at the end, page n of
 * m in every footer.
 */
export async function renderStatement(statement: Statement): Promise<Uint8Array> {
  const { row, fees } = statement;
  const t = TEXTS[row.language];
  const lang = row.language;
  const money = (cents: number) => formatCents(cents, lang);
  const period = `${formatDay(statement.from, lang)} – ${formatDay(statement.to, lang)}`;
  const title = t.statement;
  const { pdf, pen: first } = await newDocument(row, `${title} ${period}`);
  const pens: Pen[] = [first];
  let pen = first;
  const below = head(pen, row);
  facts(
    pen,
    [
      [t.statementPeriod, period],
      [t.statementDate, formatDay(row.issued_at, lang)],
    ],
    684,
  );
  let y = Math.min(below, 600) - 24;
  text(pen, title, LEFT, y, { bold: true, size: 16 });
  y -= 26;
  // Date, listing, status, credit note; the fee right-aligned: the credit note's number ends
  // before the widest amount and its heading begin.
  const columns = [LEFT, LEFT + 70, LEFT + 250, LEFT + 345];
  const headings = [t.won, t.listing, t.status, t.creditNoteShort];
  const tableHeader = () => {
    headings.forEach((h, i) => text(pen, h, columns[i], y, { bold: true, size: 8.5 }));
    text(pen, t.fee, RIGHT, y, { bold: true, size: 8.5, alignRight: true });
    pen.page.drawLine({
      start: { x: LEFT, y: y - 5 },
      end: { x: RIGHT, y: y - 5 },
      thickness: 0.5,
    });
    y -= 18;
  };
  /** A further page: the statement's name and period, then (for the table) its header again. */
  const nextPage = (withHeader: boolean) => {
    pen = { ...pen, page: pdf.addPage(A4) };
    pens.push(pen);
    y = 790;
    text(pen, `${title} ${period} (${t.continued})`, LEFT, y, { bold: true, size: 10 });
    y -= 26;
    if (withHeader) tableHeader();
  };
  tableHeader();
  if (fees.length === 0) {
    text(pen, t.noFees, LEFT, y, { size: 9.5 });
    y -= 16;
  }
  const sums: Record<string, number> = {};
  for (const fee of fees) {
    if (y < STATEMENT_BOTTOM) nextPage(true);
    sums[fee.status] = (sums[fee.status] ?? 0) + fee.fee_cents;
    text(pen, formatDay(fee.marked_at, lang), columns[0], y, { size: 8.5 });
    const title = wrap(pen.regular, fee.listing_title, 8.5, 172)[0] ?? '';
    text(pen, title, columns[1], y, { size: 8.5 });
    text(pen, wrap(pen.regular, t.statuses[fee.status] ?? fee.status, 8.5, 92)[0], columns[2], y, {
      size: 8.5,
    });
    text(pen, fee.credit_note_number ?? '–', columns[3], y, { size: 8.5 });
    text(pen, money(fee.fee_cents), RIGHT, y, { size: 8.5, alignRight: true });
    y -= 14;
  }
  pen.page.drawLine({ start: { x: LEFT, y: y + 8 }, end: { x: RIGHT, y: y + 8 }, thickness: 0.5 });
  y -= 8;
  // The totals and the note stay together: on a further page when they do not fit.
  const note = wrap(pen.regular, t.statementNote, 8.5, RIGHT - LEFT);
  if (y - 3 * 15 - 10 - note.length * 11 < STATEMENT_BOTTOM - 30) nextPage(false);
  for (const [label, status] of [
    [t.totalRecorded, 'recorded'],
    [t.totalConfirmed, 'confirmed'],
    [t.totalPaid, 'paid'],
  ] as const) {
    text(pen, label, 300, y, { size: 9.5 });
    text(pen, money(sums[status] ?? 0), RIGHT, y, { size: 9.5, alignRight: true });
    y -= 15;
  }
  y -= 10;
  paragraph(pen, t.statementNote, LEFT, y, RIGHT - LEFT, { size: 8.5, color: GREY });
  pens.forEach((p, i) => footer(p, row, i + 1, pens.length));
  return await pdf.save({ useObjectStreams: false });
}
