// The files a data room takes (the database's one list, public.data_room_file_types, generated
// into file-types.generated.ts), up to 25 MB. Browsers report some types differently or not at
// all: the extension decides then.
import { DATA_ROOM_FILE_TYPES } from './file-types.generated';

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

const BY_EXTENSION: Record<string, string> = Object.fromEntries(
  DATA_ROOM_FILE_TYPES.flatMap(({ mimeType, extensions }) =>
    extensions.map((extension) => [extension, mimeType]),
  ),
);

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
