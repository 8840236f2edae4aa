import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { formatDate, formatDateTime, formatEur } from '../../../lib/format';
import {
  type Applicant,
  useAddAccountNote,
  useApplicant,
  useConfirmRejection,
  useWithdrawRejection,
} from '../api/account-review';
import { useSignupCountry } from '../api/signup-country';
import { QueryErrorAlert } from './QueryErrorAlert';

/** One labelled fact of the applicant. */
function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The country's name in the interface language ("DE" → "Germany" / "Deutschland"). */
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The sign-up's country "where known": the admin edge function looks the recorded address up
 * (local and private addresses, IPv6 and accounts without a recorded address are unknown). The
 * address itself is shown beneath it.
 */
function SignupCountryFact({ applicant, language }: { applicant: Applicant; language: string }) {
  const { t } = useTranslation('admin');
  const ip = applicant.signup_ip;
  const lookup = useSignupCountry(applicant.id, ip !== null);
  const code = lookup.data?.country ?? null;
  return (
    <div data-testid="applicant-ip-country" data-country={code ?? undefined}>
      <Text size="xs" c="dimmed" fw={600}>
        {t('applicant.ipCountry')}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {ip !== null && lookup.isPending
          ? t('common.loading')
          : code
            ? `${countryName(code, language)} (${code})`
            : t('applicant.unknown')}
      </Text>
      {ip !== null && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="applicant-ip">
          {t('applicant.ipAddress', { ip })}
        </Text>
      )}
      {code && (
        // IP2Location LITE's licence (CC BY-SA 4.0) asks for this attribution.
        <Text size="xs" c="dimmed">
          <Anchor
            href="https://lite.ip2location.com"
            target="_blank"
            rel="noopener noreferrer"
            inherit
          >
            {t('applicant.ipCountrySource')}
          </Anchor>
        </Text>
      )}
    </div>
  );
}

/**
 * The verification screen of one account (admin_applicant()): who they are, what they entered,
 * when they signed up and confirmed their email, internal notes, and the four-eyes rejection
 * proposal with Confirm / Withdraw. Verify and Reject stay in the users list's row (`actions`).
 */
