import { type DefaultOptions, QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/client';

/**
 * Server state for the whole app. A failed read is asked again once only when no answer came
 * (network); a 4xx will not get better by asking again.
 */
export const queryDefaults = {
  queries: {
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    retry: (failures, error) =>
      failures < 1 && (error instanceof NetworkError || !(error instanceof ApiError)),
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
