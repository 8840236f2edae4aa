// The texts of the notification emails, in English and German, as plain text and HTML. One email
// per claimed group: several messages of one deal become one email listing them. Values (industry,
// country, revenue, capacity band, days, euros) in the recipient's language, written as the app
// writes them (../_shared/words.ts).
import {
  CAPACITY_BANDS,
  formatDay,
  formatEur,
  INDUSTRIES,
  LOCATIONS,
  REVENUES,
  word,
} from '../_shared/words.ts';

export type Language = 'en' | 'de';

/** One outbox row as claim_notification_emails() returns it. */
export type OutboxEmail = {
  id: number;
  user_id: string | null;
  recipient: string;
  language: Language;
  kind: string;
  payload: Record<string, unknown>;
  group_key: string | null;
  created_at: string;
};

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Files sent with the email (the signed NDA), added by the sender after rendering. */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
};

type Texts = {
  subject: (p: Payload, count: number) => string;
  lines: (p: Payload, count: number) => string[];
  action: string;
};

type Payload = Record<string, unknown> & { link?: string };

const str = (value: unknown) =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** Who wrote: their name, or "the listing's owner" while the deal keeps the owner anonymous. */
const sender = (p: Payload) => str(p.from_name) || 'The listing owner';

/**
 * The listing as the recipient may see it: its title, else its teaser facts in the recipient's
 * words ("ein Inserat (Produktion, Deutschland, 2–5 Mio. €)"). German needs the case of the
 * sentence: the dative after "von", "zu", "mit" ("einem Inserat").
 */
function listingName(
  p: Payload,
  language: Language,
  grammaticalCase: 'nom' | 'dat' = 'nom',
): string {
  const title = str(p.listing_title);
  if (title) return language === 'de' ? `„${title}“` : `“${title}”`;
  const facts = [
    p.industry && word(INDUSTRIES, str(p.industry), language),
    p.location && word(LOCATIONS, str(p.location), language),
    p.revenue && word(REVENUES, str(p.revenue), language),
  ]
    .filter(Boolean)
    .join(', ');
  if (language === 'en') return `a listing (${facts})`;
  return `${grammaticalCase === 'dat' ? 'einem' : 'ein'} Inserat (${facts})`;
}

/** A moment as the app writes a day, in the marketplace's time zone (exclusivity ends at a moment). */
const day = (value: unknown, language: Language) => formatDay(str(value), language);
/** A verified buying capacity band (public.capacity_band) in words. */
const bandName = (p: Payload, language: Language) => word(CAPACITY_BANDS, str(p.band), language);
const noteLine = (p: Payload, label: string) => (str(p.note) ? [`${label}: ${str(p.note)}`] : []);

/** A deal-team member's role (public.deal_member_role) in the recipient's words. */
const ROLE_WORDS: Record<Language, Record<string, string>> = {
  en: { view: 'view', contribute: 'contribute', lead: 'lead' },
  de: { view: 'Lesen', contribute: 'Mitwirken', lead: 'Leitung' },
};

/** The reason of a decision (payload reason_code, reason_note: account rejections, declines, revocations). */
const REASONS: Record<Language, Record<string, string>> = {
  en: {
    identity_unverified: 'your identity could not be verified',
    information_incomplete: 'the information given is incomplete',
    not_eligible: 'the account is not eligible for the marketplace',
    duplicate_account: 'there is already an account for you',
    profile_mismatch: 'your profile does not fit what the seller is looking for',
    capacity_insufficient: 'your buying capacity is too low for this company',
    in_talks_with_others: 'the seller is in talks with other buyers',
    nda_breach: 'the non-disclosure agreement was breached',
    no_activity: 'there was no activity on the deal',
    owner_request: 'at the request of the listing owner',
    owner_unreachable: 'the listing owner could not be reached',
    dispute_resolution: 'to settle a dispute',
    other: 'other',
  },
  de: {
    identity_unverified: 'Ihre Identität konnte nicht bestätigt werden',
    information_incomplete: 'die Angaben sind unvollständig',
    not_eligible: 'das Konto ist für den Marktplatz nicht zugelassen',
    duplicate_account: 'es gibt bereits ein Konto für Sie',
    profile_mismatch: 'Ihr Profil passt nicht zu dem, was der Verkäufer sucht',
    capacity_insufficient: 'Ihre Kaufkraft ist für dieses Unternehmen zu gering',
    in_talks_with_others: 'der Verkäufer ist in Gesprächen mit anderen Käufern',
    nda_breach: 'die Vertraulichkeitsvereinbarung wurde verletzt',
    no_activity: 'im Deal gab es keine Aktivität',
    owner_request: 'auf Wunsch des Inserenten',
    owner_unreachable: 'der Inserent war nicht erreichbar',
    dispute_resolution: 'zur Klärung eines Streitfalls',
    other: 'Sonstiges',
  },
};
const reasonLines = (p: Payload, language: Language) => {
  const code = str(p.reason_code);
  if (!code) return [];
  const label = REASONS[language][code] ?? code;
  const note = str(p.reason_note);
  const lines = [language === 'de' ? `Grund: ${label}.` : `Reason: ${label}.`];
  if (note) lines.push(language === 'de' ? `Anmerkung: ${note}` : `Note: ${note}`);
  return lines;
};

const euro = (value: unknown, language: Language) => formatEur(Number(value ?? 0), language);

/** An amount of integer cents in euros with cents. */
const cents = (value: unknown, language: Language) =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(Number(value ?? 0) / 100);

/** The exclusivity clock's milestones (public.offer_milestone_kind). */
const MILESTONES: Record<Language, Record<string, string>> = {
  en: {
    diligence_complete: 'Due diligence complete',
    financing_confirmed: 'Financing confirmed',
    spa_draft: 'Purchase agreement (SPA) drafted',
    notary_appointment: 'Notary appointment booked',
    signing: 'Signing',
  },
  de: {
    diligence_complete: 'Due Diligence abgeschlossen',
    financing_confirmed: 'Finanzierung bestätigt',
    spa_draft: 'Kaufvertragsentwurf (SPA)',
    notary_appointment: 'Notartermin vereinbart',
    signing: 'Unterzeichnung',
  },
};
const milestoneName = (p: Payload, language: Language) =>
  MILESTONES[language][str(p.milestone)] ?? str(p.milestone);

