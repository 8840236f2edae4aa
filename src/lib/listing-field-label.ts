import { i18n } from './i18n';

/**
 * The label of a listing field named in a version or audit event ("asking_price_eur",
 * "financials.2025.ebitda_eur" -> "EBITDA 2025") in the given language, from the common
 * namespace's listingField keys.
 */
export function listingFieldLabel(field: string, language: string): string {
  const t = i18n.getFixedT(language, 'common');
  const figure = /^financials\.(\d{4})\.(revenue_eur|ebitda_eur|is_plan)$/.exec(field);
  if (figure) return t(`listingField.${figure[2] as 'revenue_eur'}`, { year: figure[1] });
  return t(`listingField.${field}` as 'listingField.title', { defaultValue: field });
}

/** Distinct labels of changed fields, in order (the two bounds of a band are one "EBITDA range"). */
export function changedFieldLabels(fields: string[], language: string): string[] {
  return [...new Set(fields.map((f) => listingFieldLabel(f, language)))];
}
