import {
  operator as configuredOperator,
  countryName,
  operatorAddress,
} from '../../../lib/operator';

export type LegalSection = { heading: string; paragraphs: string[] };

/** A static legal page in one language: /privacy, /terms, /compliance (German under /de). */
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

/** The same for the German texts: the country in German ("Deutschland"). */
export const operatorDe = {
  ...operator,
  address: `${configuredOperator.street}, ${configuredOperator.postalCode} ${configuredOperator.city}, ${countryName(configuredOperator.country, 'de')}`,
} as const;