/** The closing checklist's template steps (src/locales/<language>/closing.json, items.*.title). */
const CLOSING_ITEMS: Record<Language, Record<string, string>> = {
  en: {
    notary_appointment: 'Notary appointment',
    spa_draft: 'Share purchase agreement (SPA) draft',
    apa_draft: 'Asset purchase agreement draft',
    cp_due_diligence: 'Condition: due diligence',
    cp_financing: 'Condition: financing',
    cp_approvals: 'Condition: approvals',
    conditions_precedent: 'Conditions precedent',
    signing_notary: 'Signing before the notary',
    signing: 'Signing the purchase agreement',
    payment: 'Purchase price paid',
    shareholder_list: 'Updated shareholder list filed',
    asset_list: 'Asset list',
    employee_notice: 'Employee notice (§ 613a BGB)',
    contract_assignments: 'Contract assignments',
    handover_keys: 'Handover: keys',
    handover_accounts: 'Handover: accounts',
    handover_customer_letters: 'Handover: customer letters',
  },
  de: {
    notary_appointment: 'Notartermin',
    spa_draft: 'Entwurf des Anteilskaufvertrags (SPA)',
    apa_draft: 'Entwurf des Kaufvertrags (Asset Deal)',
    cp_due_diligence: 'Bedingung: Due Diligence',
    cp_financing: 'Bedingung: Finanzierung',
    cp_approvals: 'Bedingung: Genehmigungen',
    conditions_precedent: 'Vollzugsbedingungen',
    signing_notary: 'Beurkundung beim Notar',
    signing: 'Unterzeichnung des Kaufvertrags',
    payment: 'Kaufpreis gezahlt',
    shareholder_list: 'Neue Gesellschafterliste eingereicht',
    asset_list: 'Liste der Vermögensgegenstände',
    employee_notice: 'Unterrichtung der Mitarbeiter (§ 613a BGB)',
    contract_assignments: 'Vertragsübernahmen',
    handover_keys: 'Übergabe: Schlüssel',
    handover_accounts: 'Übergabe: Zugänge',
    handover_customer_letters: 'Übergabe: Kundenanschreiben',
  },
};
const closingItemName = (p: Payload, language: Language) =>
  str(p.item_title) || CLOSING_ITEMS[language][str(p.item_key)] || str(p.item_key);
const STRUCTURES: Record<Language, Record<string, string>> = {
  en: { share_deal: 'share deal', asset_deal: 'asset deal' },
  de: { share_deal: 'Share Deal', asset_deal: 'Asset Deal' },
};

