import { canRead, LIVE_ORDERS_EVENT, orders, readLiveOrdersEvent } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '../../auth/session-store';
import { tokenStore } from '../../auth/token-store';
import { resourceKeys } from '../resource-hooks';
import { playChime } from './chime';
import { liveEventsUrl } from './live-events-url';
import { useLiveStore } from './live-store';

/** After the server refused the stream (a restart, a 503), try a new one this much later. */
const REOPEN_MS = 10_000;

/**
 * The signed-in staff member's live events, opened once per session (the shell's header mounts
 * it): order writes refresh every order query, placed orders count on the header's badge and,
 * if chosen, chime. On every reconnect (`ready` after the first) the orders are refetched, since
 * what was written meanwhile is not replayed. Staff who may not read orders open nothing.
 */
export function useLiveEvents(): void {
  const session = useSessionStore((state) => state.session);
  const queryClient = useQueryClient();
  const readsOrders = session ? canRead(session, orders.access) : false;
  const sessionId = session?.id;

  useEffect(() => {
    const token = tokenStore.get();
    if (!readsOrders || sessionId === undefined || !token) return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.all(orders) });

    const open = () => {
      source = new EventSource(liveEventsUrl(token));
      source.addEventListener('ready', () => {
        useLiveStore.getState().setConnected(true);
        if (opened) refresh();
        opened = true;
      });
      source.addEventListener(LIVE_ORDERS_EVENT, (message) => {
        const event = readLiveOrdersEvent(JSON.parse((message as MessageEvent<string>).data));
        if (!event) return;
        refresh();
        const placed = event.placed.length;
        if (placed === 0) return;
        useLiveStore.getState().addNewOrders(placed);
        if (useLiveStore.getState().sound) playChime();
      });
      // EventSource reconnects by itself after a dropped connection; after a refusal it gives up.
      source.addEventListener('error', () => {
        useLiveStore.getState().setConnected(false);
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      useLiveStore.getState().setConnected(false);
    };
  }, [readsOrders, sessionId, queryClient]);
}
