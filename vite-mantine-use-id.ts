import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MANTINE_USE_ID =
  /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const OUR_USE_ID = fileURLToPath(new URL('./src/lib/mantine-use-id.ts', import.meta.url));

/**
 * Build plugin: Mantine's components get src/lib/mantine-use-id.ts as their `useId`, in place of
 * @mantine/hooks' own, which renders every component that uses it a second time after mounting
 * (see that file). Only @mantine/hooks' module is replaced; its `useId` export keeps its name and
 * signature. The dev server (pre-bundled dependencies) and the unit tests keep Mantine's.
 */
export function mantineUseIdWithoutRerender(): Plugin {
  return {
    name: 'dealbridge:mantine-use-id',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.includes('use-id')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && MANTINE_USE_ID.test(resolved.id) ? OUR_USE_ID : null;
    },
  };
}
