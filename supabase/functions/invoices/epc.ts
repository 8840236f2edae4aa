// The EPC QR code ("GiroCode", EPC069-12, version 002): a SEPA credit transfer that banking apps
// read from the invoice. Lines separated by LF; character set 1 = UTF-8; BIC optional in 002.

export type Transfer = {
  name: string;
  iban: string;
  bic: string;
  amountCents: number;
  reference: string;
};

/** The payload of the code: BCD, 002, 1, SCT, BIC, name, IBAN, EUR amount, purpose, -, text. */
export function epcPayload(t: Transfer): string {
  if (!Number.isInteger(t.amountCents) || t.amountCents < 1 || t.amountCents > 99_999_999_999)
    throw new Error('EPC amount must be 0.01 to 999,999,999.99 EUR');
  const euros = `${Math.floor(t.amountCents / 100)}.${String(t.amountCents % 100).padStart(2, '0')}`;
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    t.bic.replace(/\s+/g, ''),
    t.name.slice(0, 70),
    t.iban.replace(/\s+/g, '').toUpperCase(),
    `EUR${euros}`,
    '',
    '',
    t.reference.slice(0, 140),
  ].join('\n');
}
