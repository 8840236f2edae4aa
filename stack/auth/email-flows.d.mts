// Types for TypeScript callers (tests).
export function allowedRedirect(
  settings: { siteUrl: string; additionalRedirectUrls: string[] },
  requested: string | undefined | null,
): string;
