/// <reference types="vitest/config" />
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import { mantineUseIdWithoutRerender } from './vite-mantine-use-id';
import { preloadFirstPage } from './vite-preload-first-page';
import { prerenderPublicPages } from './vite-prerender';

/**
 * The emails the admin edge function promotes, so the app asks for a promotion only for them:
 * VITE_ADMIN_EMAILS when set (a hosted build sets it like the function's ADMIN_EMAILS secret),
 * else ADMIN_EMAILS of the local functions' settings (supabase/functions/.env).
 */
function adminEmails(): string {
  if (process.env.VITE_ADMIN_EMAILS !== undefined) return process.env.VITE_ADMIN_EMAILS;
  try {
    const settings = readFileSync(new URL('./supabase/functions/.env', import.meta.url), 'utf8');
    return /^ADMIN_EMAILS=(.*)$/m.exec(settings)?.[1]?.trim() ?? '';
  } catch {
    return '';
  }
}

export default defineConfig({
  define: { 'import.meta.env.VITE_ADMIN_EMAILS': JSON.stringify(adminEmails()) },
  plugins: [
    // Must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split off too (the default keeps them in the main chunk): they pull in the
      // feature's data code and supabase-js, which public pages do not need up front. Each
      // loader gets its own chunk, fetched (and preloaded on intent) with the route.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    mantineUseIdWithoutRerender(),
    preloadFirstPage(),
    prerenderPublicPages(),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (what every page, the landing page first,
          // needs before it runs) goes into two chunks: a few requests instead of dozens of tiny
          // shared chunks, and better compression. React DOM (with React and its scheduler), two
          // fifths of it, is the one apart, fetched beside the app's chunk (the entry imports it;
          // vite-preload-first-page.ts preloads it): the browser compiles each chunk in a task of
          // its own, and the one chunk of 520 KB took a task of 22-32 ms on this host (about
          // 100 ms at a phone's 4x slowdown). A third chunk (Mantine, router, Query) gained nothing
          // measurable and put one more file before the landing page's first paint
          // (bench/results-web.md). Lazily loaded routes and features still get their own chunks.
          // recharts (through @mantine/charts) is shared by two lazily loaded charts (a listing's
          // analytics, the admin's key figures): one chunk of its own, loaded with either and
          // with nothing else.
          groups: [
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 1,
            },
            { name: 'app', tags: ['$initial'] },
            {
              name: 'charts',
              test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|victory-vendor|d3-[a-z-]+)[\\/]/,
              // Only these packages: by default a group also takes in everything they import,
              // which pulled Mantine's Input, Popover and Select (and their stylesheet) into this
              // chunk, so /discover loaded the charts' code and CSS as render-blocking files.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        // Components and helpers of the SPA: jsdom, no servers.
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          restoreMocks: true,
          // A limit on waiting, not a speed gate: beside two integration files on a busy 2-core
          // machine, a jsdom form test took over Vitest's default 5 s.
          testTimeout: 30_000,
          maxWorkers: 3,
        },
      },
      {
        // Integration tests against a running stack over HTTP (RLS matrix, auth, gateway).
        // The global setup starts a throw-away stack unless SUPABASE_URL is already set.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['./tests/setup/global-stack.ts'],
          setupFiles: ['./tests/setup/websocket.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Three files at once: every file judges only its own rows or the seeded ones, so it
          // passes beside any other (issue 26). Vitest wants the same number in every project.
          maxWorkers: 3,
        },
      },
    ],
  },
});
