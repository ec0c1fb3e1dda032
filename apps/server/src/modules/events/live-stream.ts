import { PassThrough } from 'node:stream';
import { canRead, LIVE_ORDERS_EVENT, orders, type Principal } from '@mandi/domain';
import type { LiveNotice } from './live-channel';

/** How often a stream says it is alive (a comment line), and re-checks its session. */
export const HEARTBEAT_MS = 15_000;
/** How long an EventSource waits before reconnecting by itself. */
export const RETRY_MS = 3_000;

/** Whether the staff member may hear a notice: order events need the order screen's read. */
export function mayHear(principal: Principal, notice: LiveNotice): boolean {
  if (notice.topic === 'orders') return canRead(principal, orders.access);
  return false;
}

/** One notice as an SSE frame: its event name and its JSON on one data line. */
export function frameOf(notice: LiveNotice): string {
  if (notice.topic === 'orders')
    return `event: ${LIVE_ORDERS_EVENT}\ndata: ${JSON.stringify(notice.event)}\n\n`;
  return '';
}

/** The SSE text one staff member's stream is written in: the preamble, frames and heartbeats. */
export function openSseStream() {
  const stream = new PassThrough();
  let ended = false;
  // `ready` tells the web the stream is (re)open: it refreshes what it shows, since anything
  // written while it was away was not heard (no replay: NOTIFY keeps nothing).
  stream.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);
  return {
    stream,
    write(text: string) {
      if (!ended && text) stream.write(text);
    },
    end() {
      if (ended) return;
      ended = true;
      stream.end();
    },
  };
}
