// Types of scratch-database.mjs for the TypeScript tests that import it.
import type { Client } from 'pg';

export declare function withDatabase<T>(
  url: string,
  fn: (client: Client) => Promise<T>,
): Promise<T>;
export declare function pushMigrations(
  url: string,
  options?: { upTo?: string; extra?: { file: string; sql: string }[] },
): void;
