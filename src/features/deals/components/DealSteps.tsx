import { Alert, Button, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { DealOverview } from '../api/deal-overview';
import { DEAL_PATH, ENDED_STAGES } from '../../../lib/deal-stages';
import { pathIndex } from '../deal-path';

/** The deal's steps, done and to come (on phones folded to one line), and how it ended. */
export function DealSteps({ deal }: { deal: DealOverview }) {
  const { t, i18n } = useTranslation('deals');
  const active = pathIndex(deal);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [stepsOpen, setStepsOpen] = useState(false);
  const ended = ENDED_STAGES.includes(deal.stage);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {t('page.stepsHeading')}
      </Title>
      {/* On phones the steps fold to one line (issue 33): the next step above stays in view. */}
      {phone && (
        <Group justify="space-between" gap="xs" wrap="wrap" data-testid="deal-steps-folded">
          <Text size="sm">
            {t('page.stepOf', {
              n: Math.min(active + 1, DEAL_PATH.length),
              total: DEAL_PATH.length,
              stage: t(`stages.${DEAL_PATH[Math.max(0, active)]}`),
            })}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            style={{ flexShrink: 0 }}
            aria-expanded={stepsOpen}
            onClick={() => setStepsOpen((open) => !open)}
          >
            {stepsOpen ? t('page.hideSteps') : t('page.showSteps')}
          </Button>
        </Group>
      )}
      {(!phone || stepsOpen) && (
        <Stepper
          mt={phone ? 'sm' : undefined}
          active={ended ? active : deal.stage === 'won' ? DEAL_PATH.length : active + 1}
          orientation="vertical"
          size="sm"
          allowNextStepsSelect={false}
        >
          {DEAL_PATH.map((stage) => {
            const event = deal.events.find((e) => e.to === stage);
            return (
              <Stepper.Step
                key={stage}
                label={t(`stages.${stage}`)}
                description={event ? formatDate(event.at, i18n.language) : undefined}
              />
            );
          })}
        </Stepper>
      )}
      {ended && (
        <Alert color={deal.stage === 'declined' ? 'orange' : 'gray'} mt="sm" role="status">
          {t(`page.ended.${deal.stage as 'declined' | 'withdrawn' | 'lost' | 'revoked'}`)}
        </Alert>
      )}
    </Paper>
  );
}
