// Types of schema-diff.mjs for the TypeScript tests that import it.
import type { StackConfig } from './config.mjs';
import type { Difference } from './schema-catalog.mjs';

type Cfg = Pick<StackConfig, 'dbUrl'>;

export declare function withMigrated<T>(
  cfg: Cfg,
  fn: (url: string) => Promise<T>,
  options?: { upTo?: string; extra?: { file: string; sql: string }[] },
): Promise<T>;
export declare function withDeclared<T>(cfg: Cfg, fn: (url: string) => Promise<T>): Promise<T>;
export declare function describeDifferences(
  differences: Difference[],
  names: [string, string],
): string;
export declare function staleFingerprints(
  cfg: Cfg,
  options?: { extra?: { file: string; sql: string }[] },
): Promise<{ file: string; key: string; expected: string; actual: string }[]>;
