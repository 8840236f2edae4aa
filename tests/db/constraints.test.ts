// Bad input: every constraint violated once through the API answers with a clear error and stores
// nothing (checked as the service role).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAsService } from './support/cells';
import { anonClient, serviceClient } from '../support/accounts';
import { createUser, giveBillingInfo, type Identity } from './support/identities';

const service = serviceClient();
let scout: Identity;
let investor: Identity;
let admin: Identity;
let listing: string;

const validListing = {
  p_type: 'sell' as const,
  p_title: 'Constraint GmbH',
  p_industry: 'Services' as const,
  p_revenue: '2M-5M' as const,
  p_employees: '11-50' as const,
  p_location: 'Belgium' as const,
  p_description: 'What a buyer reads once access is granted',
  p_anonymized_description: 'A teaser written for this test',
};

async function listingCount(marker: string) {
  const { count } = await service
    .from('listings')
    .select('id', { count: 'exact', head: true })
    .eq('anonymized_description', marker);
  return count;
}

beforeAll(async () => {
  [scout, investor, admin] = await Promise.all([
    createUser('constraint-scout', { role: 'scout', status: 'verified' }),
    createUser('constraint-investor', { role: 'investor', status: 'verified' }),
    createUser('constraint-admin', { admin: true }),
  ]);
  // Asking for access (the unlock request below) needs complete billing information.
  await giveBillingInfo(investor);
  const { data, error } = await scout.client.rpc('create_listing', validListing);
  if (error || !data) throw new Error(error?.message);
  listing = data;
});

describe('profiles', () => {
  it.each([
    ['blank name', { name: '   ' }, 'profiles_name_not_blank'],
    ['name over 200 characters', { name: 'n'.repeat(201) }, 'profiles_name_length'],
    [
      'phone number over 50 characters',
      { phone_number: '1'.repeat(51) },
      'profiles_phone_number_length',
    ],
  ])('%s is refused', async (_label, patch, constraint) => {
    const before = await readAsService('profiles', { id: scout.id! });
    const { error } = await scout.client.from('profiles').update(patch).eq('id', scout.id!);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain(constraint);
    expect(await readAsService('profiles', { id: scout.id! })).toEqual(before);
  });
});

describe('billing_info', () => {
  const billing = () => ({
    user_id: scout.id!,
    company_name: 'Scout GmbH',
    company_email: 'billing@scout.example',
    responsible_person: 'S. Cout',
    phone_number: '+49 1',
    uid_number: 'DE123456789',
    street_address: 'Weg 1',
    city: 'Köln',
    postal_code: '50667',
    country: 'Germany',
  });
  it.each([
    [
      'an invalid company email',
      { company_email: 'not-an-email' },
      'billing_info_company_email_format',
    ],
    [
      'a company name over 200 characters',
      { company_name: 'c'.repeat(201) },
      'billing_info_company_name_length',
    ],
    [
      'a postal code over 20 characters',
      { postal_code: '9'.repeat(21) },
      'billing_info_postal_code_length',
    ],
    [
      'a VAT id over 50 characters',
      { uid_number: 'D'.repeat(51) },
      'billing_info_uid_number_length',
    ],
  ])('%s is refused', async (_label, patch, constraint) => {
    const { error } = await scout.client.from('billing_info').insert({ ...billing(), ...patch });
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain(constraint);
    expect(await readAsService('billing_info', { user_id: scout.id! })).toBeNull();
  });
});

