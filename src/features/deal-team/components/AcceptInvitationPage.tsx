import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Database } from '../../../lib/database.types';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useMyInvitations, type Invitation } from '../api/my-invitations';
import '../i18n';

type Industry = Database['public']['Enums']['industry'];

type Props = {
  memberId: string;
  userId: string;
  email: string;
  defaultName: string;
  verified: boolean;
};

/**
 * The invitee's page (from the invitation's email): who invited them to which side, the NDA they
 * accept in their own name (a typed full name), and for an account the invitation created the
 * terms of use. The database checks the address and records the signature
 * (public.accept_deal_invitation()); then the deal opens (once the account is verified).
 */
export function AcceptInvitationPage({ memberId, userId, email, defaultName, verified }: Props) {
  const { t } = useTranslation('dealTeam');
  usePageMeta(t('accept.metaTitle'), t('accept.title'));
  const invitations = useMyInvitations(userId);
  const accept = useAcceptInvitation(memberId);
  const invitation = invitations.data?.find((i) => i.id === memberId);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('accept.title')}
          </Title>
          {accept.isSuccess ? (
            <Joined dealId={accept.data.deal_id} verified={verified} />
          ) : invitations.isPending ? null : invitation ? (
            <AcceptForm
              invitation={invitation}
              defaultName={defaultName}
              pending={accept.isPending}
              failed={accept.isError}
              onAccept={(values) => accept.mutate(values)}
            />
          ) : (
            <Alert color="yellow" data-testid="team-invite-not-found">
              {t('accept.notFound', { email })}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

function Joined({ dealId, verified }: { dealId: string; verified: boolean }) {
  const { t } = useTranslation('dealTeam');
  const navigate = useNavigate();
  return (
    <Stack gap="sm" data-testid="team-invite-joined">
      <Alert color="green">{t('accept.joined')}</Alert>
      {verified ? (
        <Button
          onClick={() => void navigate({ to: '/deals/$dealId', params: { dealId } })}
          data-testid="team-invite-open-deal"
        >
          {t('accept.openDeal')}
        </Button>
      ) : (
        <>
          <Text size="sm">{t('accept.waitVerification')}</Text>
          <Anchor component={Link} to="/verification-pending" size="sm">
            {t('accept.back')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}

type FormValues = { signedName: string; acceptNda: boolean; acceptTerms: boolean };

function AcceptForm({
  invitation,
  defaultName,
  pending,
  failed,
  onAccept,
}: {
  invitation: Invitation;
  defaultName: string;
  pending: boolean;
  failed: boolean;
  onAccept: (values: { signedName: string; acceptNda: true; acceptTerms: boolean }) => void;
}) {
  const { t } = useTranslation(['dealTeam', 'listings']);
  const needsTerms = invitation.needs_terms === true;
  const form = useForm<FormValues>({
    // An account the invitation made has only its address as a name: the invitee signs anew.
    initialValues: {
      signedName: needsTerms ? '' : defaultName,
      acceptNda: false,
      acceptTerms: false,
    },
    validate: {
      signedName: (value) =>
        value.trim().length >= 2 && value.trim().length <= 200
          ? null
          : t('dealTeam:accept.signedNameError'),
      acceptNda: (value) => (value ? null : t('dealTeam:accept.acceptNdaError')),
      acceptTerms: (value) => (!needsTerms || value ? null : t('dealTeam:accept.acceptTermsError')),
    },
  });
  const side = t(`dealTeam:accept.sideName.${invitation.side}`);
  const industry = t(`listings:enums.industry.${invitation.industry as Industry}`);
  return (
    <form
      noValidate
      data-testid="team-invite-form"
      onSubmit={form.onSubmit((values) =>
        onAccept({
          signedName: values.signedName.trim(),
          acceptNda: true,
          acceptTerms: values.acceptTerms,
        }),
      )}
    >
      <Stack gap="sm">
        <Text>
          {invitation.invited_by_name
            ? t('dealTeam:accept.intro', { inviter: invitation.invited_by_name, side, industry })
            : t('dealTeam:accept.introNoName', { side, industry })}
        </Text>
        <Text size="sm">
          {t('dealTeam:accept.yourRole', {
            role: t(`dealTeam:role.${invitation.role}`),
            hint: t(`dealTeam:roleHint.${invitation.role}`),
          })}
        </Text>
        <Title order={2} size="h4">
          {t('dealTeam:accept.ndaTitle')}
        </Title>
        <Text size="sm">{t('dealTeam:accept.ndaText')}</Text>
        <TextInput
          label={t('dealTeam:accept.signedName')}
          autoComplete="name"
          required
          {...form.getInputProps('signedName')}
          data-testid="team-invite-name"
        />
        <Checkbox
          label={t('dealTeam:accept.acceptNda')}
          {...form.getInputProps('acceptNda', { type: 'checkbox' })}
          data-testid="team-invite-nda"
        />
        {needsTerms && (
          <Checkbox
            label={t('dealTeam:accept.acceptTerms')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            data-testid="team-invite-terms"
          />
        )}
        {failed && <Alert color="red">{t('dealTeam:accept.error')}</Alert>}
        <Button type="submit" loading={pending} data-testid="team-invite-accept">
          {t('dealTeam:accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
