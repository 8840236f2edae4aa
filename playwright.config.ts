import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

function chromiumOrExit(): string {
  try {
    return findChromium();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

// E2E_PORT moves the preview server (e.g. when another one already uses 4173).
const previewPort = process.env.E2E_PORT ?? '4173';
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${previewPort}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a defect to fix, not to absorb.
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumOrExit(), args: chromiumArgs },
      },
    },
  ],
  // The test script builds the app first; here we only serve the build.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx vite preview --host 127.0.0.1 --port ${previewPort} --strictPort`,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
