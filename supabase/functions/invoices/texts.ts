// The words of the invoice and receipt PDFs in the buyer's language (the invoice's language).

export type Language = 'en' | 'de';

export const TEXTS = {
  en: {
    demo: 'DEMO - sample operator data, not a valid invoice of a real company',
    invoice: 'Invoice',
    cancellation: 'Cancellation invoice',
    cancels: (n: string) => `Cancels invoice ${n}. The amounts are reversed.`,
    receipt: 'Payment receipt',
    number: 'Invoice no.',
    date: 'Invoice date',
    serviceDate: 'Date of service',
    dueDate: 'Due date',
    customerVatId: 'Your VAT ID',
    vatId: 'VAT ID',
    taxNumber: 'Tax number',
    position: 'Item',
    description: 'Description',
    amount: 'Amount',
    item: (title: string) => `Access to the confidential details of the listing "${title}"`,
    itemNote: 'DealBridge access fee (one-off) on the marketplace, granted on the date of service.',
    net: 'Net amount',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total amount',
    reverseCharge:
      'Reverse charge: Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG, Art. 196 Directive 2006/112/EC). The recipient accounts for the VAT.',
    pay: (amount: string, due: string) =>
      `Please transfer ${amount} by ${due} to the account below, quoting the invoice number as reference.`,
    noPay: 'Nothing to pay: this document reverses the invoice named above.',
    accountHolder: 'Account holder',
    bank: 'Bank',
    reference: 'Reference',
    scan: 'GiroCode: scan with your banking app',
    terms:
      'Your access to the listing does not depend on this payment (terms of use: the fee is due on access being granted).',
    receiptText: (number: string, amount: string, paid: string) =>
      `We received ${amount} for invoice ${number} on ${paid}. Thank you.`,
    receiptNumber: 'For invoice',
    paidOn: 'Paid on',
    register: 'Register',
    director: 'Managing director',
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
    creditNote: 'Credit note (Gutschrift)',
    creditNoteNumber: 'Credit note no.',
    creditNoteDate: 'Credit note date',
    supplierVatId: 'Your VAT ID',
    supplierTaxNumber: 'Your tax number',
    selfBilling:
      'Self-billing credit note (Gutschrift, § 14 (2) sentence 2 UStG): we bill the service below in your name. Please tell us within 14 days if you object.',
    feeItem: (title: string) => `Scout fee for the won deal of the listing "${title}"`,
    feeItemNote:
      'Success fee for introducing the listing on the DealBridge marketplace, confirmed on the date of service.',
    smallBusiness:
      'No VAT is shown: the supplier is a small business under § 19 UStG (Kleinunternehmerregelung).',
    reverseChargeCredit:
      'Reverse charge: Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG). DealBridge as the recipient accounts for the VAT.',
    payout: (amount: string) =>
      `We transfer ${amount} to your account; the credit note number is the reference.`,
    statement: 'Statement of scout fees',
    continued: 'continued',
    statementPeriod: 'Period',
    statementDate: 'Created on',
    won: 'Won on',
    listing: 'Listing',
    status: 'Status',
    fee: 'Fee (net)',
    creditNoteShort: 'Credit note',
    statuses: {
      recorded: 'Recorded',
      confirmed: 'Confirmed, to be paid',
      paid: 'Paid',
      declined: 'Declined',
    } as Record<string, string>,
    noFees: 'No fees in this period.',
    totalConfirmed: 'Confirmed, to be paid',
    totalPaid: 'Paid',
    totalRecorded: 'Recorded, awaiting confirmation',
    statementNote:
      'This statement lists your fees; it is not a tax document. The credit notes are the documents for your accounts.',
  },
  de: {
    demo: 'DEMO - Beispieldaten des Betreibers, keine gültige Rechnung eines echten Unternehmens',
    invoice: 'Rechnung',
    cancellation: 'Stornorechnung',
    cancels: (n: string) => `Storniert die Rechnung ${n}. Die Beträge werden umgekehrt.`,
    receipt: 'Zahlungsbestätigung',
    number: 'Rechnungsnr.',
    date: 'Rechnungsdatum',
    serviceDate: 'Leistungsdatum',
    dueDate: 'Fällig am',
    customerVatId: 'Ihre USt-IdNr.',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    position: 'Pos.',
    description: 'Beschreibung',
    amount: 'Betrag',
    item: (title: string) => `Zugang zu den vertraulichen Angaben des Inserats „${title}“`,
    itemNote: 'DealBridge-Zugangsgebühr (einmalig) auf dem Marktplatz, gewährt am Leistungsdatum.',
    net: 'Nettobetrag',
    vat: (rate: number) => `Umsatzsteuer ${rate} %`,
    gross: 'Gesamtbetrag',
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG, Art. 196 MwStSystRL): Die Umsatzsteuer schuldet der Leistungsempfänger.',
    pay: (amount: string, due: string) =>
      `Bitte überweisen Sie ${amount} bis zum ${due} auf das unten genannte Konto, mit der Rechnungsnummer als Verwendungszweck.`,
    noPay: 'Nichts zu zahlen: Dieses Dokument storniert die oben genannte Rechnung.',
    accountHolder: 'Kontoinhaber',
    bank: 'Bank',
    reference: 'Verwendungszweck',
    scan: 'GiroCode: mit der Banking-App scannen',
    terms:
      'Ihr Zugang zum Inserat hängt nicht von dieser Zahlung ab (Nutzungsbedingungen: die Gebühr wird mit der Freigabe fällig).',
    receiptText: (number: string, amount: string, paid: string) =>
      `Wir haben am ${paid} ${amount} für die Rechnung ${number} erhalten. Vielen Dank.`,
    receiptNumber: 'Zur Rechnung',
    paidOn: 'Bezahlt am',
    register: 'Register',
    director: 'Geschäftsführung',
    page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    creditNote: 'Gutschrift',
    creditNoteNumber: 'Gutschriftnr.',
    creditNoteDate: 'Datum der Gutschrift',
    supplierVatId: 'Ihre USt-IdNr.',
    supplierTaxNumber: 'Ihre Steuernummer',
    selfBilling:
      'Gutschrift im Sinne des § 14 Abs. 2 Satz 2 UStG: Wir rechnen die folgende Leistung in Ihrem Namen ab. Bitte widersprechen Sie innerhalb von 14 Tagen, falls etwas nicht stimmt.',
    feeItem: (title: string) => `Scout-Provision für den gewonnenen Deal des Inserats „${title}“`,
    feeItemNote:
      'Erfolgsprovision für die Vermittlung des Inserats auf dem DealBridge-Marktplatz, bestätigt am Leistungsdatum.',
    smallBusiness:
      'Kein Ausweis der Umsatzsteuer: Der leistende Unternehmer ist Kleinunternehmer im Sinne von § 19 UStG.',
    reverseChargeCredit:
      'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG): Die Umsatzsteuer schuldet DealBridge als Leistungsempfänger.',
    payout: (amount: string) =>
      `Wir überweisen ${amount} auf Ihr Konto; Verwendungszweck ist die Gutschriftnummer.`,
    statement: 'Aufstellung der Scout-Provisionen',
    continued: 'Fortsetzung',
    statementPeriod: 'Zeitraum',
    statementDate: 'Erstellt am',
    won: 'Gewonnen am',
    listing: 'Inserat',
    status: 'Status',
    fee: 'Provision (netto)',
    creditNoteShort: 'Gutschrift',
    statuses: {
      recorded: 'Erfasst',
      confirmed: 'Bestätigt, zur Zahlung',
      paid: 'Bezahlt',
      declined: 'Abgelehnt',
    } as Record<string, string>,
    noFees: 'Keine Provisionen in diesem Zeitraum.',
    totalConfirmed: 'Bestätigt, zur Zahlung',
    totalPaid: 'Bezahlt',
    totalRecorded: 'Erfasst, Bestätigung ausstehend',
    statementNote:
      'Diese Aufstellung listet Ihre Provisionen; sie ist kein Steuerbeleg. Belege für Ihre Buchhaltung sind die Gutschriften.',
  },
} as const;

