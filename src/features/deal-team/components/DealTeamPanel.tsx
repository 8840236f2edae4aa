import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDecisionModal } from '../../../components/ConfirmDecisionModal';
import { useDealTeam, type DealTeam, type DealTeamMember, type MemberRole } from '../api/deal-team';
import { InviteError, inviteSchema, useInviteMember, type InviteInput } from '../api/invite-member';
import { useRemoveMember } from '../api/remove-member';
import { useSetMemberRole } from '../api/set-member-role';
import '../i18n';

const ROLES: MemberRole[] = ['view', 'contribute', 'lead'];

/**
 * The deal's teams: the caller's side with its members (leads invite by email with a role and
 * remove, after a confirmation), and the other side's members once access is granted (before
 * that only "buyer + N advisers"). The database decides everything (public.deal_team(),
 * invite_deal_member(), remove_deal_member()); the panel mirrors it.
 */
export function DealTeamPanel({ dealId }: { dealId: string }) {
  const { t } = useTranslation('dealTeam');
  const team = useDealTeam(dealId);
  if (team.isError)
    return (
      <Alert color="red" data-testid="deal-team-error">
        {t('panel.loadError')}
      </Alert>
    );
  if (!team.data) return null;
  const data = team.data;
  const mySide = data.my_side;
  const mine = data.members.filter((m) => m.side === mySide);
  const others = data.members.filter((m) => m.side !== mySide);
  const otherSide = mySide === 'buyer' ? 'owner' : 'buyer';
  const hidden = data.hidden_counts[otherSide] ?? 0;
  const isLead = data.my_role === 'lead';
  return (
    <Card withBorder padding="lg" data-testid="deal-team">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('panel.title')}
        </Title>
        {mySide && (
          <Stack gap="xs">
            <Text fw={600}>{t(`panel.side.${mySide}`)}</Text>
            <MemberList
              dealId={dealId}
              members={mine}
              canRemove={isLead}
              canChangeRole={data.is_principal === true}
            />
            {isLead && (
              <>
                <Text size="sm" c="dimmed">
                  {t('panel.intro')}
                </Text>
                <InviteForm dealId={dealId} />
              </>
            )}
          </Stack>
        )}
        <OtherSide data={data} side={otherSide} members={others} hidden={hidden} />
      </Stack>
    </Card>
  );
}

