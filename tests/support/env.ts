// The stack under test, as the global setup or `npm test` describes it in the environment.
function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the tests through \`npm test\` or Vitest's global setup.`,
    );
  return value;
}

export const stackEnv = {
  url: required('SUPABASE_URL'),
  anonKey: required('SUPABASE_ANON_KEY'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
  dbUrl: required('SUPABASE_DB_URL'),
  jwtSecret:
    process.env.SUPABASE_JWT_SECRET ?? 'super-secret-jwt-token-with-at-least-32-characters-long',
};
