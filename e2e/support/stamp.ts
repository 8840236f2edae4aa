import { randomUUID } from 'node:crypto';

/**
 * A random marker for one test's data, in letters only: a stamp is written into
 * titles, names and messages, and seven digits in a row in a message are masked
 * as a phone number before access is granted (private.mask_contact_details), so a
 * hex stamp failed a test about one run in fifteen.
 */
export function uniqueStamp(length = 6): string {
  return randomUUID()
    .replace(/-/g, '')
    .slice(0, length)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]);
}