function OtherSide({
  data,
  side,
  members,
  hidden,
}: {
  data: DealTeam;
  side: 'buyer' | 'owner';
  members: DealTeamMember[];
  hidden: number;
}) {
  const { t } = useTranslation('dealTeam');
  if (data.other_side_visible && members.length === 0) return null;
  if (!data.other_side_visible && hidden === 0) return null;
  return (
    <Stack gap="xs" data-testid="deal-team-other-side">
      <Text fw={600}>{t(`panel.side.${side}`)}</Text>
      {data.other_side_visible ? (
        <MemberList members={members} canRemove={false} />
      ) : (
        <>
          <Text size="sm" data-testid="deal-team-hidden-count">
            {t(`panel.hidden.${side}`, { count: hidden })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('panel.hiddenNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}

function MemberList({
  dealId,
  members,
  canRemove,
  canChangeRole = false,
}: {
  dealId?: string;
  members: DealTeamMember[];
  canRemove: boolean;
  /** The side's principal changes roles (public.set_deal_member_role(), audited). */
  canChangeRole?: boolean;
}) {
  const { t } = useTranslation('dealTeam');
  const [removing, setRemoving] = useState<DealTeamMember | null>(null);
  const setRole = useSetMemberRole(dealId ?? '');
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('panel.empty')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="deal-team-members">
      {members.map((member) => (
        <Group
          key={member.id}
          justify="space-between"
          wrap="wrap"
          gap="xs"
          data-testid="deal-team-member"
          data-email={member.email}
        >
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {member.name ?? member.email}
              {member.is_me ? ` (${t('panel.you')})` : ''}
            </Text>
            {member.name && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {canChangeRole && dealId && !member.is_me ? (
              <Select
                size="xs"
                w={130}
                aria-label={t('changeRole.label', { name: member.name ?? member.email })}
                data={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
                value={member.role}
                allowDeselect={false}
                disabled={setRole.isPending}
                onChange={(role) =>
                  role &&
                  role !== member.role &&
                  setRole.mutate({ memberId: member.id, role: role as MemberRole })
                }
                data-testid="deal-team-member-role"
              />
            ) : (
              <Badge variant="light">{t(`role.${member.role}`)}</Badge>
            )}
            {/* Light, as the stage badges: an outline badge's green text misses the contrast minimum. */}
            <Badge variant="light" color={member.status === 'active' ? 'green' : 'gray'}>
              {t(`status.${member.status}`)}
            </Badge>
            {canRemove && dealId && !member.is_me && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={() => setRemoving(member)}
                data-testid="deal-team-remove"
              >
                {t('remove.button')}
              </Button>
            )}
          </Group>
        </Group>
      ))}
      {setRole.isError && (
        <Alert color="red" role="alert" p="xs">
          {t('changeRole.error')}
        </Alert>
      )}
      {dealId && (
        <RemoveModal dealId={dealId} member={removing} onClose={() => setRemoving(null)} />
      )}
    </Stack>
  );
}

function RemoveModal({
  dealId,
  member,
  onClose,
}: {
  dealId: string;
  member: DealTeamMember | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('dealTeam');
  const remove = useRemoveMember(dealId);
  const name = member?.name ?? member?.email ?? '';
  return (
    <ConfirmDecisionModal
      opened={member !== null}
      onClose={onClose}
      title={t('remove.title', { name })}
      consequences={[
        t('remove.consequenceAccess', { name }),
        t('remove.consequenceStamped'),
        t('remove.consequenceAgain'),
      ]}
      confirmLabel={t('remove.confirm')}
      color="red"
      loading={remove.isPending}
      notice={
        remove.isError ? (
          <Alert color="red" data-testid="deal-team-remove-error">
            {t('remove.error')}
          </Alert>
        ) : undefined
      }
      onConfirm={() => {
        if (!member) return;
        remove.mutate(member.id, { onSuccess: onClose });
      }}
    />
  );
}

function InviteForm({ dealId }: { dealId: string }) {
  const { t, i18n } = useTranslation('dealTeam');
  const invite = useInviteMember(dealId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<InviteInput>({
    initialValues: { email: '', role: 'view' },
    validate: zod4Resolver(inviteSchema),
  });
  const submit = form.onSubmit((input) => {
    setSentTo(null);
    invite.mutate(
      { input, language: i18n.language },
      {
        onSuccess: () => {
          setSentTo(input.email.trim());
          form.reset();
        },
      },
    );
  });
  const reason = invite.error instanceof InviteError ? invite.error.reason : 'failed';
  return (
    <form onSubmit={submit} noValidate data-testid="deal-team-invite">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput
            type="email"
            label={t('invite.email')}
            autoComplete="off"
            style={{ flex: '1 1 14rem' }}
            {...form.getInputProps('email')}
            error={form.errors.email ? t('invite.invalidEmail') : undefined}
            data-testid="deal-team-email"
          />
          <Select
            label={t('invite.role')}
            data={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            allowDeselect={false}
            style={{ flex: '1 1 10rem' }}
            {...form.getInputProps('role')}
            description={t(`roleHint.${form.values.role}`)}
            data-testid="deal-team-role"
          />
        </Group>
        <Group>
          <Button type="submit" loading={invite.isPending} data-testid="deal-team-send">
            {t('invite.submit')}
          </Button>
        </Group>
        {sentTo && (
          <Alert color="green" data-testid="deal-team-sent">
            {t('invite.sent', { email: sentTo })}
          </Alert>
        )}
        {invite.isError && (
          <Alert color="red" data-testid="deal-team-invite-error">
            {t(`invite.error.${reason}`)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
