import {
  createSavedViewEndpoint,
  deleteSavedViewEndpoint,
  type SavedViewCreate,
  type SavedViewUpdate,
  savedViewsEndpoint,
  updateSavedViewEndpoint,
} from '@mandi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../api/endpoint';

/** One list's saved views (issue 31.3) on their own key, refreshed after every change. */
export const savedViewKeys = {
  all: ['saved-views'] as const,
  of: (listKey: string) => ['saved-views', listKey] as const,
};

export function useSavedViews(listKey: string, enabled: boolean) {
  return useQuery({
    queryKey: savedViewKeys.of(listKey),
    queryFn: () => callEndpoint(savedViewsEndpoint, { query: { listKey } }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}

/** Save, change and delete, each refreshing the list's tabs. */
export function useSavedViewWrites(listKey: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: savedViewKeys.of(listKey) });
  return {
    create: useMutation({
      mutationFn: (body: SavedViewCreate) => callEndpoint(createSavedViewEndpoint, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: SavedViewUpdate }) =>
        callEndpoint(updateSavedViewEndpoint, { params: { id }, body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => callEndpoint(deleteSavedViewEndpoint, { params: { id } }),
      onSuccess: refresh,
    }),
  };
}
