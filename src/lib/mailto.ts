/**
 * A reply address as the database accepts it for support messages (messages_email_plain_address):
 * no `?`, `&`, `=`, `%` or spaces, which would add headers (bcc, body) to a mailto: link.
 */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/**
 * A mailto: link to one plain address, or null when the address is not plain (the caller shows it
 * as text then). The subject is percent-encoded, so it cannot add headers either.
 */
export function mailtoHref(address: string, subject?: string): string | null {
  if (!PLAIN_EMAIL.test(address)) return null;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${address}${query}`;
}
