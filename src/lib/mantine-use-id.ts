import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), without its second render: Mantine's version starts with
 * the id React gives (`mantine-` + React's useId) and then, in a layout effect, replaces it with a
 * random one, a fallback for React versions without useId. On React 19 that state update made
 * every TextInput, Tabs, Popover and Menu render a second time, synchronously, right after each
 * commit that mounted one, and flushed the commit's effects with it: on /discover one task of
 * 20-30 ms after the first render. React's id is unique within the root and the same on the
 * server, so it is kept. The build puts this module in place of Mantine's
 * (vite-mantine-use-id.ts).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
