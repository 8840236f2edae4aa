// Types of schema-snapshot.mjs for the TypeScript tests that import it.
import type { StackConfig } from './config.mjs';

export declare function describeSchema(cfg: Pick<StackConfig, 'dbUrl'>): Promise<string>;
