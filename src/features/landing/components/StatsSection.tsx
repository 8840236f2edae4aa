import { Container, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { landingStats } from '../landing-stats';
import classes from './Landing.module.css';

/** Four tiles with product facts derived from constants (no invented user counts). */
export function StatsSection() {
  const { t, i18n } = useTranslation('landing');
  const stats = landingStats(i18n.language);
  const tiles: { id: string; prefix?: string; figure: string; label: string }[] = [
    { id: 'industries', figure: String(stats.industries), label: t('stats.industries') },
    { id: 'locations', figure: String(stats.locations), label: t('stats.locations') },
    {
      id: 'scoutFee',
      prefix: t('stats.scoutFeePrefix'),
      figure: stats.scoutFee,
      label: t('stats.scoutFee'),
    },
    {
      id: 'review',
      figure: t('stats.reviewValue', { min: stats.review.min, max: stats.review.max }),
      label: t('stats.review'),
    },
  ];
  return (
    <Container
      component="section"
      aria-labelledby="stats-title"
      mt={{ base: 0, md: -40 }}
      pos="relative"
    >
      <VisuallyHidden>
        <Title order={2} id="stats-title">
          {t('stats.heading')}
        </Title>
      </VisuallyHidden>
      <SimpleGrid
        cols={{ base: 2, md: 4 }}
        spacing={{ base: 'sm', md: 'lg' }}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Paper
              className={classes.statTile}
              shadow="sm"
              p={{ base: 'md', md: 'lg' }}
              withBorder
              data-testid={`stat-${tile.id}`}
            >
              <Text className={classes.statFigure}>
                {tile.prefix && <span className={classes.statPrefix}>{tile.prefix} </span>}
                {tile.figure}
              </Text>
              <Text size="sm" c="gray.7" mt={6}>
                {tile.label}
              </Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
