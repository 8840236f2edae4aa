import { formatDate } from '../../../lib/format';

/** A publication date (YYYY-MM-DD) in the UI language's one date format ("16 Jan 2024" / "16.01.2024"). */
export function formatPublishedDate(isoDate: string, language: string): string {
  return formatDate(isoDate, language);
}
