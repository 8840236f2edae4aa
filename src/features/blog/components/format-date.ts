/** A publication date (YYYY-MM-DD) in the UI language, e.g. "16 January 2024" / "16. Januar 2024". */
export function formatPublishedDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
