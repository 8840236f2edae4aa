// Stamps every page of a PDF with the reader's name, email and the date (pdf-lib): a footer line
// and a light diagonal mark across the page, so a leaked copy names its reader. In the reader's
// language, the date as the app writes it: "Vertraulich - Name <email> - 27.11.2026".
import { degrees, PDFDocument, rgb, StandardFonts } from 'npm:pdf-lib@^1.17.1';
import { formatDay, type Language } from '../_shared/words.ts';

export type Reader = { name: string; email: string; date: Date; language: Language };

const CONFIDENTIAL: Record<Language, string> = { en: 'Confidential', de: 'Vertraulich' };

/** Helvetica of the PDF standard fonts knows WinAnsi only: other characters become '?'. */
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export function stampText(reader: Reader): string {
  const day = formatDay(reader.date, reader.language);
  return winAnsi(`${CONFIDENTIAL[reader.language]} - ${reader.name} <${reader.email}> - ${day}`);
}

export async function stampPdf(original: Uint8Array, reader: Reader): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = stampText(reader);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    const footerSize = Math.max(6, Math.min(9, (width - 40) / font.widthOfTextAtSize(text, 1)));
    page.drawText(text, { x: 20, y: 12, size: footerSize, font, color: rgb(0.35, 0.35, 0.35) });
    const markSize = Math.max(
      10,
      Math.min(28, (Math.hypot(width, height) * 0.8) / font.widthOfTextAtSize(text, 1)),
    );
    const angle = Math.atan2(height, width);
    const markWidth = font.widthOfTextAtSize(text, markSize);
    page.drawText(text, {
      x: width / 2 - (Math.cos(angle) * markWidth) / 2,
      y: height / 2 - (Math.sin(angle) * markWidth) / 2,
      size: markSize,
      font,
      color: rgb(0.75, 0.1, 0.1),
      opacity: 0.18,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  pdf.setProducer('DealBridge data room');
  pdf.setSubject(text);
  return await pdf.save();
}
