import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/AnchorLink';
import { isBackendUnreachable } from '../../../lib/db';
import { useErrorWords } from '../../../lib/error-words';
import { useAnonymousListingTitle } from '../../../lib/listing-title';
import { useDecisionInbox, type InboxItem } from '../api/decision-inbox';
import { durationParts } from '../duration';

/** Items shown before "show all" (the oldest: they waited longest); fewer on phones. */
const FIRST = 5;
const FIRST_ON_PHONE = 3;

const COLORS: Record<InboxItem['kind'], string> = {
  access_request: 'yellow',
  offer: 'teal',
  question: 'blue',
  request: 'grape',
  message: 'gray',
};

/**
 * The user's one "to decide" inbox across listings and deals: access requests, offers, questions
 * and messages waiting for their answer, oldest first, each with its age and opening the deal
 * page where it is decided; the owner's median reply time beside it (public.my_decision_inbox()).
 * Items waiting for the user as a member of a deal's team carry a "Team" badge; with
 * `scope="team"` only those show (the buyer dashboard), and nothing at all when none waits.
 */
export function DecisionInbox({
  userId,
  scope = 'all',
}: {
  userId: string;
  scope?: 'all' | 'team';
}) {
  const { t } = useTranslation('dashboard');
  const inbox = useDecisionInbox(userId);
  const data = useMemo(
    () => (scope === 'team' ? inbox.data?.filter((item) => item.team_role !== null) : inbox.data),
    [inbox.data, scope],
  );
  const errorWords = useErrorWords();
  const [all, setAll] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const first = phone ? FIRST_ON_PHONE : FIRST;
  const anonymousTitle = useAnonymousListingTitle();
  const duration = (seconds: number) => {
    const { unit, count } = durationParts(seconds);
    return t(`inbox.units.${unit}`, { count });
  };
  // The owner's own figure travels on each of their items (not on their team's items).
  const own = data?.find((item) => item.side === 'owner' && item.team_role === null);
  // A member's team inbox shows only when something waits (no empty box for view members).
  if (scope === 'team' && !data?.length) return null;

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="decision-inbox">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} size="h4" id="decision-inbox">
          {scope === 'team' ? t('inbox.teamHeading') : t('inbox.heading')}
        </Title>
        {data && data.length > 0 && (
          <Badge color="red.9" variant="filled" data-testid="inbox-count">
            {data.length}
          </Badge>
        )}
      </Group>
      {own && (
        <Text size="xs" c="dimmed" data-testid="inbox-responsiveness">
          {own.owner_median_reply_seconds === null
            ? t('inbox.ownNoData')
            : t('inbox.ownMedian', { time: duration(own.owner_median_reply_seconds) })}
        </Text>
      )}
      {inbox.isPending ? (
        <Loader size="sm" aria-label={t('inbox.loading')} />
      ) : inbox.isError && !data ? (
        <Alert color={isBackendUnreachable(inbox.error) ? 'yellow' : 'red'} role="alert" mt="xs">
          <Text size="sm">{t('inbox.failed', { message: errorWords(inbox.error) })}</Text>
          <Button size="xs" mt="xs" variant="light" onClick={() => void inbox.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !data || data.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4} data-testid="inbox-empty">
          {t('inbox.empty')}
        </Text>
      ) : (
        <Stack
          gap={4}
          mt={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={scope === 'team' ? t('inbox.teamHeading') : t('inbox.heading')}
          data-testid="decision-inbox"
        >
          {(all ? data : data.slice(0, first)).map((item) => {
            const title =
              item.listing_title ?? anonymousTitle({ ...item, type: item.listing_type });
            // Measured at the answer's arrival (kept pure while the page shows it).
            const waited = Math.max(
              0,
              (inbox.dataUpdatedAt - Date.parse(item.waiting_since)) / 1000,
            );
            return (
              <li
                key={`${item.kind}-${item.deal_id}-${item.item_id ?? ''}`}
                data-kind={item.kind}
                data-deal-id={item.deal_id}
                data-team-role={item.team_role ?? undefined}
              >
                <AnchorLink
                  to="/deals/$dealId"
                  params={{ dealId: item.deal_id }}
                  underline="never"
                  c="inherit"
                  display="block"
                  px={6}
                  py={phone ? 4 : 6}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  bg="var(--mantine-color-default-hover)"
                >
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
                      <Badge
                        size="sm"
                        variant="light"
                        color={COLORS[item.kind]}
                        style={{ flexShrink: 0 }}
                      >
                        {t(`inbox.kinds.${item.side}.${item.kind}`)}
                      </Badge>
                      {item.team_role && scope === 'all' && (
                        <Badge
                          size="sm"
                          variant="outline"
                          color="gray"
                          style={{ flexShrink: 0 }}
                          title={t(`inbox.teamRoles.${item.team_role}`)}
                          data-testid="inbox-team"
                        >
                          {t('inbox.team')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} data-testid="inbox-age">
                      {t('inbox.waiting', { time: duration(waited) })}
                    </Text>
                  </Group>
                  <Text size="sm" fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {item.counterpart_name
                      ? t('inbox.fromBuyer', { name: item.counterpart_name, title })
                      : title}
                  </Text>
                  {item.side === 'buyer' && item.owner_median_reply_seconds !== null && (
                    <Text size="xs" c="dimmed">
                      {t('inbox.ownerMedian', {
                        time: duration(item.owner_median_reply_seconds),
                      })}
                    </Text>
                  )}
                </AnchorLink>
              </li>
            );
          })}
        </Stack>
      )}
      {data && data.length > first && (
        <Button size="compact-sm" variant="subtle" mt={4} onClick={() => setAll((shown) => !shown)}>
          {all ? t('inbox.showFewer') : t('inbox.showAll', { count: data.length })}
        </Button>
      )}
    </Paper>
  );
}
