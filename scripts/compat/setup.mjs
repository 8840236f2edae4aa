// Loaded by scripts/compat/run.mjs before every file of an official client's suite (Vitest setupFiles).
// - Jest compatibility: the suites call `jest.fn()`, `jest.spyOn()`…; Vitest's `vi` has the same API.
// - Records which tests send a request to the stack (a "server test"): the global fetch is wrapped,
//   and each request to COMPAT_STACK_ORIGIN appends the current test's name to COMPAT_REQUEST_LOG.
//   The clients look the global fetch up at call time, so a test that mocks fetch sends nothing.
import { appendFileSync } from 'node:fs';
import { expect, vi } from 'vitest';

globalThis.jest = vi;

const origin = process.env.COMPAT_STACK_ORIGIN;
const log = process.env.COMPAT_REQUEST_LOG;
const realFetch = globalThis.fetch;

globalThis.fetch = function compatFetch(input, init) {
  try {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (origin && log && new URL(url).origin === origin) {
      const { currentTestName, testPath } = expect.getState();
      if (currentTestName) {
        appendFileSync(log, JSON.stringify({ file: testPath, test: currentTestName }) + '\n');
      }
    }
  } catch {
    // not a URL we can read: not a request to the stack
  }
  return realFetch(input, init);
};
