// A support message's reply address: the database refuses addresses that would add headers to the
// admin's mailto: reply (bcc, body), through a hand-made insert with a valid token.
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { createUser, type Identity } from './support/identities';

let sender: Identity;

beforeAll(async () => {
  sender = await createUser('support-email', { role: 'investor' });
});

describe('messages.email', () => {
  it.each([
    'victim@example.com?bcc=eve@evil.test',
    'victim@example.com&body=hello',
    'a=b@example.com',
    'x%3fbcc=eve@evil.test',
    'eve@evil.test?',
  ])('refuses %s', async (email) => {
    const { error } = await sender.client
      .from('messages')
      .insert({ user_id: sender.id!, email, subject: 'Help', body: 'Please' });
    expect(error?.code).toBe('23514');
    const { count } = await serviceClient()
      .from('messages')
      .select('id', { count: 'exact', head: true })
      .eq('email', email);
    expect(count).toBe(0);
  });

  it('accepts a plain address', async () => {
    const { error } = await sender.client.from('messages').insert({
      user_id: sender.id!,
      email: 'first.last+support@example.co.uk',
      subject: 'Help',
      body: 'Please',
    });
    expect(error).toBeNull();
  });
});
