// The build plugin that gives Mantine our useId (vite-mantine-use-id.ts; the hook itself:
// src/lib/mantine-use-id.test.ts).
import { describe, expect, it } from 'vitest';
import { mantineUseIdWithoutRerender } from '../../vite-mantine-use-id';

describe('the plugin', () => {
  const plugin = mantineUseIdWithoutRerender();
  const resolveId = plugin.resolveId as (
    this: { resolve: (source: string) => Promise<{ id: string } | null> },
    source: string,
    importer: string | undefined,
    options: object,
  ) => Promise<string | null>;
  const context = (resolvedTo: string) => ({ resolve: async () => ({ id: resolvedTo }) });
  const mantineIndex = '/app/node_modules/@mantine/hooks/esm/index.mjs';

  it("puts our module in place of @mantine/hooks' use-id module", async () => {
    const resolved = await resolveId.call(
      context('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs'),
      './use-id/use-id.mjs',
      mantineIndex,
      {},
    );
    expect(resolved).toMatch(/[\\/]src[\\/]lib[\\/]mantine-use-id\.ts$/);
  });

  it('leaves every other module alone, also one named like it', async () => {
    expect(
      await resolveId.call(
        context('/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs'),
        './use-idle/use-idle.mjs',
        mantineIndex,
        {},
      ),
    ).toBeNull();
    expect(
      await resolveId.call(context('/app/src/use-id.ts'), './use-id', '/app/src/x.ts', {}),
    ).toBeNull();
    expect(plugin.apply).toBe('build');
  });
});
