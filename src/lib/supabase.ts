import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { fetchTellingConnection } from './connection-state';
import { env } from './env';

/** The one Supabase client of the app, typed with the generated database types. */
export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  // Every request tells the connection banner whether the server answered.
  global: { fetch: fetchTellingConnection },
});
