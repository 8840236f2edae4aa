// Types of database.mjs for the TypeScript tests that import it.
import type { StackConfig } from './config.mjs';

type WithDbUrl = Pick<StackConfig, 'dbUrl'>;

export declare function migrate(cfg: StackConfig): Promise<number>;
export declare function hasProfiles(cfg: StackConfig): Promise<boolean>;
export declare function seed(cfg: StackConfig): Promise<boolean>;
export declare function generateTypes(cfg: WithDbUrl): Promise<string>;
export declare const FILE_TYPES_FILES: string[];
export declare function generateFileTypes(cfg: WithDbUrl): Promise<string>;
