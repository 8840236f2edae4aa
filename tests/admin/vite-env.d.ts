// The admin fetchers live next to their hooks, which import the app's Supabase client
// (src/lib/env.ts reads import.meta.env). The tests pass their own clients, but the type check of
// the node project still sees that module: give it Vite's ImportMeta types.
/// <reference types="vite/client" />
