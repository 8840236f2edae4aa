// Writing on A4 pages with pdf-lib's standard fonts, shared by the marketplace's documents
// (invoices, credit notes, receipts, statements, the signed NDA): text placed, wrapped and set as
// paragraphs in the WinAnsi characters Helvetica knows.
import { type PDFFont, type PDFPage, rgb } from 'npm:pdf-lib@^1.17.1';

export const A4: [number, number] = [595.28, 841.89];
export const LEFT = 56;
export const RIGHT = 539;
export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);

/** Helvetica knows WinAnsi only: narrow spaces become spaces, other characters '?'. */
export const winAnsi = (text: string) =>
  text.replace(/[\u202f\u2009]/g, '\u00a0').replace(/[^\x20-\x7e\xa0-\xff€„“”‚‘’–—…•]/g, '?');

export type Pen = {
  page: PDFPage;
  regular: PDFFont;
  bold: PDFFont;
};

export function text(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  options: {
    size?: number;
    bold?: boolean;
    color?: ReturnType<typeof rgb>;
    alignRight?: boolean;
  } = {},
) {
  const font = options.bold ? pen.bold : pen.regular;
  const size = options.size ?? 10;
  const safe = winAnsi(value);
  const width = font.widthOfTextAtSize(safe, size);
  pen.page.drawText(safe, {
    x: options.alignRight ? x - width : x,
    y,
    size,
    font,
    color: options.color ?? INK,
  });
}

/** Words into lines no wider than `width`. */
export function wrap(font: PDFFont, value: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of winAnsi(value).split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws wrapped text from y downwards; returns the y below it. */
export function paragraph(
  pen: Pen,
  value: string,
  x: number,
  y: number,
  width: number,
  options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; leading?: number } = {},
): number {
  const size = options.size ?? 10;
  for (const line of wrap(options.bold ? pen.bold : pen.regular, value, size, width)) {
    text(pen, line, x, y, options);
    y -= options.leading ?? size + 4;
  }
  return y;
}
