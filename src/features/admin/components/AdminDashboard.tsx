import '../admin-styles';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconArrowsExchange,
  IconChartBar,
  IconCoins,
  IconCurrencyEuro,
  IconHistory,
  IconMail,
  IconMessages,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminQueue } from '../api/get-admin-queues';
import type { UsersPeriod, UserStatusFilter } from '../api/get-users';
import type { ListPeriod } from '../api/list-period';
import { AccessDecisionsPanel } from './AccessDecisionsPanel';
import { AdminKpis } from './AdminKpis';
import { AdminQueues } from './AdminQueues';
import { AdminStats } from './AdminStats';
import { DealsPanel } from './DealsPanel';
import { FinancePanel } from './FinancePanel';
import { CapacityProofsPanel } from './CapacityProofsPanel';
import { InquiriesPanel } from './InquiriesPanel';
import { ListingsPanel } from './ListingsPanel';
import { MessagesPanel } from './MessagesPanel';
import { UsersPanel } from './UsersPanel';
import { WonDealsPanel } from './WonDealsPanel';

// No tab of unlock requests (issue 32): the deal is the one truth on access, and the owner decides;
// an admin intervenes on the deal's page (All deals), with a reason.
const TABS = [
  'users',
  'deals',
  'finance',
  'capacity',
  'listings',
  'inquiries',
  'messages',
  'audit',
  'kpis',
] as const;
export type Tab = (typeof TABS)[number];

/** What a queue or a key figure opens a list with: a status, or the period the figure counts. */
export type ListFilter = {
  status?: UserStatusFilter;
  users?: UsersPeriod;
  listings?: ListPeriod;
  decisions?: ListPeriod;
};

/** The list each queue opens. */
const QUEUE_TABS: Record<AdminQueue, Tab> = {
  verifications: 'users',
  rejection_proposals: 'users',
  success_fees: 'deals',
  scout_fees_owed: 'finance',
  capacity_proofs: 'capacity',
  access_requests: 'deals',
  invoices_overdue: 'finance',
};

const ICONS = {
  users: IconUsers,
  deals: IconArrowsExchange,
  finance: IconCurrencyEuro,
  capacity: IconCoins,
  listings: IconReceipt,
  inquiries: IconMessages,
  messages: IconMail,
  audit: IconHistory,
  kpis: IconChartBar,
} as const;

/**
 * The admin console (rendered by the dashboard route for admins): statistics, its sections and the
 * key figures. The audit trail is another feature's component, so the route passes it in.
 */
export function AdminDashboard({ auditTrail }: { auditTrail?: ReactNode }) {
  const { t } = useTranslation(['admin', 'buyerProfile']);
  const [tab, setTab] = useState<Tab>('users');
  // A queue or a key figure opens its list: the users list with the status it counts, or the
  // rows of the figure's period (sign-ups, verifications, listings, access decisions).
  const [filter, setFilter] = useState<ListFilter>({});
  const open = (next: Tab, with_: ListFilter = {}) => {
    setFilter(with_);
    setTab(next);
  };
  const usersKey = `${filter.status ?? 'all'}-${filter.users ? JSON.stringify(filter.users) : ''}`;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </div>
      <AdminStats />
      <AdminQueues
        onOpen={(queue) =>
          open(QUEUE_TABS[queue], {
            status: queue.startsWith('verif') || queue.startsWith('rejection') ? 'pending' : 'all',
          })
        }
      />
      <Tabs value={tab} onChange={(value) => value && open(value as Tab)} keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {value === 'capacity' ? t('buyerProfile:admin.tab') : t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel key={usersKey} initialStatus={filter.status} initialPeriod={filter.users} />
        </Tabs.Panel>
        <Tabs.Panel value="deals" pt="md">
          {/* The claims an admin must decide come before the list of every deal. */}
          <Stack gap="xl">
            {filter.decisions && (
              <AccessDecisionsPanel
                key={JSON.stringify(filter.decisions)}
                period={filter.decisions}
                onClear={() => setFilter({})}
              />
            )}
            <WonDealsPanel />
            <DealsPanel />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="finance" pt="md">
          <FinancePanel />
        </Tabs.Panel>
        <Tabs.Panel value="capacity" pt="md">
          <CapacityProofsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="listings" pt="md">
          <ListingsPanel
            key={filter.listings ? JSON.stringify(filter.listings) : 'all'}
            initialCreated={filter.listings}
          />
        </Tabs.Panel>
        <Tabs.Panel value="inquiries" pt="md">
          <InquiriesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <MessagesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          {auditTrail}
        </Tabs.Panel>
        <Tabs.Panel value="kpis" pt="md">
          <AdminKpis onOpen={open} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
