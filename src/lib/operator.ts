/**
 * Who operates this DealBridge installation: shown in the Impressum, the legal texts and the
 * footer. Set at build time through VITE_OPERATOR_* variables (see README). Without them the app
 * shows the demo operator below, and every page that shows it says plainly that it is a demo.
 */
export type Operator = {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 country code ("DE"); shown in the reader's language. */
  country: string;
  /** Managing director(s), "Geschäftsführer". */
  representative: string;
  email: string;
  privacyEmail: string;
  legalEmail: string;
  phone: string;
  /** Commercial register court and number, e.g. "Amtsgericht Charlottenburg, HRB 123456 B". */
  register: string;
  /** VAT identification number (USt-IdNr.). */
  vatId: string;
  /** true when no operator is configured and these are the demo values. */
  isDemo: boolean;
};

type OperatorField = Exclude<keyof Operator, 'isDemo'>;

/** Demo values: a plausible operator for the seeded demo, never presented as real. */
export const DEMO_OPERATOR: Omit<Operator, 'isDemo'> = {
  name: 'DealBridge Demo GmbH',
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  representative: 'Anna Weber (demo)',
  email: 'contact@dealbridge.test',
  privacyEmail: 'privacy@dealbridge.test',
  legalEmail: 'legal@dealbridge.test',
  phone: '+49 30 0000000 (demo)',
  register: 'Amtsgericht Charlottenburg, HRB 000000 B (demo)',
  vatId: 'DE000000000 (demo)',
};

const VARIABLES: Record<OperatorField, string> = {
  name: 'VITE_OPERATOR_NAME',
  street: 'VITE_OPERATOR_STREET',
  postalCode: 'VITE_OPERATOR_POSTAL_CODE',
  city: 'VITE_OPERATOR_CITY',
  country: 'VITE_OPERATOR_COUNTRY',
  representative: 'VITE_OPERATOR_REPRESENTATIVE',
  email: 'VITE_OPERATOR_EMAIL',
  privacyEmail: 'VITE_OPERATOR_PRIVACY_EMAIL',
  legalEmail: 'VITE_OPERATOR_LEGAL_EMAIL',
  phone: 'VITE_OPERATOR_PHONE',
  register: 'VITE_OPERATOR_REGISTER',
  vatId: 'VITE_OPERATOR_VAT_ID',
};

/**
 * The configured operator when at least its name, address and email are set (other fields fall
 * back to the general email or stay empty); otherwise the demo operator, marked as demo.
 */
export function readOperator(raw: Record<string, unknown>): Operator {
  const value = (field: OperatorField) => {
    const v = raw[VARIABLES[field]];
    return typeof v === 'string' ? v.trim() : '';
  };
  const configured = (['name', 'street', 'postalCode', 'city', 'email'] as const).every(
    (field) => value(field) !== '',
  );
  if (!configured) return { ...DEMO_OPERATOR, isDemo: true };
  const email = value('email');
  return {
    name: value('name'),
    street: value('street'),
    postalCode: value('postalCode'),
    city: value('city'),
    country: (value('country') || 'DE').toUpperCase(),
    representative: value('representative'),
    email,
    privacyEmail: value('privacyEmail') || email,
    legalEmail: value('legalEmail') || email,
    phone: value('phone'),
    register: value('register'),
    vatId: value('vatId'),
    isDemo: false,
  };
}

export const operator: Operator = readOperator(import.meta.env);

/** The operator's country in a language ("Germany", "Deutschland"). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** One line in English (the legal texts): "Street, 10117 City, Germany". */
export function operatorAddress(o: Operator = operator): string {
  return `${o.street}, ${o.postalCode} ${o.city}, ${countryName(o.country, 'en')}`;
}
