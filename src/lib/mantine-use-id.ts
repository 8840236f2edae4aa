import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), without its second render: Mantine's version starts with
 * the id React gives (`mantine-` + React's useId) and then, in a layout effect, replaces it with a
 * random one. That state update made every TextInput, Tabs, Popover and Menu render a second time,
 * synchronously, right after each commit that mounted one, and pulled the commit's passive effects
 * into the same task: on /discover part of the longest task after the first render. React's id is
 * unique within the root and the same on the server (prerendered pages hydrate with it), so it is
 * kept. The build puts this module in place of Mantine's (vite-mantine-use-id.ts).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