/** A date (YYYY-MM-DD or a timestamp) as the language writes it, in Europe/Berlin. */
export function formatDay(value: string, language: Language): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    day: '2-digit',
    month: language === 'de' ? '2-digit' : 'short',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(at);
}

/** Integer cents as euros: "595,00 €" / "€595.00". */
export function formatCents(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** Country codes the issuer uses, in words. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every region's name in English and German (and its code), to its code. */
let regionCodes: Map<string, string> | null = null;
function regionCode(value: string): string | null {
  if (!regionCodes) {
    regionCodes = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const names = ['en', 'de'].map((l) => new Intl.DisplayNames([l], { type: 'region' }));
    for (const a of letters)
      for (const b of letters) {
        const code = a + b;
        for (const n of names) {
          let name: string | undefined;
          try {
            name = n.of(code);
          } catch {
            name = undefined;
          }
          if (name && name !== code) regionCodes.set(name.toLowerCase(), code);
        }
      }
  }
  const key = value.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  return regionCodes.get(key) ?? null;
}

/**
 * The recipient's country as typed in the billing details ("Germany", "Deutschland", "DE"), in the
 * document's language; text that names no known country stays as typed.
 */
export function recipientCountry(value: string, language: Language): string {
  const code = regionCode(value);
  return code ? countryName(code, language) : value;
}