describe('listings through create_listing', () => {
  it("names the missing required fields in the spec's order", async () => {
    const { error } = await scout.client.rpc('create_listing', {
      p_industry: 'Energy',
      p_title: '  ',
    });
    expect(error?.message).toBe(
      'Missing required fields: title, type, revenue, employees, location, description, anonymized description',
    );
  });

  it.each([
    ['an unknown industry', { p_industry: 'Tech' }, 'invalid input value for enum industry'],
    [
      'an unknown revenue range',
      { p_revenue: '1-2M' },
      'invalid input value for enum revenue_range',
    ],
    [
      'an unknown employee range',
      { p_employees: '10-20' },
      'invalid input value for enum employee_range',
    ],
    ['an unknown location', { p_location: 'Atlantis' }, 'invalid input value for enum location'],
    ['an unknown type', { p_type: 'rent' }, 'invalid input value for enum listing_type'],
    ['a title over 200 characters', { p_title: 't'.repeat(201) }, 'listing_details_title_length'],
    [
      'a description over 10,000 characters',
      { p_description: 'd'.repeat(10_001) },
      'listing_details_description_length',
    ],
    [
      'full details over 50,000 characters',
      { p_full_details: 'f'.repeat(50_001) },
      'listing_details_full_details_length',
    ],
    [
      'an anonymized description over 5,000 characters',
      { p_anonymized_description: 'a'.repeat(5_001) },
      'listings_anonymized_description_length',
    ],
    ['a price over 100 characters', { p_price: 'p'.repeat(101) }, 'listings_price_length'],
    [
      'a market position over 2,000 characters',
      { p_market_position: 'm'.repeat(2_001) },
      'listings_market_position_length',
    ],
  ])('%s is refused', async (_label, patch, message) => {
    const marker = `Constraint teaser ${randomUUID()}`;
    const { error } = await scout.client.rpc('create_listing', {
      ...validListing,
      p_anonymized_description: marker,
      ...patch,
    } as never);
    expect(error?.message).toContain(message);
    expect(await listingCount(marker)).toBe(0);
    // The atomic RPC leaves no teaser without details behind either.
    const { count } = await service
      .from('listings')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', scout.id!);
    expect(count).toBe(1);
  });

  it('an update with a blank teaser or an unknown enum value is refused', async () => {
    const before = await readAsService('listings', { id: listing });
    const blank = await scout.client
      .from('listings')
      .update({ anonymized_description: ' ' })
      .eq('id', listing);
    expect(blank.error?.message).toContain('listings_anonymized_description_not_blank');
    const badEnum = await scout.client
      .from('listings')
      .update({ location: 'Mars' as never })
      .eq('id', listing);
    expect(badEnum.error?.message).toContain('invalid input value for enum location');
    const blankTitle = await scout.client
      .from('listing_details')
      .update({ title: '' })
      .eq('listing_id', listing);
    expect(blankTitle.error?.message).toContain('listing_details_title_not_blank');
    expect(await readAsService('listings', { id: listing })).toEqual(before);
  });

  it.each([-1, 5001, null])('a success fee of %s EUR is refused', async (fee) => {
    const before = await readAsService('listings', { id: listing });
    const { error } = await admin.client.rpc('close_listing', {
      p_listing_id: listing,
      p_success_fee_eur: fee as number,
    });
    expect(error?.message).toBe('Success fee must be between 0 and 5,000 EUR');
    expect(await readAsService('listings', { id: listing })).toEqual(before);
  });
});

describe('inquiries', () => {
  it.each([
    ['a blank message', '  \n ', 'inquiries_message_not_blank'],
    ['a message over 5,000 characters', 'x'.repeat(5_001), 'inquiries_message_length'],
  ])('%s is refused', async (_label, message, constraint) => {
    const { error } = await investor.client
      .from('inquiries')
      .insert({ user_id: investor.id!, listing_id: listing, message });
    expect(error?.message).toContain(constraint);
    const { count } = await service
      .from('inquiries')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', investor.id!);
    expect(count).toBe(0);
  });

  it('an inquiry about a listing that does not exist is refused', async () => {
    const { error } = await investor.client
      .from('inquiries')
      .insert({ user_id: investor.id!, listing_id: randomUUID(), message: 'Hello' });
    expect(error?.code).toBe('42501');
    const { count } = await service
      .from('inquiries')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', investor.id!);
    expect(count).toBe(0);
  });

  it('an unknown status is refused', async () => {
    const { data: inquiry } = await service
      .from('inquiries')
      .insert({ user_id: admin.id!, listing_id: listing, message: 'Status test' })
      .select('*')
      .single();
    const { error } = await scout.client
      .from('inquiries')
      .update({ status: 'deleted' as never })
      .eq('id', inquiry!.id);
    expect(error?.message).toContain('invalid input value for enum inquiry_status');
    expect(await readAsService('inquiries', { id: inquiry!.id })).toEqual(inquiry);
  });
});

