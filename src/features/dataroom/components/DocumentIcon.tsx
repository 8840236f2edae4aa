import { IconFileSpreadsheet, IconFileText, IconPhoto, IconFileTypePdf } from '@tabler/icons-react';
import { fileKind } from '../api/file-types';

/** The icon of a document's kind (PDF, spreadsheet, word-processor file, image). */
export function DocumentIcon({ mimeType }: { mimeType: string }) {
  const kind = fileKind(mimeType);
  const Icon =
    kind === 'pdf'
      ? IconFileTypePdf
      : kind === 'sheet'
        ? IconFileSpreadsheet
        : kind === 'image'
          ? IconPhoto
          : IconFileText;
  return <Icon size={22} aria-hidden style={{ flex: '0 0 auto' }} />;
}
