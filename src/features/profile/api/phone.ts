/** A phone number as people write it: optional +, digits, spaces and ( ) . / - ; at least 5 digits. */
export function isPlausiblePhoneNumber(value: string): boolean {
  return /^\+?[\d\s()./-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5;
}
