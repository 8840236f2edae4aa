import { Alert, Anchor, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { countryName, operator } from '../../../lib/operator';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Impressum (legal notice, § 5 DDG): the configured operator; demo values say so. */
export function ImpressumPage() {
  const { t, i18n } = useTranslation('legal');
  usePageMeta(t('impressum.title'), t('impressum.description'));

  const rows: [string, React.ReactNode][] = [
    [
      t('impressum.operator'),
      <>
        {operator.name}
        <br />
        {operator.street}
        <br />
        {operator.postalCode} {operator.city}
        <br />
        {countryName(operator.country, i18n.language)}
      </>,
    ],
    ...(operator.representative
      ? ([[t('impressum.representative'), operator.representative]] as [string, string][])
      : []),
    [
      t('impressum.email'),
      <Anchor href={`mailto:${operator.email}`} key="email">
        {operator.email}
      </Anchor>,
    ],
    ...(operator.phone ? ([[t('impressum.phone'), operator.phone]] as [string, string][]) : []),
    ...(operator.register
      ? ([[t('impressum.register'), operator.register]] as [string, string][])
      : []),
    ...(operator.vatId ? ([[t('impressum.vatId'), operator.vatId]] as [string, string][]) : []),
    ...(operator.representative
      ? ([[t('impressum.responsible'), operator.representative]] as [string, string][])
      : []),
  ];

  return (
    <Container py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        {/* The page is as wide as every other; the intro keeps a readable line length. */}
        <Stack gap="xs" maw={760}>
          <Title order={1}>{t('impressum.title')}</Title>
          <Text c="gray.7">{t('impressum.intro')}</Text>
        </Stack>
        {operator.isDemo && (
          <Alert
            color="yellow"
            icon={<IconAlertTriangle aria-hidden="true" />}
            data-testid="operator-demo-notice"
          >
            {t('impressum.demoNotice')}
          </Alert>
        )}
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Table variant="vertical" layout="fixed" withRowBorders={false} data-testid="impressum">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={{ base: 120, sm: 220 }} style={{ verticalAlign: 'top' }}>
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('impressum.disputeTitle')}
          </Title>
          <Text c="gray.8">{t('impressum.dispute')}</Text>
        </Stack>
      </Stack>
    </Container>
  );
}
