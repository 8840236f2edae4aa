// Emails as they arrive in the inbox (issue 32): from the sender configured in supabase/config.toml
// ([local_smtp] sender_name and admin_email), auth and notification emails alike, never a default
// address; a German buyer reads the listing's facts in German, written as the app writes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { serviceClient } from '../support/accounts';
import { waitForMail } from '../support/mail';
import { createUser } from '../db/support/identities';

const config = parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'supabase', 'config.toml'), 'utf8'),
) as { local_smtp: { admin_email: string; sender_name: string } };
const SENDER = `${config.local_smtp.sender_name} <${config.local_smtp.admin_email}>`;

describe('emails in the inbox', () => {
  it('come from the configured sender and name the listing in the reader’s language', async () => {
    expect(config.local_smtp.admin_email).not.toBe('admin@email.com');
    expect(SENDER).toMatch(/^DealBridge <[^@\s]+@[^@\s]+>$/);

    const seller = await createUser('words-seller', {
      role: 'company',
      status: 'verified',
      metadata: { name: 'Wanda Seller', role: 'company', language: 'en' },
    });
    const buyer = await createUser('words-buyer', {
      role: 'investor',
      status: 'verified',
      metadata: { name: 'Wim Käufer', role: 'investor', language: 'de' },
    });

    // The sign-up confirmation (Auth) comes from the configured sender.
    const confirmation = await waitForMail(buyer.email!, (mail) => /bestätigen/.test(mail.subject));
    expect(confirmation.from).toBe(SENDER);

    const { data: listingId, error } = await seller.client.rpc('create_listing', {
      p_type: 'sell',
      p_title: 'Words GmbH',
      p_industry: 'Manufacturing',
      p_revenue: '2M-5M',
      p_employees: '11-50',
      p_location: 'Germany',
      p_description: 'x',
      p_anonymized_description: 'y',
    });
    expect(error).toBeNull();
    expect(
      (await buyer.client.from('inquiries').insert({ listing_id: listingId!, message: 'Frage' }))
        .error,
    ).toBeNull();
    const { data: deal } = await serviceClient()
      .from('deals')
      .select('id')
      .eq('listing_id', listingId!)
      .eq('buyer_id', buyer.id!)
      .single();
    // The owner answers before access: the buyer may see the teaser facts only, not the title.
    const reply = await seller.client.rpc('send_deal_message', {
      p_deal_id: deal!.id,
      p_body: 'Gern, was möchten Sie wissen?',
      p_client_id: crypto.randomUUID(),
    });
    expect(reply.error).toBeNull();

    // The stack's scheduler runs the sender every few seconds.
    const mail = await waitForMail(buyer.email!, (m) => /Neue Nachricht/.test(m.subject), 60_000);
    expect(mail.from).toBe(SENDER);
    expect(mail.subject).toBe('DealBridge: Neue Nachricht vom Inserenten');
    expect(mail.text).toContain(
      'Der Inserent hat zu einem Inserat (Produktion, Deutschland, 2–5 Mio. €) geschrieben:',
    );
    expect(mail.html).toContain('einem Inserat (Produktion, Deutschland, 2–5 Mio. €)');
    expect(`${mail.text}\n${mail.html}`).not.toMatch(/Manufacturing|Germany|2M-5M|Words GmbH/);
  });
});
