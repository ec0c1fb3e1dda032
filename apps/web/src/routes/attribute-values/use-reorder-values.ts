import { attributesValues, renumberPriorities } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { notify } from '../../api/notify';
import { resourceKeys } from '../../kit/resource-hooks';
import { apiPaths } from '../../kit/resource-paths';
import type { AttributeValue } from './attribute-value-screen';

/**
 * Saves the values of the page on screen in their dragged order: priorities renumbered from
 * 1 (from the page's first place on later pages), and only `{ priority }` sent, only for the
 * rows whose priority changes.
 */
export function useReorderValues() {
  const client = useQueryClient();
  return useCallback(
    async (ordered: AttributeValue[], view: { page: number; limit: number }) => {
      const changed = renumberPriorities(ordered, (view.page - 1) * view.limit + 1);
      try {
        for (const { id, priority } of changed) {
          await api.patch(apiPaths(attributesValues).one(id), { priority });
        }
      } finally {
        // Also after a failure: the list shows what the server now holds.
        await client.invalidateQueries({ queryKey: resourceKeys.lists(attributesValues) });
      }
      if (changed.length > 0) notify.success(attributesValues.savedMessage);
    },
    [client],
  );
}
