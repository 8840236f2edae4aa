import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { isPlausiblePhoneNumber } from './phone';
import { billingInfoSchema } from './save-billing-info';
import { profileEditSchema } from './update-profile';

function messages(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

const billing = {
  kind: 'company' as const,
  companyName: 'Muster GmbH',
  companyEmail: 'billing@muster.example',
  responsiblePerson: 'Erika Muster',
  phoneNumber: '+49 89 123456',
  uidNumber: 'DE123456789',
  taxNumber: '',
  smallBusiness: false,
  streetAddress: 'Hauptstraße 1',
  city: 'München',
  postalCode: '80331',
  country: 'Germany',
};

describe('billingInfoSchema', () => {
  it('accepts nine filled fields', () => {
    expect(billingInfoSchema.parse({ ...billing, city: ' München ' }).city).toBe('München');
  });

  it('requires name, email, phone and address, and a company its name; the VAT ID is optional', () => {
    const empty = Object.fromEntries(Object.keys(billing).map((key) => [key, ' ']));
    expect(
      messages(billingInfoSchema.safeParse({ ...empty, kind: 'company', smallBusiness: false })),
    ).toEqual({
      companyName: 'validation.companyNameRequired',
      companyEmail: 'validation.companyEmailRequired',
      responsiblePerson: 'validation.responsiblePersonRequired',
      phoneNumber: 'validation.phoneRequired',
      streetAddress: 'validation.streetAddressRequired',
      city: 'validation.cityRequired',
      postalCode: 'validation.postalCodeRequired',
      country: 'validation.countryRequired',
    });
    expect(billingInfoSchema.safeParse({ ...billing, uidNumber: '' }).success).toBe(true);
  });

  it('lets a private person leave the company name and VAT ID empty', () => {
    expect(
      billingInfoSchema.safeParse({ ...billing, kind: 'private', companyName: '', uidNumber: '' })
        .success,
    ).toBe(true);
  });

  it('checks a VAT ID against its country format', () => {
    expect(messages(billingInfoSchema.safeParse({ ...billing, uidNumber: 'DE123' }))).toEqual({
      uidNumber: 'validation.vatIdInvalid',
    });
    expect(billingInfoSchema.safeParse({ ...billing, uidNumber: 'atu 1234 5678' }).success).toBe(
      true,
    );
  });

  it('checks a German tax number (10 to 13 digits, slashes or spaces), for people and companies', () => {
    for (const taxNumber of ['21/815/08150', '2181508150', '1121081508150', '181 815 08155'])
      for (const kind of ['company', 'private'] as const)
        expect(
          billingInfoSchema.safeParse({
            ...billing,
            kind,
            uidNumber: kind === 'private' ? '' : billing.uidNumber,
            taxNumber,
          }).success,
        ).toBe(true);
    for (const taxNumber of ['21/815/0815', '12345678901234', '21//815/08150', 'DE21/815/08150'])
      expect(messages(billingInfoSchema.safeParse({ ...billing, taxNumber }))).toEqual({
        taxNumber: 'validation.taxNumberInvalid',
      });
  });

  it('allows § 19 UStG (small business) with no VAT ID or a German one, not a foreign one', () => {
    expect(billingInfoSchema.safeParse({ ...billing, smallBusiness: true }).success).toBe(true);
    expect(
      billingInfoSchema.safeParse({ ...billing, smallBusiness: true, uidNumber: '' }).success,
    ).toBe(true);
    expect(
      messages(
        billingInfoSchema.safeParse({ ...billing, smallBusiness: true, uidNumber: 'ATU12345678' }),
      ),
    ).toEqual({ smallBusiness: 'validation.smallBusinessForeignVatId' });
  });

  it('types the company email and the phone number', () => {
    expect(
      messages(
        billingInfoSchema.safeParse({
          ...billing,
          companyEmail: 'no-at-sign',
          phoneNumber: 'call me',
        }),
      ),
    ).toEqual({ companyEmail: 'validation.emailInvalid', phoneNumber: 'validation.phoneInvalid' });
  });

  it('keeps the database length limits', () => {
    expect(
      messages(billingInfoSchema.safeParse({ ...billing, postalCode: '1'.repeat(21) })),
    ).toEqual({
      postalCode: 'validation.tooLong',
    });
  });
});

describe('profileEditSchema', () => {
  it('requires name and email, phone optional', () => {
    expect(
      profileEditSchema.safeParse({ name: 'Ada', email: 'ada@example.com', phoneNumber: '' })
        .success,
    ).toBe(true);
    expect(messages(profileEditSchema.safeParse({ name: '', email: '', phoneNumber: '' }))).toEqual(
      {
        name: 'validation.nameRequired',
        email: 'validation.emailRequired',
      },
    );
    expect(
      messages(profileEditSchema.safeParse({ name: 'Ada', email: 'ada@', phoneNumber: 'abc' })),
    ).toEqual({ email: 'validation.emailInvalid', phoneNumber: 'validation.phoneInvalid' });
  });

  it('takes an optional website, normalised as the database does, with its messages in both languages', () => {
    const base = { name: 'Ada', email: 'ada@example.com', phoneNumber: '' };
    expect(profileEditSchema.parse({ ...base, website: '' }).website).toBe('');
    expect(profileEditSchema.parse({ ...base, website: ' ada.example/team ' }).website).toBe(
      'https://ada.example/team',
    );
    const keys = [
      messages(profileEditSchema.safeParse({ ...base, website: 'ada' })).website,
      messages(profileEditSchema.safeParse({ ...base, website: `ada.example/${'a'.repeat(200)}` }))
        .website,
    ];
    expect(keys).toEqual(['validation.websiteInvalid', 'validation.websiteTooLong']);
    for (const lng of ['en', 'de'])
      for (const key of keys)
        expect(i18n.exists(key, { ns: 'profile', lng }), `${lng} ${key}`).toBe(true);
  });
});

describe('isPlausiblePhoneNumber', () => {
  it('accepts usual notations and refuses text or too few digits', () => {
    for (const value of ['+49 89 123456', '(030) 123-456', '0043/1/7654321', '089.12345']) {
      expect(isPlausiblePhoneNumber(value), value).toBe(true);
    }
    for (const value of ['abc', '1234', '+49 89 12a456', '']) {
      expect(isPlausiblePhoneNumber(value), value).toBe(false);
    }
  });
});

describe('profile validation messages', () => {
  it('exist in English and German', () => {
    const keys = Object.keys(
      (i18n.getResourceBundle('en', 'profile') as { validation: object }).validation,
    );
    for (const lng of ['en', 'de']) {
      for (const key of keys)
        expect(i18n.exists(`validation.${key}`, { ns: 'profile', lng })).toBe(true);
    }
  });
});
