// Types of the gateway's pure helpers for the TypeScript tests that import them.
import type { RequestListener } from 'node:http';

export declare const BODY_LIMITS: { prefix: string; bytes: number }[];
export declare function bodyLimit(path: string): number;
export declare function cleanRestError(
  status: number,
  raw: Buffer,
): { status: number; body: Record<string, unknown> };
export declare function allowedOriginsFrom(config: unknown, extra?: string): string[];
export declare const UPSTREAM_IDLE_MS: number;
export declare function createHandler(options: {
  keys: { anon: string; serviceRole: string; publishable?: string; secret?: string };
  jwtSecret: string;
  upstreams: { auth: string; rest: string; functions: string; storage?: string; realtime?: string };
  functionsVerifyJwt: (name: string) => boolean;
  allowedOrigins: string[];
  allowLoopbackOrigins?: boolean;
}): RequestListener & { keyToJwt: Map<string, string> };
