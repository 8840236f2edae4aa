// Issue 31, billing details for people and companies, through the HTTP API with the users' own
// tokens: a private buyer (name and address, no company, no VAT ID) completes the profile and asks
// for access; a company's VAT ID is optional and, when given, must have an EU country's format; the
// database applies the form's rules to every writer (the service role included).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isTaxNumber } from '../../src/features/profile/api/tax-number';
import { vatIdCountry } from '../../src/features/profile/api/vat-id';
import { serviceClient } from '../support/accounts';
import { readAsService } from './support/cells';
import { dealWithNda, moveDeal, newListing } from './support/deals';
import { createUser, type Identity } from './support/identities';

const service = serviceClient();

let owner: Identity;

beforeAll(async () => {
  owner = await createUser('billing-owner', { role: 'scout', status: 'verified' });
});

const address = {
  company_email: 'me@private.example',
  phone_number: '+49 30 1234567',
  street_address: 'Lindenstraße 5',
  city: 'Hamburg',
  postal_code: '20095',
  country: 'Germany',
};

const complete = async (who: Identity) =>
  (await readAsService('profiles', { id: who.id! }))?.profile_complete;

describe('a private buyer', () => {
  it('completes the billing details with name and address only and asks for access', async () => {
    const buyer = await createUser('billing-private', { role: 'investor', status: 'verified' });
    const saved = await buyer.client.from('billing_info').insert({
      user_id: buyer.id!,
      kind: 'private',
      responsible_person: 'Petra Privat',
      ...address,
    });
    expect(saved.error).toBeNull();
    expect(await complete(buyer)).toBe(true);

    const listingId = await newListing(owner, `Private Target ${randomUUID().slice(0, 8)}`);
    const dealId = await dealWithNda(buyer, listingId);
    const asked = await moveDeal(buyer, dealId, 'access_requested');
    expect(asked.error).toBeNull();
  });

  it('cannot carry a company name or a VAT ID (the database refuses, as the form does)', async () => {
    const buyer = await createUser('billing-private2', { role: 'investor', status: 'verified' });
    for (const extra of [{ uid_number: 'DE123456789' }, { company_name: 'Not A Company GmbH' }]) {
      const { error } = await buyer.client.from('billing_info').insert({
        user_id: buyer.id!,
        kind: 'private',
        responsible_person: 'Paul Privat',
        ...address,
        ...extra,
      });
      expect(error).toMatchObject({ code: '23514' });
      expect(error?.message).toContain('billing_info_private_person');
    }
    expect(await readAsService('billing_info', { user_id: buyer.id! })).toBeNull();
  });

  it('without a name is not complete and cannot ask for access', async () => {
    const buyer = await createUser('billing-private3', { role: 'investor', status: 'verified' });
    expect(
      (
        await buyer.client
          .from('billing_info')
          .insert({ user_id: buyer.id!, kind: 'private', ...address })
      ).error,
    ).toBeNull();
    expect(await complete(buyer)).toBe(false);
    const listingId = await newListing(owner, `Private Target ${randomUUID().slice(0, 8)}`);
    const dealId = await dealWithNda(buyer, listingId);
    const asked = await moveDeal(buyer, dealId, 'access_requested');
    expect(asked.error?.message).toContain('Billing information required');
  });
});

describe('a company', () => {
  const company = (userId: string, extra: Record<string, unknown> = {}) => ({
    user_id: userId,
    kind: 'company' as const,
    company_name: 'Nord Beteiligungen GmbH',
    responsible_person: 'Nina Nord',
    ...address,
    ...extra,
  });

  it('is complete without a VAT ID', async () => {
    const buyer = await createUser('billing-co1', { role: 'investor', status: 'verified' });
    expect((await buyer.client.from('billing_info').insert(company(buyer.id!))).error).toBeNull();
    expect(await complete(buyer)).toBe(true);
  });

  it('is not complete without its company name', async () => {
    const buyer = await createUser('billing-co2', { role: 'investor', status: 'verified' });
    expect(
      (await buyer.client.from('billing_info').insert(company(buyer.id!, { company_name: ' ' })))
        .error,
    ).toBeNull();
    expect(await complete(buyer)).toBe(false);
  });

  it.each(['DE123', 'ATU1234567', 'FR1234', 'XX123456789', 'DE12345678X'])(
    'with the VAT ID %s (no country format) is refused, also for the service role',
    async (vatId) => {
      const buyer = await createUser('billing-co3', { role: 'investor', status: 'verified' });
      for (const client of [buyer.client, service]) {
        const { error } = await client
          .from('billing_info')
          .insert(company(buyer.id!, { uid_number: vatId }));
        expect(error).toMatchObject({ code: '23514' });
        expect(error?.message).toContain('billing_info_vat_id_format');
      }
      expect(await readAsService('billing_info', { user_id: buyer.id! })).toBeNull();
    },
  );

  it('keeps a valid VAT ID upper-case, and refuses a later change to an invalid one', async () => {
    const buyer = await createUser('billing-co4', { role: 'investor', status: 'verified' });
    expect(
      (
        await buyer.client
          .from('billing_info')
          .insert(company(buyer.id!, { uid_number: ' atu12345678 ' }))
      ).error,
    ).toBeNull();
    expect(await readAsService('billing_info', { user_id: buyer.id! })).toMatchObject({
      uid_number: 'ATU12345678',
    });
    const changed = await buyer.client
      .from('billing_info')
      .update({ uid_number: 'ATU1' })
      .eq('user_id', buyer.id!);
    expect(changed.error).toMatchObject({ code: '23514' });
    expect(await readAsService('billing_info', { user_id: buyer.id! })).toMatchObject({
      uid_number: 'ATU12345678',
    });
  });
});

