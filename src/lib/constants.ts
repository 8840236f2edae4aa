import { Constants } from './database.types';
import { operator } from './operator';

/**
 * Business constants of the public site (spec section 9). Lists that exist in the database
 * (industries, locations, roles) come from its enums through the generated types.
 */
export const APP_NAME = 'DealBridge';
/** General contact address of the operator (configured, see src/lib/operator.ts). */
export const CONTACT_EMAIL = operator.email;

export const INDUSTRIES = Constants.public.Enums.industry;
export const LOCATIONS = Constants.public.Enums.location;

/** Marketing figure: a scout earns up to this fee per successful deal. */
export const SCOUT_FEE_MAX_EUR = 5000;

/** Stated review time of a new account, in business days. */
export const REVIEW_BUSINESS_DAYS = { min: 1, max: 2 } as const;

export const USER_ROLES = Constants.public.Enums.app_role;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles a visitor can choose at registration; scout is the default. */
export const PUBLIC_ROLES = ['scout', 'investor', 'company'] as const;
export type PublicRole = (typeof PUBLIC_ROLES)[number];
