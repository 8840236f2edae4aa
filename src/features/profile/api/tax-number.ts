/**
 * A German tax number (Steuernummer), the same rule as the database's public.tax_number_is_valid():
 * 10 to 13 digits, grouped by single slashes or spaces (21/815/08150, 2181508150, 1121081508150).
 * tests/db/billing.test.ts compares both on the same samples.
 */
export function isTaxNumber(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\d+([ /]\d+)*$/.test(trimmed) && digits >= 10 && digits <= 13;
}