export function ApplicantDrawer({
  userId,
  onClose,
  actions,
}: {
  userId: string | null;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const applicant = useApplicant(userId);
  const data = applicant.data;
  return (
    <Drawer
      opened={userId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={data ? t('applicant.title', { name: data.name }) : t('users.details')}
      closeButtonProps={{ 'aria-label': t('applicant.close') }}
    >
      {applicant.isError ? (
        <QueryErrorAlert
          message={t('applicant.loadFailed')}
          onRetry={() => void applicant.refetch()}
        />
      ) : !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <ApplicantDetails applicant={data} language={i18n.language} actions={actions} />
      )}
    </Drawer>
  );
}

function ApplicantDetails({
  applicant,
  language,
  actions,
}: {
  applicant: Applicant;
  language: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'buyerProfile']);
  const notGiven = t('applicant.notGiven');
  const billing = applicant.billing;
  const profile = applicant.investment_profile;
  return (
    <Stack gap="md" data-testid="applicant-details">
      <Group gap="xs">
        <Badge variant="light" styles={{ label: { overflow: 'visible' } }}>
          {t(`roles.${applicant.role}`)}
        </Badge>
        <Badge
          variant="light"
          color={
            { verified: 'green', pending: 'yellow', rejected: 'red' }[applicant.verification_status]
          }
          styles={{ label: { overflow: 'visible' } }}
        >
          {t(`verification.${applicant.verification_status}`)}
        </Badge>
      </Group>
      {actions}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('applicant.company')} testId="applicant-company">
          {billing?.company_name || notGiven}
        </Fact>
        <Fact label={t('applicant.website')} testId="applicant-website">
          {applicant.website ? (
            // The applicant's own address: opened apart from the console, telling it nothing.
            <Anchor
              href={applicant.website}
              target="_blank"
              rel="noopener noreferrer"
              underline="always"
              inherit
            >
              {applicant.website.replace(/^https?:\/\//i, '')}
            </Anchor>
          ) : (
            notGiven
          )}
        </Fact>
        <Fact label={t('applicant.phone')}>
          {applicant.phone_number || billing?.phone_number || notGiven}
        </Fact>
        <Fact label={t('applicant.role')}>
          {applicant.registration?.role
            ? t(`roles.${applicant.registration.role as Applicant['role']}`)
            : t(`roles.${applicant.role}`)}
        </Fact>
        <Fact label={t('applicant.registered')} testId="applicant-registered">
          {formatDateTime(applicant.created_at, language)}
        </Fact>
        <Fact label={t('applicant.emailConfirmed')} testId="applicant-email-confirmed">
          {applicant.email_confirmed_at
            ? formatDateTime(applicant.email_confirmed_at, language)
            : t('applicant.notConfirmed')}
        </Fact>
        <SignupCountryFact applicant={applicant} language={language} />
        <Fact label={t('applicant.language')}>{applicant.language.toUpperCase()}</Fact>
      </SimpleGrid>

      <Divider />
      <Title order={3} size="h5">
        {t('applicant.registration')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t('applicant.billing')}>
          {billing
            ? [billing.company_name, billing.responsible_person, billing.city, billing.country]
                .filter(Boolean)
                .join(', ') || notGiven
            : t('applicant.billingNone')}
        </Fact>
        <Fact label={t('applicant.investmentProfile')}>
          {profile
            ? [
                profile.industries.length
                  ? `${t('applicant.industries')}: ${profile.industries.length}`
                  : null,
                profile.locations.length
                  ? `${t('applicant.locations')}: ${profile.locations.length}`
                  : null,
                profile.ticket_min_eur != null || profile.ticket_max_eur != null
                  ? `${t('applicant.ticket')}: ${[profile.ticket_min_eur, profile.ticket_max_eur]
                      .map((v) => (v == null ? '…' : formatEur(v, language)))
                      .join(' – ')}`
                  : null,
              ]
                .filter(Boolean)
                .join(' · ') || notGiven
            : t('applicant.investmentNone')}
        </Fact>
        <Fact label={t('applicant.listings', { count: applicant.listings.count })}>
          {applicant.listings.recent.map((l) => l.title ?? '—').join(', ') || '—'}
        </Fact>
      </SimpleGrid>

      <RejectionProposal applicant={applicant} language={language} />
      {applicant.admin_count >= 2 && (
        <Text size="xs" c="dimmed">
          {t('applicant.fourEyes')}
        </Text>
      )}

      <Divider />
      <Notes applicant={applicant} language={language} />

      {applicant.decisions.length > 0 && (
        <>
          <Divider />
          <Title order={3} size="h5">
            {t('applicant.decisions')}
          </Title>
          <Stack gap={4}>
            {applicant.decisions.map((d) => (
              <Text key={d.id} size="sm" td={d.undone_at ? 'line-through' : undefined}>
                {formatDateTime(d.decided_at, language)}: {t(`verification.${d.to_status}`)}
                {d.reason_code ? ` (${t(`users.reasons.${d.reason_code as 'other'}`)})` : ''}{' '}
                {d.decided_by_name ? `· ${d.decided_by_name}` : ''}
              </Text>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function RejectionProposal({ applicant, language }: { applicant: Applicant; language: string }) {
  const { t } = useTranslation('admin');
  const confirm = useConfirmRejection();
  const withdraw = useWithdrawRejection();
  const [asking, setAsking] = useState(false);
  const proposal = applicant.open_proposal;
  if (!proposal) return null;
  const reason = t(`users.reasons.${proposal.reason_code}`);
  return (
    <Alert
      color="red"
      variant="light"
      title={t('applicant.proposal')}
      data-testid="rejection-proposal"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('applicant.proposalBy', {
            name: proposal.proposed_by_name ?? '—',
            date: formatDate(proposal.proposed_at, language),
            reason,
          })}
        </Text>
        {proposal.reason_note && <Text size="sm">„{proposal.reason_note}“</Text>}
        {proposal.mine && <Text size="sm">{t('applicant.proposalMine')}</Text>}
        <Group gap="xs">
          {!proposal.mine && (
            <Button size="xs" color="red" onClick={() => setAsking(true)}>
              {t('applicant.confirmRejection')}
            </Button>
          )}
          <Button
            size="xs"
            variant="outline"
            color="gray"
            loading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(
                { proposalId: proposal.id, userId: applicant.id },
                {
                  onSuccess: () =>
                    notifications.show({ color: 'green', message: t('applicant.withdrawn') }),
                },
              )
            }
          >
            {t('applicant.withdraw')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDecisionModal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('applicant.confirmTitle', { name: applicant.name })}
        consequences={
          t('applicant.confirmConsequences', {
            name: applicant.name,
            reason,
            returnObjects: true,
          }) as string[]
        }
        confirmLabel={t('applicant.confirmRejection')}
        color="red"
        footnote={t('users.undoFootnote')}
        loading={confirm.isPending}
        onConfirm={() =>
          confirm.mutate(
            { proposalId: proposal.id, userId: applicant.id },
            {
              onSuccess: () => {
                setAsking(false);
                notifications.show({
                  color: 'green',
                  message: t('users.rejectedDone', { name: applicant.name }),
                });
              },
              onError: () => {
                setAsking(false);
                notifications.show({ color: 'red', message: t('applicant.confirmFailed') });
              },
            },
          )
        }
      />
    </Alert>
  );
}

function Notes({ applicant, language }: { applicant: Applicant; language: string }) {
  const { t } = useTranslation('admin');
  const add = useAddAccountNote();
  const [body, setBody] = useState('');
  return (
    <Stack gap="xs" data-testid="applicant-notes">
      <Title order={3} size="h5">
        {t('applicant.notes')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('applicant.notesHint')}
      </Text>
      {applicant.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('applicant.noNotes')}
        </Text>
      ) : (
        applicant.notes.map((note) => (
          <div key={note.id} data-testid="applicant-note">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.body}
            </Text>
            <Text size="xs" c="dimmed">
              {t('applicant.by', {
                name: note.author_name ?? '—',
                date: formatDateTime(note.created_at, language),
              })}
            </Text>
          </div>
        ))
      )}
      <Textarea
        label={t('applicant.noteLabel')}
        value={body}
        maxLength={2000}
        autosize
        minRows={2}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Group>
        <Button
          size="xs"
          disabled={body.trim() === ''}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { userId: applicant.id, body },
              {
                onSuccess: () => {
                  setBody('');
                  notifications.show({ color: 'green', message: t('applicant.noteAdded') });
                },
                onError: () =>
                  notifications.show({ color: 'red', message: t('applicant.noteFailed') }),
              },
            )
          }
        >
          {t('applicant.addNote')}
        </Button>
      </Group>
    </Stack>
  );
}
