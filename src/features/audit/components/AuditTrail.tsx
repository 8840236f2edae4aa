import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUDIT_EVENT_TYPES,
  type AuditEvent,
  type AuditEventType,
  FIRST_AUDIT_PAGE,
  type AuditTrailParams,
  useAuditTrail,
} from '../api/audit-trail';
import { changedFieldLabels } from '../../../lib/listing-field-label';
import '../i18n';
import { formatDateTime, formatEur } from '../../../lib/format';

const PAGE_SIZE = 20;
const TYPE_COLORS: Record<AuditEventType, string> = {
  verification_decided: 'blue',
  role_changed: 'grape',
  unlock_requested: 'yellow',
  unlock_decided: 'green',
  success_fee_recorded: 'teal',
  nda_signed: 'indigo',
  details_read: 'gray',
  document_opened: 'cyan',
  deal_marked_won: 'lime',
  success_fee_declined: 'red',
  invoice_paid: 'green',
  invoice_cancelled: 'orange',
  listing_edited: 'orange',
  verification_undone: 'orange',
  credit_note_issued: 'teal',
  scout_fee_paid: 'green',
  team_role_changed: 'grape',
  closing_step: 'teal',
};

type Props = {
  userId: string;
  /** admin: every event (console tab); owner: the events about the caller's listings. */
  scope: 'admin' | 'owner';
};

