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
import { NewPasswordField } from '../../../components/forms/fields';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useMyInvitations, type Invitation } from '../api/my-invitations';
import { MIN_INVITEE_PASSWORD_LENGTH } from '../api/set-own-password';
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
 * terms of use and a password of its own. The database checks the address and records the
 * signature (public.accept_deal_invitation()); then the deal opens, before DealBridge has verified
 * the account (the membership and the NDA grant it; the marketplace waits for the verification).
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
              email={email}
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
      {!verified && <Text size="sm">{t('accept.pendingNote')}</Text>}
      <Button
        onClick={() => void navigate({ to: '/deals/$dealId', params: { dealId } })}
        data-testid="team-invite-open-deal"
      >
        {t('accept.openDeal')}
      </Button>
      {!verified && (
        <Anchor component={Link} to="/verification-pending" size="sm">
          {t('accept.back')}
        </Anchor>
      )}
    </Stack>
  );
}

type FormValues = {
  signedName: string;
  acceptNda: boolean;
  acceptTerms: boolean;
  password: string;
  confirmPassword: string;
};

function AcceptForm({
  invitation,
  email,
  defaultName,
  pending,
  failed,
  onAccept,
}: {
  invitation: Invitation;
  email: string;
  defaultName: string;
  pending: boolean;
  failed: boolean;
  onAccept: (values: {
    signedName: string;
    acceptNda: true;
    acceptTerms: boolean;
    password?: string;
  }) => void;
}) {
  const { t } = useTranslation(['dealTeam', 'listings']);
  const needsTerms = invitation.needs_terms === true;
  const form = useForm<FormValues>({
    // An account the invitation made has only its address as a name: the invitee signs anew.
    initialValues: {
      signedName: needsTerms ? '' : defaultName,
      acceptNda: false,
      acceptTerms: false,
      password: '',
      confirmPassword: '',
    },
    validate: {
      signedName: (value) =>
        value.trim().length >= 2 && value.trim().length <= 200
          ? null
          : t('dealTeam:accept.signedNameError'),
      acceptNda: (value) => (value ? null : t('dealTeam:accept.acceptNdaError')),
      acceptTerms: (value) => (!needsTerms || value ? null : t('dealTeam:accept.acceptTermsError')),
      password: (value) =>
        !needsTerms || value.length >= MIN_INVITEE_PASSWORD_LENGTH
          ? null
          : t('dealTeam:accept.passwordTooShort', { count: MIN_INVITEE_PASSWORD_LENGTH }),
      confirmPassword: (value, values) =>
        !needsTerms || value === values.password ? null : t('dealTeam:accept.passwordsDiffer'),
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
          password: needsTerms ? values.password : undefined,
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
        {needsTerms && (
          <>
            <Title order={2} size="h4">
              {t('dealTeam:accept.passwordTitle')}
            </Title>
            <Text size="sm">{t('dealTeam:accept.passwordText', { email })}</Text>
            <NewPasswordField
              label={t('dealTeam:accept.password')}
              {...form.getInputProps('password')}
              data-testid="team-invite-password"
            />
            <NewPasswordField
              label={t('dealTeam:accept.confirmPassword')}
              {...form.getInputProps('confirmPassword')}
              data-testid="team-invite-confirm-password"
            />
          </>
        )}
        {failed && <Alert color="red">{t('dealTeam:accept.error')}</Alert>}
        <Button type="submit" loading={pending} data-testid="team-invite-accept">
          {t('dealTeam:accept.submit')}
        </Button>
      </Stack>
    </form>
  );
}
