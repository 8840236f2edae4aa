import type { QueryClient } from '@tanstack/react-query';

/** Context every route receives (loaders use `context.queryClient.ensureQueryData(...)`). */
export type RouterContext = { queryClient: QueryClient };