const TEXTS: Record<Language, Record<string, Texts>> = {
  en: {
    'account.confirmed': {
      subject: () => 'Your email address is confirmed',
      lines: () => [
        'Thank you for confirming your email address.',
        'We are now reviewing your account and will write to you as soon as it is approved.',
      ],
      action: 'See your account status',
    },
    'account.verified': {
      subject: () => 'Your DealBridge account is approved',
      lines: () => [
        'Good news: your account has been verified.',
        'You can now browse the deals, contact sellers and publish listings.',
      ],
      action: 'Open your dashboard',
    },
    'account.rejected': {
      subject: () => 'Your DealBridge account was not approved',
      lines: (p) => [
        'We could not approve your account.',
        ...reasonLines(p, 'en'),
        'If you think this is a mistake, please contact us through the support form.',
      ],
      action: 'See your account status',
    },
    'account.capacity_verified': {
      subject: () => 'Your buying capacity is verified',
      lines: (p) => [
        `We checked your proof of funds and verified a buying capacity of ${bandName(p, 'en')}.`,
        `Sellers who require a verified capacity now admit your access requests. The verification is valid until ${day(p.expires_at, 'en')}.`,
      ],
      action: 'See your investment profile',
    },
    'account.capacity_rejected': {
      subject: () => 'Your proof of funds was not accepted',
      lines: (p) => [
        'We could not verify a buying capacity from the document you uploaded.',
        ...noteLine(p, 'Reason'),
        'You can upload a current bank or financing letter in your investment profile.',
      ],
      action: 'Upload a new proof',
    },
    'deal.message': {
      subject: (p, n) =>
        n > 1 ? `${n} new messages from ${sender(p)}` : `New message from ${sender(p)}`,
      lines: (p, n) => [
        n > 1
          ? `${sender(p)} wrote ${n} messages about ${listingName(p, 'en')}:`
          : `${sender(p)} wrote about ${listingName(p, 'en')}:`,
      ],
      action: 'Reply now',
    },
    'deal.nda_signed': {
      subject: (p) => `${sender(p)} signed the NDA`,
      lines: (p) => [
        `${sender(p)} signed the NDA for ${listingName(p, 'en')}. The signed agreement is attached as a PDF.`,
      ],
      action: 'See who is interested',
    },
    'deal.nda_copy': {
      subject: () => 'Your signed NDA',
      lines: (p) => [
        `You signed the non-disclosure agreement for ${listingName(p, 'en')}. Your copy is attached as a PDF; the owner receives the same copy.`,
      ],
      action: 'Open the deal',
    },
    'deal.access_requested': {
      subject: (p) => `${sender(p)} asks for access`,
      lines: (p) => [`${sender(p)} asked to unlock the details of ${listingName(p, 'en')}.`],
      action: 'See the request',
    },
    'deal.access_granted': {
      subject: () => 'Access granted',
      lines: (p) => [
        `Your access to ${listingName(p, 'en')} was granted. The full details are now open to you.`,
      ],
      action: 'Open the deal',
    },
    'deal.access_declined': {
      subject: () => 'Access declined',
      lines: (p) => [
        `Your request to unlock ${listingName(p, 'en')} was declined.`,
        ...reasonLines(p, 'en'),
        'Nothing was charged. You may ask again.',
      ],
      action: 'Browse other deals',
    },
    'deal.access_revoked': {
      subject: () => 'Access withdrawn',
      lines: (p) => [
        `The owner of ${listingName(p, 'en')} withdrew your access to its details.`,
        ...reasonLines(p, 'en'),
      ],
      action: 'Open the deal',
    },
    'deal.reminder': {
      subject: (p) => `Reminder: ${sender(p)} is waiting for your answer`,
      lines: (p) => [
        p.waiting === 'access'
          ? `${sender(p)} asked for access to ${listingName(p, 'en')} ${str(p.days)} days ago and has no decision yet.`
          : `${sender(p)} wrote about ${listingName(p, 'en')} ${str(p.days)} days ago and has no answer yet.`,
        'Buyers who wait long give up. If nothing happens, the request is shown to the buyer as unanswered in a week.',
      ],
      action: 'Answer now',
    },
    'deal.closed': {
      subject: () => 'Deal closed: success fee recorded',
      lines: (p) => [
        `${listingName(p, 'en')} was closed as a successful deal.`.replace(/^./, (c) =>
          c.toUpperCase(),
        ),
        `Your success fee of ${euro(p.success_fee_eur, 'en')} has been recorded.`,
      ],
      action: 'Open your dashboard',
    },
    'document.added': {
      subject: (p, n) =>
        n > 1 ? `${n} new documents in a data room` : `New document: ${str(p.document_name)}`,
      lines: (p, n) => [
        n > 1
          ? `The owner of ${listingName(p, 'en')} added ${n} documents to its data room:`
          : `The owner of ${listingName(p, 'en')} added “${str(p.document_name)}” to its data room.`,
        'Every copy you download carries your name.',
      ],
      action: 'Open the data room',
    },
    'offer.received': {
      subject: (p) => `New offer from ${sender(p)}: ${euro(p.price_eur, 'en')}`,
      lines: (p) => [
        `${sender(p)} made a non-binding offer of ${euro(p.price_eur, 'en')} for ${listingName(p, 'en')}.`,
        'Accept it to start the exclusivity the buyer asks for, or decline it.',
      ],
      action: 'Review the offer',
    },
    'offer.accepted': {
      subject: (p) =>
        p.proposed_by === 'owner' ? 'Your counter-offer was accepted' : 'Your offer was accepted',
      lines: (p) => [
        p.proposed_by === 'owner'
          ? `The buyer accepted your counter-offer of ${euro(p.price_eur, 'en')} for ${listingName(p, 'en')}.`
          : `The owner of ${listingName(p, 'en')} accepted your offer of ${euro(p.price_eur, 'en')}.`,
        `The exclusivity runs until ${day(p.exclusive_until, 'en')}.`,
        'The letter of intent with the accepted terms is attached as a PDF.',
      ],
      action: 'Open the deal',
    },
    'offer.declined': {
      subject: () => 'Your offer was declined',
      lines: (p) => [
        `The owner of ${listingName(p, 'en')} declined your offer of ${euro(p.price_eur, 'en')}.`,
        'You may make a new offer.',
      ],
      action: 'Open the deal',
    },
    'offer.countered': {
      subject: (p) => `Counter-offer: ${euro(p.price_eur, 'en')}`,
      lines: (p) => [
        `The owner of ${listingName(p, 'en')} answered your offer with changed terms (${euro(p.price_eur, 'en')}).`,
        'Accept the counter-offer or counter again; the changes are marked on the deal page.',
      ],
      action: 'Review the counter-offer',
    },
    'exclusivity.started': {
      subject: () => 'Deal paused: another buyer is in exclusivity',
      lines: (p) => [
        `The owner of ${listingName(p, 'en')} accepted another buyer's offer.`,
        `Your access to the details is paused until ${day(p.exclusive_until, 'en')}. Your deal is not lost: if the exclusivity ends without a deal, your access returns.`,
      ],
      action: 'Open the deal',
    },
    'exclusivity.ended': {
      subject: (p) =>
        p.reason === 'closed' ? 'The deal was closed with another buyer' : 'Exclusivity ended',
      lines: (p) => [
        p.reason === 'closed'
          ? `The owner of ${listingName(p, 'en')} closed the deal with another buyer. Your deal has ended.`
          : p.reason === 'lapsed'
            ? `The exclusivity for ${listingName(p, 'en')} lapsed on ${day(p.exclusive_until, 'en')}.`
            : `The exclusivity for ${listingName(p, 'en')} has ended.`,
        ...(p.reason === 'closed'
          ? []
          : ['Every buyer with access can read the details and make offers again.']),
      ],
      action: 'Open the deal',
    },
    'exclusivity.extension_requested': {
      subject: (p) => `Extend the exclusivity by ${str(p.days)} days?`,
      lines: (p) => [
        `The other side of your deal on ${listingName(p, 'en')} asks to extend the exclusivity by ${str(p.days)} days (now until ${day(p.exclusive_until, 'en')}).`,
        'An extension needs both sides: agree or refuse on the deal page.',
      ],
      action: 'Open the deal',
    },
    'exclusivity.extended': {
      subject: (p) => (p.agreed ? 'Exclusivity extended' : 'Extension refused'),
      lines: (p) => [
        p.agreed
          ? `The exclusivity for ${listingName(p, 'en')} now runs until ${day(p.exclusive_until, 'en')}.`
          : `The other side refused to extend the exclusivity for ${listingName(p, 'en')}; it ends on ${day(p.exclusive_until, 'en')}.`,
      ],
      action: 'Open the deal',
    },
    'exclusivity.milestone_due': {
      subject: (p) => `Due on ${day(p.due_date, 'en')}: ${milestoneName(p, 'en')}`,
      lines: (p) => [
        `The milestone “${milestoneName(p, 'en')}” of your exclusivity for ${listingName(p, 'en')} is due on ${day(p.due_date, 'en')}.`,
        p.yours
          ? 'It is yours: mark it done on the deal page once it is reached.'
          : 'It is the other side’s; a missed milestone lets the seller end the exclusivity early.',
      ],
      action: 'Open the deal',
    },
    'exclusivity.milestone_overdue': {
      subject: (p) => `Overdue: ${milestoneName(p, 'en')}`,
      lines: (p) => [
        `The milestone “${milestoneName(p, 'en')}” of your exclusivity for ${listingName(p, 'en')} was due on ${day(p.due_date, 'en')} and is not marked done.`,
        'While it is missed, the seller may end the exclusivity early on the deal page.',
      ],
      action: 'Open the deal',
    },
    'search.match': {
      subject: (p) => `New listing for your search “${str(p.search_name)}”`,
      lines: (p) => [
        `A new listing matches your saved search “${str(p.search_name)}”: ${listingName(p, 'en')}.`,
        'We email you about each saved search at most once a day; later matches of the day are in the app.',
      ],
      action: 'See the matching listings',
    },
    'listing.invitation': {
      subject: () => 'A seller invites you to look at a listing',
      lines: (p) => [
        `${listingName(p, 'en')} matches your investment profile: its owner invites you to look at it.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
        'Your name and contact details stay hidden until you contact the seller yourself.',
      ],
      action: 'See the listing',
    },
    'invoice.overdue': {
      subject: (p) => `Payment reminder: invoice ${str(p.number)}`,
      lines: (p) => [
        `Our invoice ${str(p.number)} of ${cents(p.gross_cents, 'en')} was due on ${day(p.due_date, 'en')} and we have not received your payment yet.`,
        `Please transfer the amount to ${str(p.issuer_name)}, IBAN ${str(p.iban)}, BIC ${str(p.bic)}, with the reference ${str(p.number)}.`,
        'If you have paid in the meantime, please disregard this reminder. Your access to the listing does not depend on the payment.',
      ],
      action: 'See your invoices',
    },
    'diligence.requested': {
      subject: (p, n) =>
        n > 1 || Number(p.count ?? 1) > 1
          ? 'New due-diligence requests'
          : `New due-diligence request: ${str(p.title)}`,
      lines: (p, n) => [
        n > 1 || Number(p.count ?? 1) > 1
          ? `The buyer's side added requests to the due diligence of ${listingName(p, 'en')}, starting with “${str(p.title)}”.`
          : `The buyer's side asks for “${str(p.title)}” in the due diligence of ${listingName(p, 'en')}.`,
        'Answer with data-room documents or in text.',
      ],
      action: 'Open the request list',
    },
    'diligence.answered': {
      subject: (p, n) =>
        n > 1 ? `${n} due-diligence requests answered` : `Request answered: ${str(p.title)}`,
      lines: (p, n) => [
        n > 1
          ? `The owner's side answered ${n} requests in the due diligence of ${listingName(p, 'en')}.`
          : `The owner's side answered “${str(p.title)}” in the due diligence of ${listingName(p, 'en')}.`,
        'Accept the answer or reopen the request.',
      ],
      action: 'See the answer',
    },
    'diligence.question': {
      subject: (_p, n) =>
        n > 1 ? `${n} new due-diligence questions` : 'New due-diligence question',
      lines: (p) => [
        `The buyer's side asked a question in the due diligence of ${listingName(p, 'en')}:`,
      ],
      action: 'Answer the question',
    },
    'diligence.question_answered': {
      subject: (_p, n) => (n > 1 ? `${n} questions answered` : 'Your question was answered'),
      lines: (p) => [
        `The owner's side answered your question in the due diligence of ${listingName(p, 'en')}:`,
      ],
      action: 'Read the answer',
    },
    'diligence.overdue': {
      subject: (p) => `Overdue due-diligence requests: ${str(p.title)}`,
      lines: (p) => [
        `Requests in the due diligence of ${listingName(p, 'en')} are past their due date, starting with “${str(p.title)}”.`,
        'Buyers who wait long give up: answer them or say when you will.',
      ],
      action: 'Open the request list',
    },
    'team.removed': {
      subject: () => 'You were removed from a deal team',
      lines: (p) => [
        `You no longer work on the deal about ${listingName(p, 'en')}: your access to its documents and messages has ended.`,
      ],
      action: 'Open your dashboard',
    },
    'team.role_changed': {
      subject: () => 'Your role in a deal team changed',
      lines: (p) => [
        `Your role on the deal about ${listingName(p, 'en')} is now: ${ROLE_WORDS.en[str(p.role)] ?? str(p.role)}.`,
      ],
      action: 'Open the deal',
    },
    'scout_fee.paid': {
      subject: (p) => `Your scout fee has been paid: ${cents(p.gross_cents, 'en')}`,
      lines: (p) => [
        `We have transferred your fee of ${cents(p.gross_cents, 'en')} for ${listingName(p, 'en')} on ${day(p.paid_on, 'en')}, with the credit note ${str(p.number)} as the reference.`,
        'The credit note and your statement are on your dashboard under “Your fees”.',
      ],
      action: 'See your fees',
    },
    'closing.started': {
      subject: () => 'The closing checklist was started',
      lines: (p) => [
        `The other side started the closing checklist (${STRUCTURES.en[str(p.structure)] ?? str(p.structure)}) for ${listingName(p, 'en')}.`,
        'Your steps, their owners and due dates are on the deal page.',
      ],
      action: 'Open the checklist',
    },
    'closing.item_done': {
      subject: (p) =>
        p.status === 'waived'
          ? `Closing step waived: ${closingItemName(p, 'en')}`
          : `Closing step done: ${closingItemName(p, 'en')}`,
      lines: (p) => [
        p.status === 'waived'
          ? `The other side waived “${closingItemName(p, 'en')}” in the closing of ${listingName(p, 'en')}; the reason is on the deal page.`
          : `The other side marked “${closingItemName(p, 'en')}” done in the closing of ${listingName(p, 'en')}.`,
      ],
      action: 'Open the checklist',
    },
    'closing.payment_confirmed': {
      subject: () => 'The seller confirmed the purchase price',
      lines: (p) => [
        `The seller confirmed that the purchase price for ${listingName(p, 'en')} has arrived.`,
      ],
      action: 'Open the checklist',
    },
    'closing.closed': {
      subject: () => 'The deal is closed',
      lines: (p) => [
        `The seller closed the deal for ${listingName(p, 'en')}: every step of the closing checklist is done. Congratulations!`,
      ],
      action: 'Open the deal',
    },
    'closing.item_due': {
      subject: (p) => `Due on ${day(p.due_date, 'en')}: ${closingItemName(p, 'en')}`,
      lines: (p) => [
        `The closing step “${closingItemName(p, 'en')}” for ${listingName(p, 'en')} is due on ${day(p.due_date, 'en')}.`,
        p.yours
          ? 'It is yours: mark it done on the checklist once it is reached, or set a new date.'
          : 'It is the other side’s; you will be told when it is done.',
      ],
      action: 'Open the checklist',
    },
    'closing.item_overdue': {
      subject: (p) => `Overdue: ${closingItemName(p, 'en')}`,
      lines: (p) => [
        `The closing step “${closingItemName(p, 'en')}” for ${listingName(p, 'en')} was due on ${day(p.due_date, 'en')} and is still open.`,
        p.yours
          ? 'It is yours: mark it done, waive it with a reason, or set a new date on the checklist.'
          : 'It is the other side’s; the checklist shows where the closing stands.',
      ],
      action: 'Open the checklist',
    },
    'closing.archive_expiring': {
      subject: (p) => `Your deal archive will be deleted on ${day(p.due_date, 'en')}`,
      lines: (p) => [
        `The archive of the closed deal for ${listingName(p, 'en')} (data-room documents, messages, due diligence, read log) is kept until ${day(p.due_date, 'en')} and deleted then.`,
        'Download it from the deal page before that day if you want to keep a copy.',
      ],
      action: 'Open the deal',
    },
  },
  de: {
    'account.confirmed': {
      subject: () => 'Ihre E-Mail-Adresse ist bestätigt',
      lines: () => [
        'Danke, dass Sie Ihre E-Mail-Adresse bestätigt haben.',
        'Wir prüfen jetzt Ihr Konto und schreiben Ihnen, sobald es freigegeben ist.',
      ],
      action: 'Kontostatus ansehen',
    },
    'account.verified': {
      subject: () => 'Ihr DealBridge-Konto ist freigegeben',
      lines: () => [
        'Gute Nachricht: Ihr Konto wurde verifiziert.',
        'Sie können jetzt Deals durchsuchen, Verkäufer kontaktieren und Inserate veröffentlichen.',
      ],
      action: 'Zum Dashboard',
    },
    'account.rejected': {
      subject: () => 'Ihr DealBridge-Konto wurde nicht freigegeben',
      lines: (p) => [
        'Wir konnten Ihr Konto leider nicht freigeben.',
        ...reasonLines(p, 'de'),
        'Wenn Sie das für einen Irrtum halten, schreiben Sie uns über das Support-Formular.',
      ],
      action: 'Kontostatus ansehen',
    },
    'account.capacity_verified': {
      subject: () => 'Ihre Kaufkraft ist verifiziert',
      lines: (p) => [
        `Wir haben Ihren Finanzierungsnachweis geprüft und eine Kaufkraft von ${bandName(p, 'de')} verifiziert.`,
        `Verkäufer, die eine verifizierte Kaufkraft verlangen, lassen Ihre Zugangsanfragen jetzt zu. Die Verifizierung gilt bis zum ${day(p.expires_at, 'de')}.`,
      ],
      action: 'Investitionsprofil ansehen',
    },
    'account.capacity_rejected': {
      subject: () => 'Ihr Finanzierungsnachweis wurde nicht anerkannt',
      lines: (p) => [
        'Aus dem hochgeladenen Dokument konnten wir keine Kaufkraft verifizieren.',
        ...noteLine(p, 'Begründung'),
        'Sie können in Ihrem Investitionsprofil eine aktuelle Bank- oder Finanzierungsbestätigung hochladen.',
      ],
      action: 'Neuen Nachweis hochladen',
    },
    'deal.message': {
      subject: (p, n) =>
        `${n > 1 ? `${n} neue Nachrichten` : 'Neue Nachricht'} ${p.from_name ? `von ${str(p.from_name)}` : 'vom Inserenten'}`,
      lines: (p, n) => [
        n > 1
          ? `${str(p.from_name) || 'Der Inserent'} hat ${n} Nachrichten zu ${listingName(p, 'de', 'dat')} geschrieben:`
          : `${str(p.from_name) || 'Der Inserent'} hat zu ${listingName(p, 'de', 'dat')} geschrieben:`,
      ],
      action: 'Jetzt antworten',
    },
    'deal.nda_signed': {
      subject: (p) => `${str(p.from_name)} hat die NDA unterzeichnet`,
      lines: (p) => [
        `${str(p.from_name)} hat die NDA zu ${listingName(p, 'de', 'dat')} unterzeichnet. Die unterzeichnete Vereinbarung liegt als PDF bei.`,
      ],
      action: 'Interessenten ansehen',
    },
    'deal.nda_copy': {
      subject: () => 'Ihre unterzeichnete Vertraulichkeitsvereinbarung',
      lines: (p) => [
        `Sie haben die Vertraulichkeitsvereinbarung zu ${listingName(p, 'de', 'dat')} unterzeichnet. Ihre Fassung liegt als PDF bei; der Inserent erhält dieselbe.`,
      ],
      action: 'Deal öffnen',
    },
    'deal.access_requested': {
      subject: (p) => `${str(p.from_name)} bittet um Zugang`,
      lines: (p) => [
        `${str(p.from_name)} möchte die Details von ${listingName(p, 'de', 'dat')} freischalten.`,
      ],
      action: 'Anfrage ansehen',
    },
    'deal.access_granted': {
      subject: () => 'Zugang gewährt',
      lines: (p) => [
        `Ihr Zugang zu ${listingName(p, 'de', 'dat')} wurde gewährt. Alle Details stehen Ihnen jetzt offen.`,
      ],
      action: 'Deal öffnen',
    },
    'deal.access_declined': {
      subject: () => 'Zugang abgelehnt',
      lines: (p) => [
        `Ihre Anfrage, ${listingName(p, 'de')} freizuschalten, wurde abgelehnt.`,
        ...reasonLines(p, 'de'),
        'Es wurde nichts berechnet. Sie können erneut anfragen.',
      ],
      action: 'Weitere Deals ansehen',
    },
    'deal.access_revoked': {
      subject: () => 'Zugang entzogen',
      lines: (p) => [
        `Der Inserent von ${listingName(p, 'de', 'dat')} hat Ihnen den Zugang zu den Details entzogen.`,
        ...reasonLines(p, 'de'),
      ],
      action: 'Deal öffnen',
    },
    'deal.reminder': {
      subject: (p) => `Erinnerung: ${str(p.from_name)} wartet auf Ihre Antwort`,
      lines: (p) => [
        p.waiting === 'access'
          ? `${str(p.from_name)} hat vor ${str(p.days)} Tagen um Zugang zu ${listingName(p, 'de', 'dat')} gebeten und noch keine Entscheidung erhalten.`
          : `${str(p.from_name)} hat vor ${str(p.days)} Tagen zu ${listingName(p, 'de', 'dat')} geschrieben und noch keine Antwort erhalten.`,
        'Wer lange wartet, springt ab. Bleibt es still, wird die Anfrage dem Käufer in einer Woche als unbeantwortet angezeigt.',
      ],
      action: 'Jetzt antworten',
    },
    'deal.closed': {
      subject: () => 'Deal abgeschlossen: Erfolgsprämie erfasst',
      lines: (p) => [
        `${listingName(p, 'de')} wurde als erfolgreicher Deal abgeschlossen.`.replace(/^./, (c) =>
          c.toUpperCase(),
        ),
        `Ihre Erfolgsprämie von ${euro(p.success_fee_eur, 'de')} wurde erfasst.`,
      ],
      action: 'Zum Dashboard',
    },
    'document.added': {
      subject: (p, n) =>
        n > 1 ? `${n} neue Dokumente im Datenraum` : `Neues Dokument: ${str(p.document_name)}`,
      lines: (p, n) => [
        n > 1
          ? `Der Inserent von ${listingName(p, 'de', 'dat')} hat ${n} Dokumente in den Datenraum gestellt:`
          : `Der Inserent von ${listingName(p, 'de', 'dat')} hat „${str(p.document_name)}“ in den Datenraum gestellt.`,
        'Jede heruntergeladene Kopie trägt Ihren Namen.',
      ],
      action: 'Datenraum öffnen',
    },
    'offer.received': {
      subject: (p) => `Neues Angebot von ${str(p.from_name)}: ${euro(p.price_eur, 'de')}`,
      lines: (p) => [
        `${str(p.from_name)} hat für ${listingName(p, 'de')} ein unverbindliches Angebot über ${euro(p.price_eur, 'de')} abgegeben.`,
        'Nehmen Sie es an, um die gewünschte Exklusivität zu beginnen, oder lehnen Sie es ab.',
      ],
      action: 'Angebot prüfen',
    },
    'offer.accepted': {
      subject: (p) =>
        p.proposed_by === 'owner'
          ? 'Ihr Gegenangebot wurde angenommen'
          : 'Ihr Angebot wurde angenommen',
      lines: (p) => [
        p.proposed_by === 'owner'
          ? `Der Käufer hat Ihr Gegenangebot über ${euro(p.price_eur, 'de')} für ${listingName(p, 'de')} angenommen.`
          : `Der Inserent von ${listingName(p, 'de', 'dat')} hat Ihr Angebot über ${euro(p.price_eur, 'de')} angenommen.`,
        `Die Exklusivität läuft bis zum ${day(p.exclusive_until, 'de')}.`,
        'Die Absichtserklärung mit den angenommenen Konditionen liegt als PDF bei.',
      ],
      action: 'Deal öffnen',
    },
    'offer.declined': {
      subject: () => 'Ihr Angebot wurde abgelehnt',
      lines: (p) => [
        `Der Inserent von ${listingName(p, 'de', 'dat')} hat Ihr Angebot über ${euro(p.price_eur, 'de')} abgelehnt.`,
        'Sie können ein neues Angebot abgeben.',
      ],
      action: 'Deal öffnen',
    },
    'offer.countered': {
      subject: (p) => `Gegenangebot: ${euro(p.price_eur, 'de')}`,
      lines: (p) => [
        `Der Inserent von ${listingName(p, 'de', 'dat')} hat Ihr Angebot mit geänderten Bedingungen beantwortet (${euro(p.price_eur, 'de')}).`,
        'Nehmen Sie das Gegenangebot an oder bieten Sie erneut; die Änderungen sind auf der Deal-Seite markiert.',
      ],
      action: 'Gegenangebot prüfen',
    },
    'exclusivity.started': {
      subject: () => 'Deal pausiert: ein anderer Käufer ist in Exklusivität',
      lines: (p) => [
        `Der Inserent von ${listingName(p, 'de', 'dat')} hat das Angebot eines anderen Käufers angenommen.`,
        `Ihr Zugang zu den Details ist bis zum ${day(p.exclusive_until, 'de')} pausiert. Ihr Deal ist nicht verloren: Endet die Exklusivität ohne Abschluss, erhalten Sie den Zugang zurück.`,
      ],
      action: 'Deal öffnen',
    },
    'exclusivity.ended': {
      subject: (p) =>
        p.reason === 'closed'
          ? 'Der Deal wurde mit einem anderen Käufer abgeschlossen'
          : 'Exklusivität beendet',
      lines: (p) => [
        p.reason === 'closed'
          ? `Der Inserent von ${listingName(p, 'de', 'dat')} hat den Deal mit einem anderen Käufer abgeschlossen. Ihr Deal ist beendet.`
          : p.reason === 'lapsed'
            ? `Die Exklusivität für ${listingName(p, 'de')} ist am ${day(p.exclusive_until, 'de')} abgelaufen.`
            : `Die Exklusivität für ${listingName(p, 'de')} wurde beendet.`,
        ...(p.reason === 'closed'
          ? []
          : ['Alle Käufer mit Zugang können die Details wieder lesen und Angebote abgeben.']),
      ],
      action: 'Deal öffnen',
    },
    'exclusivity.extension_requested': {
      subject: (p) => `Exklusivität um ${str(p.days)} Tage verlängern?`,
      lines: (p) => [
        `Die andere Seite Ihres Deals zu ${listingName(p, 'de', 'dat')} bittet, die Exklusivität um ${str(p.days)} Tage zu verlängern (bisher bis zum ${day(p.exclusive_until, 'de')}).`,
        'Eine Verlängerung braucht beide Seiten: Stimmen Sie auf der Deal-Seite zu oder lehnen Sie ab.',
      ],
      action: 'Deal öffnen',
    },
    'exclusivity.extended': {
      subject: (p) => (p.agreed ? 'Exklusivität verlängert' : 'Verlängerung abgelehnt'),
      lines: (p) => [
        p.agreed
          ? `Die Exklusivität für ${listingName(p, 'de')} läuft jetzt bis zum ${day(p.exclusive_until, 'de')}.`
          : `Die andere Seite hat die Verlängerung der Exklusivität für ${listingName(p, 'de')} abgelehnt; sie endet am ${day(p.exclusive_until, 'de')}.`,
      ],
      action: 'Deal öffnen',
    },
    'exclusivity.milestone_due': {
      subject: (p) => `Fällig am ${day(p.due_date, 'de')}: ${milestoneName(p, 'de')}`,
      lines: (p) => [
        `Der Meilenstein „${milestoneName(p, 'de')}“ Ihrer Exklusivität für ${listingName(p, 'de')} ist am ${day(p.due_date, 'de')} fällig.`,
        p.yours
          ? 'Er liegt bei Ihnen: Haken Sie ihn auf der Deal-Seite ab, sobald er erreicht ist.'
          : 'Er liegt bei der anderen Seite; ein verpasster Meilenstein erlaubt dem Verkäufer, die Exklusivität vorzeitig zu beenden.',
      ],
      action: 'Deal öffnen',
    },
    'exclusivity.milestone_overdue': {
      subject: (p) => `Überfällig: ${milestoneName(p, 'de')}`,
      lines: (p) => [
        `Der Meilenstein „${milestoneName(p, 'de')}“ Ihrer Exklusivität für ${listingName(p, 'de')} war am ${day(p.due_date, 'de')} fällig und ist nicht abgehakt.`,
        'Solange er verpasst ist, kann der Verkäufer die Exklusivität auf der Deal-Seite vorzeitig beenden.',
      ],
      action: 'Deal öffnen',
    },
    'search.match': {
      subject: (p) => `Neues Inserat für Ihre Suche „${str(p.search_name)}“`,
      lines: (p) => [
        `Ein neues Inserat passt zu Ihrer gespeicherten Suche „${str(p.search_name)}“: ${listingName(p, 'de')}.`,
        'Zu jeder gespeicherten Suche schreiben wir Ihnen höchstens einmal am Tag; weitere Treffer des Tages sehen Sie in der App.',
      ],
      action: 'Passende Inserate ansehen',
    },
    'listing.invitation': {
      subject: () => 'Ein Verkäufer lädt Sie zu einem Inserat ein',
      lines: (p) => [
        `${listingName(p, 'de')} passt zu Ihrem Investitionsprofil: Der Inserent lädt Sie ein, es sich anzusehen.`.replace(
          /^./,
          (c) => c.toUpperCase(),
        ),
        'Ihr Name und Ihre Kontaktdaten bleiben verborgen, bis Sie den Verkäufer selbst kontaktieren.',
      ],
      action: 'Inserat ansehen',
    },
    'invoice.overdue': {
      subject: (p) => `Zahlungserinnerung: Rechnung ${str(p.number)}`,
      lines: (p) => [
        `Unsere Rechnung ${str(p.number)} über ${cents(p.gross_cents, 'de')} war am ${day(p.due_date, 'de')} fällig; Ihre Zahlung ist bei uns noch nicht eingegangen.`,
        `Bitte überweisen Sie den Betrag an ${str(p.issuer_name)}, IBAN ${str(p.iban)}, BIC ${str(p.bic)}, Verwendungszweck ${str(p.number)}.`,
        'Falls Sie inzwischen gezahlt haben, betrachten Sie diese Erinnerung bitte als gegenstandslos. Ihr Zugang zum Inserat hängt nicht von der Zahlung ab.',
      ],
      action: 'Rechnungen ansehen',
    },
    'diligence.requested': {
      subject: (p, n) =>
        n > 1 || Number(p.count ?? 1) > 1
          ? 'Neue Anforderungen in der Due Diligence'
          : `Neue Anforderung: ${str(p.title)}`,
      lines: (p, n) => [
        n > 1 || Number(p.count ?? 1) > 1
          ? `Die Käuferseite hat der Due Diligence zu ${listingName(p, 'de', 'dat')} Anforderungen hinzugefügt, beginnend mit „${str(p.title)}“.`
          : `Die Käuferseite fordert in der Due Diligence zu ${listingName(p, 'de', 'dat')} „${str(p.title)}“ an.`,
        'Antworten Sie mit Dokumenten aus dem Datenraum oder in Textform.',
      ],
      action: 'Anforderungsliste öffnen',
    },
    'diligence.answered': {
      subject: (p, n) =>
        n > 1 ? `${n} Anforderungen beantwortet` : `Anforderung beantwortet: ${str(p.title)}`,
      lines: (p, n) => [
        n > 1
          ? `Die Verkäuferseite hat in der Due Diligence zu ${listingName(p, 'de', 'dat')} ${n} Anforderungen beantwortet.`
          : `Die Verkäuferseite hat in der Due Diligence zu ${listingName(p, 'de', 'dat')} „${str(p.title)}“ beantwortet.`,
        'Nehmen Sie die Antwort an oder öffnen Sie die Anforderung erneut.',
      ],
      action: 'Antwort ansehen',
    },
    'diligence.question': {
      subject: (_p, n) =>
        n > 1 ? `${n} neue Fragen in der Due Diligence` : 'Neue Frage in der Due Diligence',
      lines: (p) => [
        `Die Käuferseite hat in der Due Diligence zu ${listingName(p, 'de', 'dat')} eine Frage gestellt:`,
      ],
      action: 'Frage beantworten',
    },
    'diligence.question_answered': {
      subject: (_p, n) => (n > 1 ? `${n} Fragen beantwortet` : 'Ihre Frage wurde beantwortet'),
      lines: (p) => [
        `Die Verkäuferseite hat Ihre Frage in der Due Diligence zu ${listingName(p, 'de', 'dat')} beantwortet:`,
      ],
      action: 'Antwort lesen',
    },
    'diligence.overdue': {
      subject: (p) => `Überfällige Anforderungen: ${str(p.title)}`,
      lines: (p) => [
        `In der Due Diligence zu ${listingName(p, 'de', 'dat')} sind Anforderungen überfällig, beginnend mit „${str(p.title)}“.`,
        'Käufer, die lange warten, springen ab: Beantworten Sie sie oder sagen Sie, bis wann.',
      ],
      action: 'Anforderungsliste öffnen',
    },
    'team.removed': {
      subject: () => 'Sie wurden aus einem Deal-Team entfernt',
      lines: (p) => [
        `Sie arbeiten nicht mehr am Deal zu ${listingName(p, 'de', 'dat')} mit: Ihr Zugang zu seinen Dokumenten und Nachrichten ist beendet.`,
      ],
      action: 'Zum Dashboard',
    },
    'team.role_changed': {
      subject: () => 'Ihre Rolle in einem Deal-Team hat sich geändert',
      lines: (p) => [
        `Ihre Rolle im Deal zu ${listingName(p, 'de', 'dat')} ist jetzt: ${ROLE_WORDS.de[str(p.role)] ?? str(p.role)}.`,
      ],
      action: 'Deal öffnen',
    },
    'scout_fee.paid': {
      subject: (p) => `Ihre Scout-Provision wurde ausgezahlt: ${cents(p.gross_cents, 'de')}`,
      lines: (p) => [
        `Wir haben Ihre Provision von ${cents(p.gross_cents, 'de')} für ${listingName(p, 'de')} am ${day(p.paid_on, 'de')} überwiesen, Verwendungszweck ist die Gutschrift ${str(p.number)}.`,
        'Die Gutschrift und Ihre Aufstellung finden Sie im Dashboard unter „Ihre Provisionen“.',
      ],
      action: 'Zu Ihren Provisionen',
    },
    'closing.started': {
      subject: () => 'Die Closing-Checkliste wurde gestartet',
      lines: (p) => [
        `Die andere Seite hat die Closing-Checkliste (${STRUCTURES.de[str(p.structure)] ?? str(p.structure)}) zu ${listingName(p, 'de', 'dat')} gestartet.`,
        'Ihre Schritte mit Zuständigkeit und Frist finden Sie auf der Deal-Seite.',
      ],
      action: 'Checkliste öffnen',
    },
    'closing.item_done': {
      subject: (p) =>
        p.status === 'waived'
          ? `Auf Closing-Schritt verzichtet: ${closingItemName(p, 'de')}`
          : `Closing-Schritt erledigt: ${closingItemName(p, 'de')}`,
      lines: (p) => [
        p.status === 'waived'
          ? `Die andere Seite hat im Closing zu ${listingName(p, 'de', 'dat')} auf „${closingItemName(p, 'de')}“ verzichtet; die Begründung steht auf der Deal-Seite.`
          : `Die andere Seite hat im Closing zu ${listingName(p, 'de', 'dat')} „${closingItemName(p, 'de')}“ erledigt.`,
      ],
      action: 'Checkliste öffnen',
    },
    'closing.payment_confirmed': {
      subject: () => 'Der Verkäufer hat den Kaufpreis bestätigt',
      lines: (p) => [
        `Der Verkäufer hat bestätigt, dass der Kaufpreis zu ${listingName(p, 'de', 'dat')} eingegangen ist.`,
      ],
      action: 'Checkliste öffnen',
    },
    'closing.closed': {
      subject: () => 'Der Deal ist abgeschlossen',
      lines: (p) => [
        `Der Verkäufer hat den Deal zu ${listingName(p, 'de', 'dat')} abgeschlossen: Alle Schritte der Closing-Checkliste sind erledigt. Herzlichen Glückwunsch!`,
      ],
      action: 'Deal öffnen',
    },
    'closing.item_due': {
      subject: (p) => `Fällig am ${day(p.due_date, 'de')}: ${closingItemName(p, 'de')}`,
      lines: (p) => [
        `Der Closing-Schritt „${closingItemName(p, 'de')}“ zu ${listingName(p, 'de', 'dat')} ist am ${day(p.due_date, 'de')} fällig.`,
        p.yours
          ? 'Er liegt bei Ihnen: Haken Sie ihn in der Checkliste ab, sobald er erledigt ist, oder setzen Sie ein neues Datum.'
          : 'Er liegt bei der anderen Seite; Sie erfahren es, sobald er erledigt ist.',
      ],
      action: 'Checkliste öffnen',
    },
    'closing.item_overdue': {
      subject: (p) => `Überfällig: ${closingItemName(p, 'de')}`,
      lines: (p) => [
        `Der Closing-Schritt „${closingItemName(p, 'de')}“ zu ${listingName(p, 'de', 'dat')} war am ${day(p.due_date, 'de')} fällig und ist noch offen.`,
        p.yours
          ? 'Er liegt bei Ihnen: Haken Sie ihn ab, verzichten Sie mit Begründung darauf oder setzen Sie ein neues Datum.'
          : 'Er liegt bei der anderen Seite; die Checkliste zeigt, wo das Closing steht.',
      ],
      action: 'Checkliste öffnen',
    },
    'closing.archive_expiring': {
      subject: (p) => `Ihr Deal-Archiv wird am ${day(p.due_date, 'de')} gelöscht`,
      lines: (p) => [
        `Das Archiv des abgeschlossenen Deals zu ${listingName(p, 'de', 'dat')} (Datenraum-Dokumente, Nachrichten, Due Diligence, Leseprotokoll) wird bis zum ${day(p.due_date, 'de')} aufbewahrt und dann gelöscht.`,
        'Laden Sie es vorher von der Deal-Seite herunter, wenn Sie eine Kopie behalten möchten.',
      ],
      action: 'Deal öffnen',
    },
  },
};

