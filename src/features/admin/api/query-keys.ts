import type { AccessDecisionsParams } from './get-access-decisions';
import type { DealsParams } from './get-deals';
import type { InvoicesParams } from './finance';
import type { InquiriesParams } from './get-inquiries';
import type { ListingsParams } from './get-listings';
import type { MessagesParams } from './get-messages';
import type { UsersParams } from './get-users';

/**
 * Query keys of the admin console, from one factory. Mutations invalidate a branch
 * (e.g. `adminKeys.users()`), which covers every page and filter of that list.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  kpis: (weeks: number) => [...adminKeys.all, 'kpis', weeks] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: UsersParams) => [...adminKeys.users(), 'list', params] as const,
  undoableDecisions: () => [...adminKeys.users(), 'undoable-decisions'] as const,
  applicant: (userId: string) => [...adminKeys.users(), 'applicant', userId] as const,
  signupCountry: (userId: string) => [...adminKeys.users(), 'signup-country', userId] as const,
  queues: () => [...adminKeys.all, 'queues'] as const,
  listings: () => [...adminKeys.all, 'listings'] as const,
  listingList: (params: ListingsParams) => [...adminKeys.listings(), 'list', params] as const,
  activeListingOptions: () => [...adminKeys.listings(), 'active-options'] as const,
  inquiries: () => [...adminKeys.all, 'inquiries'] as const,
  inquiryList: (params: InquiriesParams) => [...adminKeys.inquiries(), 'list', params] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (params: MessagesParams) => [...adminKeys.messages(), 'list', params] as const,
  deals: () => [...adminKeys.all, 'deals'] as const,
  dealList: (params: DealsParams) => [...adminKeys.deals(), 'list', params] as const,
  accessDecisionList: (params: AccessDecisionsParams) =>
    [...adminKeys.deals(), 'access-decisions', params] as const,
  pendingWonDeals: () => [...adminKeys.deals(), 'pending-won'] as const,
  finance: () => [...adminKeys.all, 'finance'] as const,
  financeSummary: () => [...adminKeys.finance(), 'summary'] as const,
  invoiceList: (params: InvoicesParams) => [...adminKeys.finance(), 'invoices', params] as const,
  scoutFees: () => [...adminKeys.finance(), 'scout-fees'] as const,
  scoutFeeSummary: () => [...adminKeys.finance(), 'scout-fee-summary'] as const,
};
