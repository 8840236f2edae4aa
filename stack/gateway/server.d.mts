// Types of the gateway's pure helpers for the TypeScript tests that import them.
export declare const BODY_LIMITS: { prefix: string; bytes: number }[];
export declare function bodyLimit(path: string): number;
export declare function cleanRestError(
  status: number,
  raw: Buffer,
): { status: number; body: Record<string, unknown> };
export declare function allowedOriginsFrom(config: unknown, extra?: string): string[];