const COMMON = {
  en: {
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    footer: 'You get this email because of your notification settings on DealBridge.',
    preferences: 'Change which emails you get',
    mandatory: 'Emails about your account are always sent.',
    newsletterSubject: 'Please confirm your newsletter subscription',
    newsletterLines: [
      'Please confirm that you want to receive the DealBridge newsletter at this address.',
      'If you did not ask for it, ignore this email: without confirmation you will get nothing more.',
    ],
    newsletterAction: 'Confirm subscription',
    unsubscribe: 'Unsubscribe',
    newsletterFooter: 'You get this email because this address was entered on the DealBridge blog.',
  },
  de: {
    greeting: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    footer:
      'Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen bei DealBridge.',
    preferences: 'Einstellen, welche E-Mails Sie erhalten',
    mandatory: 'E-Mails zu Ihrem Konto erhalten Sie immer.',
    newsletterSubject: 'Bitte bestätigen Sie Ihr Newsletter-Abonnement',
    newsletterLines: [
      'Bitte bestätigen Sie, dass Sie den DealBridge-Newsletter an diese Adresse erhalten möchten.',
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts weiter.',
    ],
    newsletterAction: 'Abonnement bestätigen',
    unsubscribe: 'Abmelden',
    newsletterFooter:
      'Sie erhalten diese E-Mail, weil diese Adresse im DealBridge-Blog eingetragen wurde.',
  },
} as const;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function appUrl(siteUrl: string, path: string): string {
  // Only paths of the app: a payload can never point the button elsewhere.
  const safe = /^\/[^/\\]/.test(path) ? path : '/';
  return new URL(safe, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

function layout(options: {
  language: Language;
  subject: string;
  greeting: string;
  lines: string[];
  quotes: string[];
  action: { label: string; url: string };
  footer: string[];
  footerLinks: { label: string; url: string }[];
}): { text: string; html: string } {
  const text = [
    options.greeting,
    '',
    ...options.lines,
    ...options.quotes.map((quote) => `\n> ${quote.replaceAll('\n', '\n> ')}`),
    '',
    `${options.action.label}: ${options.action.url}`,
    '',
    '--',
    ...options.footer,
    ...options.footerLinks.map((link) => `${link.label}: ${link.url}`),
  ].join('\n');
  const html = `<!doctype html>
<html lang="${options.language}"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:bold;color:#1c4e80;font-size:18px">DealBridge</p>
<p>${escapeHtml(options.greeting)}</p>
${options.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${options.quotes
  .map(
    (quote) =>
      `<blockquote style="margin:12px 0;padding:8px 12px;border-left:3px solid #1c4e80;background:#f4f6f8;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(options.action.url)}" style="display:inline-block;background:#1c4e80;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(options.action.label)}</a></p>
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0">
<p style="font-size:12px;color:#5c5f66">${options.footer.map(escapeHtml).join('<br>')}<br>
${options.footerLinks.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#1c4e80">${escapeHtml(link.label)}</a>`).join(' · ')}</p>
</body></html>`;
  return { text, html };
}

/** One email for the rows of one group (same recipient, kind and group), oldest first. */
export function renderEmail(rows: OutboxEmail[], siteUrl: string): RenderedEmail {
  const first = rows[0];
  const language: Language = first.language === 'de' ? 'de' : 'en';
  const common = COMMON[language];
  const payload = first.payload as Payload;

  if (first.kind === 'newsletter.confirm') {
    const confirmUrl = appUrl(
      siteUrl,
      `/newsletter/confirm?token=${encodeURIComponent(str(payload.confirm_token))}`,
    );
    const unsubscribeUrl = appUrl(
      siteUrl,
      `/newsletter/unsubscribe?token=${encodeURIComponent(str(payload.unsubscribe_token))}`,
    );
    const { text, html } = layout({
      language,
      subject: common.newsletterSubject,
      greeting: common.greeting(''),
      lines: [...common.newsletterLines],
      quotes: [],
      action: { label: common.newsletterAction, url: confirmUrl },
      footer: [common.newsletterFooter],
      footerLinks: [{ label: common.unsubscribe, url: unsubscribeUrl }],
    });
    return {
      subject: common.newsletterSubject,
      text,
      html,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    };
  }

  const texts = TEXTS[language][first.kind];
  if (!texts) throw new Error(`no email texts for kind ${first.kind}`);
  const count = rows.length;
  const subject = texts.subject(payload, count);
  const mandatory = first.kind.startsWith('account.');
  const { text, html } = layout({
    language,
    subject,
    greeting: common.greeting(str(payload.name)),
    lines: texts.lines(payload, count),
    quotes:
      first.kind === 'deal.message' ||
      first.kind === 'diligence.question' ||
      first.kind === 'diligence.question_answered'
        ? rows.map((row) => str(row.payload.excerpt)).filter(Boolean)
        : first.kind === 'document.added' && count > 1
          ? rows.map((row) => str(row.payload.document_name)).filter(Boolean)
          : [],
    action: { label: texts.action, url: appUrl(siteUrl, str(payload.link) || '/') },
    footer: mandatory ? [common.footer, common.mandatory] : [common.footer],
    footerLinks: [
      { label: common.preferences, url: appUrl(siteUrl, '/profile?tab=notifications') },
    ],
  });
  return { subject: `DealBridge: ${subject}`, text, html };
}