/** The audit trail with event and date filters; the database decides which events the caller sees. */
export function AuditTrail({ userId, scope }: Props) {
  const { t, i18n } = useTranslation('audit');
  const [params, setParams] = useState<AuditTrailParams>({
    ...FIRST_AUDIT_PAGE,
    pageSize: PAGE_SIZE,
  });
  const trail = useAuditTrail(userId, params);
  const pages = Math.max(1, Math.ceil((trail.data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <div>
        <Title order={scope === 'admin' ? 3 : 2} size="h3">
          {scope === 'admin' ? t('heading') : t('ownerHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {scope === 'admin' ? t('intro') : t('ownerIntro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('filterType')}
          value={params.eventType ?? ''}
          allowDeselect={false}
          data={[
            { value: '', label: t('allTypes') },
            ...AUDIT_EVENT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
          ]}
          onChange={(value) =>
            setParams({ ...params, eventType: (value || null) as AuditEventType | null, page: 1 })
          }
        />
        <TextInput
          type="date"
          label={t('from')}
          value={params.fromDay ?? ''}
          onChange={(event) =>
            setParams({ ...params, fromDay: event.currentTarget.value || null, page: 1 })
          }
        />
        <TextInput
          type="date"
          label={t('to')}
          value={params.toDay ?? ''}
          onChange={(event) =>
            setParams({ ...params, toDay: event.currentTarget.value || null, page: 1 })
          }
        />
      </SimpleGrid>

      {trail.isError ? (
        <Alert color="red" title={t('loadFailed')}>
          <Button size="xs" variant="light" onClick={() => void trail.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !trail.data ? (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : trail.data.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {t('empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('tableLabel')}
          aria-busy={trail.isFetching}
        >
          {trail.data.rows.map((event) => (
            <Paper component="li" key={event.id} withBorder p="sm" radius="md">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Badge
                  color={TYPE_COLORS[event.event_type as AuditEventType] ?? 'gray'}
                  variant="light"
                >
                  {t(`type.${event.event_type as AuditEventType}`)}
                </Badge>
                <Text size="xs" c="dimmed" component="time" dateTime={event.occurred_at}>
                  {formatDateTime(event.occurred_at, i18n.language)}
                </Text>
              </Group>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing={4} mt={6}>
                <Line
                  label={t('col.by')}
                  value={person(event.actor_name, event.actor_email) ?? t('system')}
                />
                <Line
                  label={t('col.about')}
                  value={person(event.subject_name, event.subject_email)}
                />
                <Line
                  label={t('col.listing')}
                  value={
                    event.listing_id
                      ? `${event.listing_title ?? ''} (DB-${event.listing_id.replace(/-/g, '').slice(-8).toUpperCase()})`.trim()
                      : null
                  }
                />
              </SimpleGrid>
              <DetailLine event={event} language={i18n.language} />
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination
            total={pages}
            value={Math.min(params.page, pages)}
            onChange={(page) => setParams({ ...params, page })}
            size="sm"
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('previous') }
                : control === 'next'
                  ? { 'aria-label': t('next') }
                  : {}
            }
          />
        </Group>
      )}
    </Stack>
  );
}

function person(name: string | null, email: string | null): string | null {
  if (!name && !email) return null;
  return email ? `${name ?? ''} <${email}>`.trim() : name;
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** The event's facts in words: a status change, a fee, the NDA version and hash. */
function DetailLine({ event, language }: { event: AuditEvent; language: string }) {
  const { t } = useTranslation(['audit', 'deals']);
  const detail = (event.detail ?? {}) as Record<string, unknown>;
  const value = (v: unknown) => {
    if (v === null || v === undefined) return t('value.none');
    const key = String(v);
    // A deal's stage (unlock_decided of a deal: "access_granted → revoked") in the deal's words.
    if (event.event_type === 'unlock_decided' && key in STAGE_KEYS)
      return t(`deals:stages.${key as keyof typeof STAGE_KEYS}`);
    return key in VALUE_KEYS ? t(`value.${key as keyof typeof VALUE_KEYS}`) : key;
  };
  let text: string | null = null;
  switch (event.event_type) {
    case 'verification_decided':
    case 'verification_undone':
    case 'role_changed':
    case 'unlock_decided': {
      text = t('detail.change', { from: value(detail.from), to: value(detail.to) });
      // The reason of a decision (issue 32), and whether an admin took it in the owner's place.
      const code = typeof detail.reason_code === 'string' ? detail.reason_code : null;
      if (code) {
        const reason = code in REASON_KEYS ? t(`reason.${code as keyof typeof REASON_KEYS}`) : code;
        text += ` · ${t('detail.reason', { reason })}`;
        const note = typeof detail.reason_note === 'string' ? detail.reason_note : '';
        if (note) text += language.startsWith('de') ? ` („${note}“)` : ` (“${note}”)`;
      }
      if (detail.by_admin === true) text += ` · ${t('detail.byAdmin')}`;
      break;
    }
    case 'success_fee_recorded':
      text = t('detail.fee', {
        amount: formatEur(Number(detail.to ?? 0), language),
      });
      break;
    case 'nda_signed':
      text = t('detail.nda', {
        version: String(detail.nda_version ?? ''),
        name: String(detail.signer_name ?? ''),
        hash: String(detail.sha256 ?? '').slice(0, 12),
      });
      break;
    case 'deal_marked_won':
    case 'success_fee_declined':
      text = t(
        event.event_type === 'deal_marked_won' ? 'detail.feeClaimed' : 'detail.feeDeclined',
        {
          amount: formatEur(Number(detail.proposed_fee_eur ?? 0), language),
        },
      );
      break;
    case 'invoice_paid':
    case 'invoice_cancelled':
      text = t('detail.invoice', { number: String(detail.number ?? '') });
      break;
    case 'credit_note_issued':
    case 'scout_fee_paid':
      text = t('detail.scoutFee', {
        amount: formatEur(Number(detail.fee_cents ?? 0) / 100, language),
      });
      break;
    case 'team_role_changed': {
      const role = (value: unknown) =>
        value === 'view' || value === 'contribute' || value === 'lead'
          ? t(`memberRole.${value}`)
          : '';
      text = t('detail.teamRole', {
        email: String(detail.email ?? ''),
        from: role(detail.old_role),
        to: role(detail.new_role),
      });
      break;
    }
    case 'closing_step': {
      const step = String(detail.step ?? '');
      const known = [
        'started',
        'item_added',
        'item_dated',
        'item_done',
        'item_waived',
        'payment_confirmed',
        'draft_linked',
        'closed',
      ];
      text = known.includes(step) ? t(`closingStep.${step}` as 'closingStep.started') : '';
      break;
    }
    case 'details_read':
      text = t('detail.readOncePerDay');
      break;
    case 'document_opened':
      text = t('detail.document', { name: String(detail.document_name ?? '') });
      break;
    case 'listing_edited':
      text = t('detail.edited', {
        fields: changedFieldLabels(
          Array.isArray(detail.fields) ? detail.fields.map(String) : [],
          language,
        ).join(', '),
      });
      break;
  }
  if (!text) return null;
  return <Line label={t('col.details')} value={text} />;
}

const REASON_KEYS = {
  identity_unverified: true,
  information_incomplete: true,
  not_eligible: true,
  duplicate_account: true,
  profile_mismatch: true,
  capacity_insufficient: true,
  in_talks_with_others: true,
  nda_breach: true,
  no_activity: true,
  owner_request: true,
  owner_unreachable: true,
  dispute_resolution: true,
  other: true,
} as const;

const VALUE_KEYS = {
  pending: 1,
  verified: 1,
  rejected: 1,
  approved: 1,
  admin: 1,
  scout: 1,
  investor: 1,
  company: 1,
} as const;

/** public.deal_stage: the stages a deal's access decision moves between. */
const STAGE_KEYS = {
  interested: 1,
  nda_signed: 1,
  access_requested: 1,
  access_granted: 1,
  offer_submitted: 1,
  in_exclusivity: 1,
  won: 1,
  declined: 1,
  withdrawn: 1,
  lost: 1,
  revoked: 1,
} as const;
