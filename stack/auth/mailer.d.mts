// Types for TypeScript callers (tests).
export function renderTemplate(
  template: string,
  data: Record<string, unknown>,
  options?: { escape?: boolean },
): string;
