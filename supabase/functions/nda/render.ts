// The signed NDA as an A4 PDF in the reader's language: the agreement's text as the buyer accepted
// it (its version), the listing's reference, the signer's name and time, and the record's SHA-256.
// The same signature gives the same bytes (the file's dates are the signing time), so both parties
// hold identical copies.
import { PDFDocument, StandardFonts } from 'npm:pdf-lib@^1.17.1';
import { A4, GREY, LEFT, type Pen, paragraph, RIGHT, text } from '../_shared/pdf-writing.ts';
import { AGREEMENT } from './agreement.generated.ts';

export type Language = 'en' | 'de';

export type SignedNda = {
  id: string;
  listing_reference: string;
  signer_name: string;
  signed_at: string;
  nda_version: string;
};

const WORDS = {
  en: {
    signedCopy: 'Signed copy',
    signedBy: 'Signed electronically by',
    signedAt: 'Signed on',
    version: 'Version of the text',
    reference: 'Listing reference',
    record: 'Signature record',
    hash: 'SHA-256 of the record',
    hashNote:
      'The SHA-256 covers the record id, listing reference, signer, time, version and the agreement text in English and German; DealBridge keeps the record.',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
  },
  de: {
    signedCopy: 'Unterzeichnete Fassung',
    signedBy: 'Elektronisch unterzeichnet von',
    signedAt: 'Unterzeichnet am',
    version: 'Fassung des Textes',
    reference: 'Referenz des Inserats',
    record: 'Signaturdatensatz',
    hash: 'SHA-256 des Datensatzes',
    hashNote:
      'Der SHA-256 umfasst ID des Datensatzes, Referenz, Unterzeichner, Zeitpunkt, Fassung und den Vertragstext auf Deutsch und Englisch; DealBridge bewahrt den Datensatz auf.',
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
  },
} as const;

const withReference = (value: string, reference: string) => value.replaceAll('{{ref}}', reference);

/** The signing time in Berlin, as the language writes it, with its zone ("27.11.2026, 13:05 MEZ"). */
export function formatSigningTime(at: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: language === 'de' ? 'medium' : 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  })
    .format(new Date(at))
    .concat(' ', language === 'de' ? '(Zeit in Berlin)' : '(Berlin time)');
}

/**
 * The fingerprint of what was signed: SHA-256 (hex) of one JSON array, so anyone holding the record
 * and the texts can compute it again.
 */
export async function recordHash(nda: SignedNda): Promise<string> {
  const canonical = JSON.stringify([
    nda.id,
    nda.listing_reference,
    nda.signer_name,
    new Date(nda.signed_at).toISOString(),
    nda.nda_version,
    AGREEMENT.en,
    AGREEMENT.de,
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function renderSignedNda(nda: SignedNda, language: Language): Promise<Uint8Array> {
  const words = WORDS[language];
  const agreement = AGREEMENT[language];
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const at = new Date(nda.signed_at);
  pdf.setTitle(`${agreement.title} – ${nda.listing_reference}`);
  pdf.setAuthor('DealBridge');
  pdf.setCreator('DealBridge');
  pdf.setProducer('DealBridge (pdf-lib)');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  pdf.setLanguage(language === 'de' ? 'de-DE' : 'en-GB');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = RIGHT - LEFT;
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

  text(pen, 'DealBridge', LEFT, y, { size: 9, color: GREY });
  text(pen, words.signedCopy, RIGHT, y, { size: 9, color: GREY, alignRight: true });
  y -= 28;
  y = paragraph(pen, agreement.title, LEFT, y, width, { size: 16, bold: true, leading: 20 });
  y -= 6;
  y = paragraph(pen, withReference(agreement.intro, nda.listing_reference), LEFT, y, width);
  for (const section of agreement.sections) {
    room(60);
    y -= 10;
    y = paragraph(pen, section.title, LEFT, y, width, { bold: true });
    y -= 2;
    y = paragraph(pen, withReference(section.text, nda.listing_reference), LEFT, y, width);
  }

  const hash = await recordHash(nda);
  room(150);
  y -= 22;
  const rows: [string, string][] = [
    [words.signedBy, nda.signer_name],
    [words.signedAt, formatSigningTime(nda.signed_at, language)],
    [words.version, nda.nda_version],
    [words.reference, nda.listing_reference],
    [words.record, nda.id],
    [words.hash, hash],
  ];
  for (const [label, value] of rows) {
    text(pen, label, LEFT, y, { size: 9, color: GREY });
    y = paragraph(pen, value, LEFT + 170, y, width - 170, {
      size: label === words.hash ? 8 : 9,
      bold: label === words.signedBy,
    });
    y -= 2;
  }
  y -= 6;
  paragraph(pen, words.hashNote, LEFT, y, width, { size: 8, color: GREY, leading: 11 });

  const pages = pdf.getPages();
  pages.forEach((page, index) =>
    text({ page, regular, bold }, words.page(index + 1, pages.length), RIGHT, 40, {
      size: 8,
      color: GREY,
      alignRight: true,
    }),
  );
  return await pdf.save();
}
