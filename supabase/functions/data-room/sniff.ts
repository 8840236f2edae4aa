// What a file's first bytes say it is, against the type its uploader declared. Magic numbers of
// the formats a data room accepts (public.data_room_file_types, generated into
// file-types.generated.ts); no dependencies, so the browser's form and the tests can use the same
// rules.
import { DATA_ROOM_FILE_TYPES } from './file-types.generated.ts';

/** The types a data room takes: the database's list (public.data_room_file_types). */
export const DATA_ROOM_MIME_TYPES = DATA_ROOM_FILE_TYPES.map((type) => type.mimeType);

export type DataRoomMimeType = (typeof DATA_ROOM_MIME_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK\3\4
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Compound File (xls, doc)
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The names of the entries whose local headers lie in these bytes (a zip's first entries). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (!startsWith(bytes, ZIP, i)) continue;
    const nameLength = bytes[i + 26] | (bytes[i + 27] << 8);
    if (i + 30 + nameLength > bytes.length) break;
    names.push(ascii(bytes, i + 30, i + 30 + nameLength));
  }
  return names;
}

/** An OpenDocument file: its first entry is the stored `mimetype` with the type as content. */
function openDocumentType(bytes: Uint8Array): string | null {
  if (ascii(bytes, 30, 38) !== 'mimetype') return null;
  return ascii(bytes, 38, 38 + 60)
    .replace(/PK[\s\S]*$/, '')
    .trim();
}

function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  if (startsWith(bytes, PDF) || startsWith(bytes, ZIP) || startsWith(bytes, OLE)) return false;
  let controls = 0;
  for (const byte of bytes) {
    if (byte === 0) return false;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) controls++;
  }
  return controls / bytes.length < 0.01;
}

/**
 * Does the start of the file (at least its first 64 KB when it is that long) fit the declared type?
 */
export function contentMatchesType(bytes: Uint8Array, declared: string): boolean {
  const type = declared.split(';')[0].trim().toLowerCase();
  switch (type) {
    case 'application/pdf':
      // PDF readers accept the header within the first 1 KB.
      return ascii(bytes, 0, 1024).includes('%PDF-');
    case 'image/png':
      return startsWith(bytes, PNG);
    case 'image/jpeg':
      return startsWith(bytes, JPEG);
    case 'image/webp':
      return ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';
    case 'application/vnd.ms-excel':
    case 'application/msword':
      return startsWith(bytes, OLE);
    case 'application/vnd.oasis.opendocument.spreadsheet':
    case 'application/vnd.oasis.opendocument.text':
      return startsWith(bytes, ZIP) && openDocumentType(bytes) === type;
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      return startsWith(bytes, ZIP) && zipEntryNames(bytes).some((name) => name.startsWith('xl/'));
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return (
        startsWith(bytes, ZIP) && zipEntryNames(bytes).some((name) => name.startsWith('word/'))
      );
    case 'text/csv':
      return looksLikeText(bytes);
    default:
      return false;
  }
}
