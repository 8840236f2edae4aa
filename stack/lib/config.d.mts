// Types of config.mjs for the TypeScript tests that import it.
export declare const repoRoot: string;
export declare const JWT_SECRET: string;
export declare const ANON_KEY: string;
export declare const SERVICE_ROLE_KEY: string;
export declare const DB_PASSWORD: string;
export declare const PUBLISHABLE_KEY: string;
export declare const SECRET_KEY: string;
export declare function gatewayForwardedSecret(jwtSecret: string): string;
/** A fresh folder for a throw-away stack that the `postgres` OS user can enter. */
export declare function scratchFolder(prefix: string): string;

export type StackProfile = 'dev' | 'test' | 'bench' | 'scratch';

export interface StackConfig {
  profile: StackProfile;
  home: string;
  dataDir: string;
  logDir: string;
  runDir: string;
  apiPort: number;
  dbPort: number;
  postgrestPort: number;
  postgrestAdminPort: number;
  authPort: number;
  functionsPort: number;
  storagePort: number;
  realtimePort: number;
  schedulerPort: number;
  mailPort: number;
  smtpPort: number;
  apiUrl: string;
  dbUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
}

export declare function stackConfig(profile?: StackProfile): StackConfig;
export declare function isRoot(): boolean;
