// PDFs for the data-room tests: made with pdf-lib, and the text drawn on each page read back from
// the page's content streams (what a text extractor reads), to find a reader's stamp.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDocument,
  PDFRawStream,
  StandardFonts,
  type PDFPage,
} from 'pdf-lib';

/** A PDF of `pages` pages, each saying `text` and its number. */
export async function makePdf(pages: number, text: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${text} - page ${i}`, { x: 50, y: 780, size: 14, font });
  }
  return pdf.save();
}

function contentStreams(page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  if (contents instanceof PDFArray) {
    return contents
      .asArray()
      .map((ref) => page.doc.context.lookup(ref))
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream);
  }
  return contents instanceof PDFRawStream ? [contents] : [];
}

/** Decodes `<hex> Tj` and `(literal) Tj` strings of a content stream to text. */
function shownStrings(content: string): string[] {
  const texts: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1].replace(/\s/g, '');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    } else texts.push(match[2].replace(/\\(.)/g, '$1'));
  }
  return texts;
}

/** The text shown on each page, one string per page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) =>
    contentStreams(page)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .flatMap(shownStrings)
      .join('\n'),
  );
}
