import type { EnvProblem } from '../lib/env';

/**
 * Shown instead of the app when the build's configuration is invalid, so a missing variable
 * gives a clear message rather than a blank page. Plain markup: providers are not set up yet.
 */
export function ConfigErrorScreen({ problems }: { problems: EnvProblem[] }) {
  return (
    <main
      role="alert"
      style={{
        maxWidth: 640,
        margin: '10vh auto',
        padding: 24,
        fontFamily: 'system-ui, sans-serif',
        color: '#1a1b1e',
        lineHeight: 1.5,
      }}
    >
      <h1 style={{ fontSize: 24, color: '#0b3a66' }}>DealBridge is not configured correctly</h1>
      <p>The app cannot start because of its build configuration:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.variable}>
            <code>{problem.variable}</code> {problem.message}.
          </li>
        ))}
      </ul>
      <p>
        Set the variable(s) in <code>.env.local</code> or the build environment and build again.
      </p>
    </main>
  );
}
