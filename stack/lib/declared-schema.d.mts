// Types of declared-schema.mjs for the TypeScript tests that import it.
export declare function declaredFiles(): { file: string; sql: string }[];
export declare function applyDeclared(
  url: string,
  files?: { file: string; sql: string }[],
): Promise<void>;
export declare function splitStatements(sql: string): string[];
