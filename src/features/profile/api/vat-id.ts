/**
 * VAT ID formats per country, the same patterns as the database's public.vat_id_country() (the EU
 * member states' formats of the VIES list, plus Switzerland and the UK), checked on the ID without
 * spaces, dots and hyphens. tests/db/billing.test.ts compares both on the same samples.
 */
const PATTERNS: [string, RegExp][] = [
  ['AT', /^ATU\d{8}$/],
  ['BE', /^BE[01]\d{9}$/],
  ['BG', /^BG\d{9,10}$/],
  ['CY', /^CY\d{8}[A-Z]$/],
  ['CZ', /^CZ\d{8,10}$/],
  ['DE', /^DE\d{9}$/],
  ['DK', /^DK\d{8}$/],
  ['EE', /^EE\d{9}$/],
  ['GR', /^EL\d{9}$/],
  ['ES', /^ES[0-9A-Z]\d{7}[0-9A-Z]$/],
  ['FI', /^FI\d{8}$/],
  ['FR', /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/],
  ['HR', /^HR\d{11}$/],
  ['HU', /^HU\d{8}$/],
  ['IE', /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/],
  ['IT', /^IT\d{11}$/],
  ['LT', /^LT(\d{9}|\d{12})$/],
  ['LU', /^LU\d{8}$/],
  ['LV', /^LV\d{11}$/],
  ['MT', /^MT\d{8}$/],
  ['NL', /^NL\d{9}B\d{2}$/],
  ['PL', /^PL\d{10}$/],
  ['PT', /^PT\d{9}$/],
  ['RO', /^RO\d{2,10}$/],
  ['SE', /^SE\d{12}$/],
  ['SI', /^SI\d{8}$/],
  ['SK', /^SK\d{10}$/],
  ['XI', /^XI(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/],
  ['CH', /^CHE\d{9}(MWST|TVA|IVA)?$/],
  ['GB', /^GB(\d{9}|\d{12})$/],
];

/** The country of a VAT ID of a known format ("GR" for EL), or null. */
export function vatIdCountry(vatId: string): string | null {
  const id = vatId.replace(/[\s.-]/g, '').toUpperCase();
  return PATTERNS.find(([, pattern]) => pattern.test(id))?.[0] ?? null;
}
