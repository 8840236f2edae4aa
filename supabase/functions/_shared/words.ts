// The words and formats of the app (src/locales/*/listings.json and buyerProfile.json,
// src/lib/format.ts) for what the edge functions write: emails and the stamp on data-room PDFs.
// A German reader reads "Produktion, Deutschland, 2–5 Mio. €" and "26.11.2026", exactly as the
// app writes them. tests/stack/edge-words.test.ts keeps these equal to the app's texts.

export type Language = 'en' | 'de';

/** public.industry in words. */
export const INDUSTRIES: Record<Language, Record<string, string>> = {
  en: {
    Technology: 'Technology',
    Manufacturing: 'Manufacturing',
    Healthcare: 'Healthcare',
    'E-Commerce': 'E-Commerce',
    'Real Estate': 'Real Estate',
    Services: 'Services',
    Retail: 'Retail',
    Energy: 'Energy',
    Finance: 'Finance',
  },
  de: {
    Technology: 'Technologie',
    Manufacturing: 'Produktion',
    Healthcare: 'Gesundheitswesen',
    'E-Commerce': 'E-Commerce',
    'Real Estate': 'Immobilien',
    Services: 'Dienstleistungen',
    Retail: 'Einzelhandel',
    Energy: 'Energie',
    Finance: 'Finanzen',
  },
};

/** public.location in words. */
export const LOCATIONS: Record<Language, Record<string, string>> = {
  en: {
    Germany: 'Germany',
    Austria: 'Austria',
    Switzerland: 'Switzerland',
    Netherlands: 'Netherlands',
    Belgium: 'Belgium',
    Luxembourg: 'Luxembourg',
    France: 'France',
    Italy: 'Italy',
    Spain: 'Spain',
    'United Kingdom': 'United Kingdom',
    Ireland: 'Ireland',
    Denmark: 'Denmark',
    Sweden: 'Sweden',
    Norway: 'Norway',
    Finland: 'Finland',
    Poland: 'Poland',
    'Czech Republic': 'Czech Republic',
    'Other EU Country': 'Other EU country',
    'Non-EU Country': 'Non-EU country',
  },
  de: {
    Germany: 'Deutschland',
    Austria: 'Österreich',
    Switzerland: 'Schweiz',
    Netherlands: 'Niederlande',
    Belgium: 'Belgien',
    Luxembourg: 'Luxemburg',
    France: 'Frankreich',
    Italy: 'Italien',
    Spain: 'Spanien',
    'United Kingdom': 'Vereinigtes Königreich',
    Ireland: 'Irland',
    Denmark: 'Dänemark',
    Sweden: 'Schweden',
    Norway: 'Norwegen',
    Finland: 'Finnland',
    Poland: 'Polen',
    'Czech Republic': 'Tschechien',
    'Other EU Country': 'Anderes EU-Land',
    'Non-EU Country': 'Nicht-EU-Land',
  },
};

/** public.revenue_range in words. */
export const REVENUES: Record<Language, Record<string, string>> = {
  en: {
    '0-500K': '€0–500K',
    '500K-1M': '€500K–1M',
    '1M-2M': '€1M–2M',
    '2M-5M': '€2M–5M',
    '5M-10M': '€5M–10M',
    '10M-20M': '€10M–20M',
    '20M-50M': '€20M–50M',
    '50M-100M': '€50M–100M',
    '100M+': '€100M+',
  },
  de: {
    '0-500K': '0–500 Tsd. €',
    '500K-1M': '500 Tsd.–1 Mio. €',
    '1M-2M': '1–2 Mio. €',
    '2M-5M': '2–5 Mio. €',
    '5M-10M': '5–10 Mio. €',
    '10M-20M': '10–20 Mio. €',
    '20M-50M': '20–50 Mio. €',
    '50M-100M': '50–100 Mio. €',
    '100M+': 'über 100 Mio. €',
  },
};

/** public.capacity_band (a verified buying capacity) in words. */
export const CAPACITY_BANDS: Record<Language, Record<string, string>> = {
  en: {
    under_500k: 'under €500K',
    '500k_2m': '€500K–2M',
    '2m_10m': '€2M–10M',
    over_10m: 'over €10M',
  },
  de: {
    under_500k: 'unter 500 Tsd. €',
    '500k_2m': '500 Tsd.–2 Mio. €',
    '2m_10m': '2–10 Mio. €',
    over_10m: 'über 10 Mio. €',
  },
};

/** A value of one of the lists above in words; an unknown value stays as it is. */
export const word = (list: Record<Language, Record<string, string>>, value: string, language: Language) =>
  list[language][value] ?? value;

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The day of a moment in the marketplace's time zone (Europe/Berlin), as the app writes dates:
 * "26 Nov 2026" (en), "26.11.2026" (de). An unreadable value gives ''.
 */
export function formatDay(value: string | Date, language: Language): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' })
    .format(at)
    .split('-')
    .map(Number);
  return language === 'de'
    ? `${twoDigits(day)}.${twoDigits(month)}.${year}`
    : `${day} ${MONTHS_EN[month - 1]} ${year}`;
}

/** Whole euros as the app writes them: "€4,500" (en), "4.500 €" (de, no-break space). */
export function formatEur(amount: number, language: Language): string {
  if (!Number.isFinite(amount)) return String(amount);
  const whole = Math.sign(amount) * Math.round(Math.abs(amount)) || 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, language === 'de' ? '.' : ',');
  const sign = whole < 0 ? '-' : '';
  return language === 'de' ? `${sign}${digits}\u00a0€` : `${sign}€${digits}`;
}
