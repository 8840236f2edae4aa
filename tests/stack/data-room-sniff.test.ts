// The data-room function's content check (supabase/functions/data-room/sniff.ts): the first bytes
// of a file against its declared type, for every type the bucket takes, and the usual disguises.
import { describe, expect, it } from 'vitest';
import { contentMatchesType, DATA_ROOM_MIME_TYPES } from '../../supabase/functions/data-room/sniff';
import { makePdf } from '../support/pdf';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : [...part],
    ),
  );

/** A zip's first local file header naming `name`, then `content` stored. */
function zipEntry(name: string, content = '') {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return bytes([...header], name, content);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const ODS = 'application/vnd.oasis.opendocument.spreadsheet';
const ODT = 'application/vnd.oasis.opendocument.text';
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('data-room content check', () => {
  it('accepts each type by its own signature', async () => {
    const samples: [string, Uint8Array][] = [
      ['application/pdf', await makePdf(1, 'x')],
      ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR')],
      ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
      ['image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 ')],
      ['application/vnd.ms-excel', bytes(OLE, 'rest')],
      ['application/msword', bytes(OLE, 'rest')],
      [XLSX, bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('xl/workbook.xml'))],
      [DOCX, bytes(zipEntry('[Content_Types].xml', '<Types/>'), zipEntry('word/document.xml'))],
      [ODS, zipEntry('mimetype', ODS)],
      [ODT, zipEntry('mimetype', ODT)],
      ['text/csv', bytes('year;revenue\n2025;1200000\n')],
    ];
    expect(samples.map(([type]) => type).sort()).toEqual([...DATA_ROOM_MIME_TYPES].sort());
    for (const [type, content] of samples)
      expect(contentMatchesType(content, type), type).toBe(true);
  });

  it('refuses content of another type', async () => {
    const pdf = await makePdf(1, 'x');
    const cases: [string, Uint8Array][] = [
      ['application/pdf', bytes('MZ\x90\x00 an executable')],
      ['application/pdf', bytes('<html><script>alert(1)</script>')],
      ['image/jpeg', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ['image/png', pdf],
      ['text/csv', pdf],
      ['text/csv', bytes('a,b\n', [0], 'binary')],
      [DOCX, bytes(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml'))],
      [XLSX, zipEntry('payload.exe', 'MZ')],
      [ODT, zipEntry('mimetype', ODS)],
      ['application/msword', pdf],
      ['application/x-msdownload', bytes('MZ')],
      ['image/png', new Uint8Array()],
    ];
    for (const [type, content] of cases)
      expect(contentMatchesType(content, type), type).toBe(false);
  });
});