describe('the form and the database check VAT IDs alike', () => {
  const samples = [
    'DE123456789',
    'de 123 456 789',
    'DE12345678',
    'ATU12345678',
    'ATU1234567',
    'BE0123456789',
    'BE2123456789',
    'FRXX123456789',
    'FR12345678901',
    'FRIO123456789',
    'NL123456789B01',
    'NL123456789A01',
    'EL123456789',
    'GR123456789',
    'ESX1234567X',
    'IE1234567FA',
    'IE1A23456B',
    'IT12345678901',
    'PL1234567890',
    'SE123456789012',
    'CHE-123.456.789 MWST',
    'CHE123456789',
    'GB123456789',
    'XI123456789',
    'LU12345678',
    'US123456789',
    '',
  ];
  it('on samples of every shape', async () => {
    const db = await Promise.all(
      samples.map(async (sample) => {
        const { data, error } = await owner.client.rpc('vat_id_country', { p_vat_id: sample });
        expect(error).toBeNull();
        return data;
      }),
    );
    expect(samples.map((s) => vatIdCountry(s))).toEqual(db);
    expect(db.slice(0, 4)).toEqual(['DE', 'DE', null, 'AT']);
  });
});

describe('the tax number (Steuernummer) and the small-business rule (§ 19 UStG)', () => {
  const samples = [
    '21/815/08150',
    '2181508150',
    '1121081508150',
    '181 815 08155',
    ' 21/815/08150 ',
    '21/815/0815',
    '12345678901234',
    '21//815/08150',
    '21/815/08150/',
    'DE21/815/08150',
    '21-815-08150',
    '',
  ];
  it('the form and the database check tax numbers alike', async () => {
    const db = await Promise.all(
      samples.map(async (sample) => {
        const { data, error } = await owner.client.rpc('tax_number_is_valid', {
          p_tax_number: sample,
        });
        expect(error).toBeNull();
        return data;
      }),
    );
    expect(samples.map((s) => isTaxNumber(s))).toEqual(db);
    expect(db.slice(0, 6)).toEqual([true, true, true, true, true, false]);
  });

  it('people and companies keep a valid tax number; a wrong one is refused for every writer', async () => {
    const person = await createUser('billing-tax-private', { role: 'scout', status: 'verified' });
    const saved = await person.client.from('billing_info').insert({
      user_id: person.id!,
      kind: 'private',
      responsible_person: 'Tina Steuer',
      tax_number: ' 21/815/08150 ',
      small_business: true,
      ...address,
    });
    expect(saved.error).toBeNull();
    expect(await readAsService('billing_info', { user_id: person.id! })).toMatchObject({
      tax_number: '21/815/08150',
      small_business: true,
    });
    expect(await complete(person)).toBe(true);
    const wrong = await person.client
      .from('billing_info')
      .update({ tax_number: '21/815/0815' })
      .eq('user_id', person.id!);
    expect(wrong.error).toMatchObject({ code: '23514' });
    expect(wrong.error?.message).toContain('billing_info_tax_number_format');

    const company = await createUser('billing-tax-co', { role: 'scout', status: 'verified' });
    const forced = await service.from('billing_info').insert({
      user_id: company.id!,
      kind: 'company',
      company_name: 'Steuer GmbH',
      responsible_person: 'Tom Steuer',
      tax_number: 'not a number',
      ...address,
    });
    expect(forced.error).toMatchObject({ code: '23514' });
    expect(await readAsService('billing_info', { user_id: company.id! })).toBeNull();
  });

  it('§ 19 UStG is refused with a VAT ID of another country (as in the form)', async () => {
    const scout = await createUser('billing-tax-foreign', { role: 'scout', status: 'verified' });
    const base = {
      user_id: scout.id!,
      kind: 'company' as const,
      company_name: 'Klein GmbH',
      responsible_person: 'Karl Klein',
      ...address,
    };
    const foreign = await scout.client
      .from('billing_info')
      .insert({ ...base, uid_number: 'ATU12345678', small_business: true });
    expect(foreign.error).toMatchObject({ code: '23514' });
    expect(foreign.error?.message).toContain('billing_info_small_business_vat_id');
    const german = await scout.client
      .from('billing_info')
      .insert({ ...base, uid_number: 'DE123456789', small_business: true });
    expect(german.error).toBeNull();
  });
});
