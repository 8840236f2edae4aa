import { operator as configuredOperator, operatorAddress } from '../../../lib/operator';

export type LegalSection = { heading: string; paragraphs: string[] };

/** A static legal page (English only): /privacy, /terms, /compliance. */
export type LegalDocument = {
  title: string;
  /** Date in German notation (DD.MM.YYYY), as shown on the page. */
  effectiveDate: string;
  sections: LegalSection[];
};

/** Operator details shared by all legal documents (from configuration, src/lib/operator). */
export const operator = {
  name: configuredOperator.name,
  address: operatorAddress(configuredOperator),
  privacyEmail: configuredOperator.privacyEmail,
  legalEmail: configuredOperator.legalEmail,
} as const;
