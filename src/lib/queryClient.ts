import { QueryClient } from '@tanstack/react-query';

/** The one query client: components reach it through the provider, the live connection directly. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });
