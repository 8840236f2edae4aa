// The files a data room takes (the bucket's allowed_mime_types and the database's check), up to
// 25 MB. Browsers report some types differently or not at all: the extension decides then.
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  odt: 'application/vnd.oasis.opendocument.text',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** The `accept` attribute of the file input. */
export const ACCEPT = Object.keys(BY_EXTENSION)
  .map((ext) => `.${ext}`)
  .join(',');

/** The type to declare for a file, or null when the data room does not take it. */
export function documentMimeType(file: { name: string; type: string }): string | null {
  const known = new Set(Object.values(BY_EXTENSION));
  if (known.has(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

export type FileKind = 'pdf' | 'sheet' | 'text' | 'image';

export function fileKind(mimeType: string): FileKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  if (/sheet|excel|csv/.test(mimeType)) return 'sheet';
  return 'text';
}
