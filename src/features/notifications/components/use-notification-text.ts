import { useTranslation } from 'react-i18next';
import { formatCents, formatDate, formatEur } from '../../../lib/format';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import type { AppNotification } from '../api/latest-notifications';

/** Title and body of a notification in the UI language, from its kind and payload. */
export function useNotificationText(): (notification: AppNotification) => {
  title: string;
  body: string;
} {
  const { t, i18n } = useTranslation(['notifications', 'buyerProfile', 'closing']);
  const anonymousTitle = useAnonymousListingTitle();
  return ({ kind, payload }) => {
    const { listing_type: type, industry, location, revenue } = payload;
    const listing =
      payload.listing_title ??
      (type && industry && location && revenue
        ? anonymousTitle({ type, industry, location, revenue })
        : '');
    const values = {
      from: payload.from_name || t('someone'),
      listing,
      excerpt: (payload.excerpt ?? '').slice(0, 140),
      fee: formatEur(payload.success_fee_eur ?? 0, i18n.language),
      document: payload.document_name ?? '',
      price: formatEur(payload.price_eur ?? 0, i18n.language),
      // exclusivity.*: its end; account.capacity_verified: the band's expiry.
      until: formatDate(payload.exclusive_until ?? payload.expires_at ?? '', i18n.language),
      // exclusivity.ended: why (body_lapsed, body_closed; plain body when ended otherwise).
      // closing.item_done: a waived step reads differently (title_waived, body_waived).
      context:
        kind === 'closing.item_done' && payload.status === 'waived'
          ? 'waived'
          : payload.reason === 'ended'
            ? undefined
            : payload.reason,
      days: payload.days ?? 14,
      search: payload.search_name ?? '',
      band: payload.band ? t(`buyerProfile:bands.${payload.band}`) : '',
      // invoice.overdue: the invoice's number and due date.
      number: payload.number ?? '',
      due: formatDate(payload.due_date ?? '', i18n.language),
      // scout_fee.paid: the amount transferred and its day (number above: the credit note).
      amount: formatCents(payload.gross_cents ?? 0, i18n.language),
      paid: formatDate(payload.paid_on ?? '', i18n.language),
      // diligence.*: the request's title and how many a notice stands for.
      title: payload.title ?? '',
      ...(payload.count === undefined ? {} : { count: payload.count }),
      role: payload.role ? t(`memberRoles.${payload.role}`) : '',
      // exclusivity.milestone_*: the milestone's name (due above).
      milestone: payload.milestone ? t(`milestones.${payload.milestone}`) : '',
      // closing.*: the step's name, the checklist's template.
      item:
        payload.item_title ??
        (payload.item_key
          ? t(`closing:items.${payload.item_key}.title` as 'closing:items.payment.title')
          : ''),
      structure: payload.structure ? t(`closing:structure.${payload.structure}`) : '',
    };
    // The kind's first part names its group of texts (kinds.<group>.<event>).
    const [group, rawEvent] = kind.split('.');
    // A reminder reads differently for an unanswered message and an undecided access request.
    const event =
      rawEvent === 'reminder' && payload.waiting === 'access' ? 'reminder_access' : rawEvent;
    return {
      title: t(`kinds.${group}.${event}.title` as 'kinds.account.confirmed.title', values),
      body: t(`kinds.${group}.${event}.body` as 'kinds.account.confirmed.body', values),
    };
  };
}
