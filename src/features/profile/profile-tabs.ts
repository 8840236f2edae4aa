/**
 * The tabs of the profile page. Apart from the page, so that the route's search validation (part
 * of the first load) does not pull the page's code in.
 */
export const PROFILE_TABS = [
  'profile',
  'billing',
  'investment',
  'security',
  'notifications',
  'searches',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
