export type LegalSection = { heading: string; paragraphs: string[] };

/** A static legal page (English only): /privacy, /terms, /compliance. */
export type LegalDocument = {
  title: string;
  /** Date in German notation (DD.MM.YYYY), as shown on the page. */
  effectiveDate: string;
  sections: LegalSection[];
};

/** Operator details shared by all legal documents (placeholder operator). */
export const operator = {
  name: 'DealBridge GmbH',
  address: 'Musterstraße 1, 10115 Berlin, Germany',
  privacyEmail: 'privacy@dealbridge.example',
  legalEmail: 'legal@dealbridge.example',
} as const;
