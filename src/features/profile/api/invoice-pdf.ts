import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import type { Invoice } from './invoices';

/** The labels of the PDF in the user's language. */
export type InvoiceLabels = {
  heading: string;
  number: string;
  date: string;
  billedTo: string;
  vatId: string;
  description: string;
  amount: string;
  total: string;
  item: string;
  note: string;
  issuer: string;
};

/**
 * The invoice as a PDF, made in the browser with pdf-lib: the data is the buyer's own invoice row
 * (readable under RLS), so no server is involved, and the library is loaded only when a download
 * is asked for. The standard fonts cover Western European text (WinAnsi: umlauts, ß, €); other
 * characters are replaced, since they cannot be drawn without embedding a font.
 */
export async function invoicePdf(
  invoice: Invoice,
  labels: InvoiceLabels,
  formatDate: (iso: string) => string,
  formatEur: (amount: number) => string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${labels.heading} ${invoice.number}`);
  pdf.setCreator('DealBridge');
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const safe = (font: PDFFont, text: string) =>
    [...text]
      .map((ch) => {
        try {
          font.encodeText(ch);
          return ch;
        } catch {
          return '?';
        }
      })
      .join('');
  let y = 790;
  const line = (
    text: string,
    options: { font?: PDFFont; size?: number; x?: number; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    page.drawText(safe(font, text), {
      x: options.x ?? 56,
      y,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= options.gap ?? size + 6;
  };

  line(labels.issuer, { font: bold, size: 12 });
  line('DealBridge · M&A marketplace', { size: 9, gap: 36 });
  line(`${labels.heading} ${invoice.number}`, { font: bold, size: 18, gap: 28 });
  line(`${labels.number}: ${invoice.number}`);
  line(`${labels.date}: ${formatDate(invoice.issued_at)}`, { gap: 28 });

  line(labels.billedTo, { font: bold });
  for (const value of [
    invoice.company_name,
    invoice.responsible_person,
    invoice.street_address,
    [invoice.postal_code, invoice.city].filter(Boolean).join(' '),
    invoice.country,
    invoice.company_email,
    invoice.uid_number ? `${labels.vatId}: ${invoice.uid_number}` : null,
  ])
    if (value) line(value);
  y -= 22;

  line(labels.description, { font: bold, gap: 0 });
  line(labels.amount, { font: bold, x: 460 });
  page.drawLine({ start: { x: 56, y: y + 10 }, end: { x: 540, y: y + 10 }, thickness: 0.5 });
  y -= 6;
  const item = `${labels.item} "${invoice.listing_title}"`;
  line(item.length > 80 ? `${item.slice(0, 77)}...` : item, { gap: 0 });
  line(formatEur(invoice.amount_eur), { x: 460 });
  page.drawLine({ start: { x: 56, y: y + 4 }, end: { x: 540, y: y + 4 }, thickness: 0.5 });
  y -= 10;
  line(labels.total, { font: bold, gap: 0 });
  line(formatEur(invoice.amount_eur), { font: bold, x: 460, gap: 36 });
  line(labels.note, { size: 9 });
  return pdf.save();
}
