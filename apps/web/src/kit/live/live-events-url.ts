// The domain's live-orders file alone (no zod): the page's entry reads it while a first screen
// drawn by the server waits for the visitor (app/first-paint.ts).
import { LIVE_EVENTS_PATH, LIVE_EVENTS_TOKEN_PARAM } from '@mandi/domain/live-orders';

/** The stream's URL: EventSource sends no headers, so the token rides in the query (DECISIONS.md). */
export function liveEventsUrl(token: string): string {
  return `/api${LIVE_EVENTS_PATH}?${LIVE_EVENTS_TOKEN_PARAM}=${encodeURIComponent(token)}`;
}
