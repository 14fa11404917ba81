import { QueryClient } from '@tanstack/react-query';

/** The request layer already tells the user about failures; retrying would tell them again. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