describe('NDAs and unlock requests', () => {
  it('a blank signer name, a second NDA and a second open unlock request are refused', async () => {
    const blank = await investor.client
      .from('nda_signatures')
      .insert({ user_id: investor.id!, listing_id: listing, signer_name: ' ' });
    expect(blank.error?.message).toContain('nda_signatures_signer_name_not_blank');
    const first = await investor.client
      .from('nda_signatures')
      .insert({ user_id: investor.id!, listing_id: listing, signer_name: 'Ina Vestor' });
    expect(first.error).toBeNull();
    const second = await investor.client
      .from('nda_signatures')
      .insert({ user_id: investor.id!, listing_id: listing, signer_name: 'Ina Again' });
    expect(second.error).toMatchObject({ code: '23505' });
    expect(second.error?.message).toContain('nda_signatures_one_per_user');

    const unlock = await investor.client
      .from('unlock_requests')
      .insert({ user_id: investor.id!, listing_id: listing });
    expect(unlock.error).toBeNull();
    const again = await investor.client
      .from('unlock_requests')
      .insert({ user_id: investor.id!, listing_id: listing });
    expect(again.error).toMatchObject({ code: '23505' });
    expect(again.error?.message).toContain('unlock_requests_one_open_idx');
    const price = await investor.client
      .from('unlock_requests')
      .insert({ user_id: investor.id!, listing_id: listing, price_eur: 1 } as never);
    expect(price.error?.code).toBe('42501');

    const ndas = await service
      .from('nda_signatures')
      .select('signer_name')
      .eq('user_id', investor.id!);
    expect(ndas.data).toEqual([{ signer_name: 'Ina Vestor' }]);
    const requests = await service
      .from('unlock_requests')
      .select('status, price_eur')
      .eq('user_id', investor.id!);
    expect(requests.data).toEqual([{ status: 'pending', price_eur: 500 }]);
  });
});

describe('messages', () => {
  it.each([
    ['an invalid email', { email: 'nobody' }, 'messages_email_format'],
    ['a blank subject', { subject: ' ' }, 'messages_subject_not_blank'],
    ['a subject over 200 characters', { subject: 's'.repeat(201) }, 'messages_subject_length'],
    ['a blank body', { body: '' }, 'messages_body_not_blank'],
    ['a body over 5,000 characters', { body: 'b'.repeat(5_001) }, 'messages_body_length'],
  ])('%s is refused', async (_label, patch, constraint) => {
    const { error } = await scout.client.from('messages').insert({
      user_id: scout.id,
      email: 'scout@example.test',
      subject: 'Hi',
      body: 'Hello',
      ...patch,
    });
    expect(error?.message).toContain(constraint);
    const { count } = await service
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', scout.id!);
    expect(count).toBe(0);
  });
});

describe('newsletter', () => {
  it.each(['', 'no-at-sign', 'two@@example.test', 'space in@example.test', 'a@b'])(
    '"%s" is refused',
    async (email) => {
      const { error } = await anonClient().rpc('subscribe_newsletter', { p_email: email });
      expect(error?.message).toBe('Invalid email address');
    },
  );

  it('a repeated email is accepted once, lower-cased', async () => {
    const email = `Reader-${randomUUID()}@Example.TEST`;
    for (const variant of [email, email.toLowerCase(), `  ${email}  `]) {
      const { error } = await anonClient().rpc('subscribe_newsletter', { p_email: variant });
      expect(error).toBeNull();
    }
    const { data } = await service
      .from('newsletter_subscriptions')
      .select('email')
      .ilike('email', email.toLowerCase());
    expect(data).toEqual([{ email: email.toLowerCase() }]);
  });

  it('the list is readable by admins only', async () => {
    expect((await anonClient().from('newsletter_subscriptions').select('*')).error?.code).toBe(
      '42501',
    );
    expect((await scout.client.from('newsletter_subscriptions').select('*')).data).toEqual([]);
    expect(
      (await admin.client.from('newsletter_subscriptions').select('*').limit(1)).data,
    ).toHaveLength(1);
  });
});
