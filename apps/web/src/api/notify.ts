import type { MessageInstance } from 'antd/es/message/interface';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';
import { useSyncExternalStore } from 'react';
import { ApiError } from './client';

/**
 * Toasts from anywhere, route loaders included, through an antd <App> inside the theme (see
 * app/toasts.tsx). That <App> and antd's message, notification and modal code (17 KB gzip) load
 * the first time something is shown, or when the signed-in screens load, not with the sign-in
 * page. The spec's durations: success 2 s, error 5 s.
 */
export const TOAST_SECONDS = { success: 2, info: 3, warning: 3, error: 5 } as const;

/** What the toast host lends: antd's message and notification instances. */
export interface Popups {
  message: MessageInstance;
  notification: NotificationInstance;
}
type Show = (popups: Popups) => void;

let popups: Popups | null = null;
// Shown before the host is there (its code loading, or route loaders before the first render).
const waiting: Show[] = [];

let wanted = false;
const listeners = new Set<() => void>();

/** Asks app.tsx to mount the toast host (once; it then stays). */
export function wantPopups() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Whether the toast host should be mounted: true from the first toast or signed-in screen on. */
export function usePopupsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

/** Called by the toast host once mounted, and with null when it goes. */
export function setPopups(next: Popups | null) {
  popups = next;
  if (next) for (const show of waiting.splice(0)) show(next);
}

function show(popup: Show) {
  if (popups) popup(popups);
  else {
    waiting.push(popup);
    wantPopups();
  }
}

/** A notification (bottom right): the update popup. */
export function showNotification(config: ArgsProps) {
  show(({ notification }) => notification.info(config));
}

/** The words to show for a failure: the server's message, "Network error!", or "Has Error". */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message || 'Has Error';
  return 'Has Error';
}

/** The spec's words for a failed save. */
export const FAILED_TO_SAVE = 'Failed to saved!';

/**
 * "Failed to saved!" (or a screen's own words) with the reason: the first field message
 * ("Please enter name", "and 2 more") or the server's answer.
 */
export function failedToSave(reason?: unknown, words: string = FAILED_TO_SAVE): string {
  const messages = Array.isArray(reason)
    ? [...new Set(reason.map(String))]
    : reason === undefined
      ? []
      : [typeof reason === 'string' ? reason : errorMessage(reason)];
  if (messages.length === 0) return words;
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more)` : '';
  return `${words} ${messages[0]}${more}`;
}

/** `key` replaces a toast still on screen with the same key instead of stacking another. */
export const notify = {
  /** `seconds` only where the spec keeps a notice longer ("User information has been updated ..."). */
  success: (text: string, key?: string, seconds: number = TOAST_SECONDS.success) =>
    show(({ message: m }) => m.success({ content: text, duration: seconds, key })),
  info: (text: string, key?: string) =>
    show(({ message: m }) => m.info({ content: text, duration: TOAST_SECONDS.info, key })),
  warning: (text: string, key?: string) =>
    show(({ message: m }) => m.warning({ content: text, duration: TOAST_SECONDS.warning, key })),
  error: (error: unknown, key?: string) =>
    show(({ message: m }) =>
      m.error({
        content: typeof error === 'string' ? error : errorMessage(error),
        duration: TOAST_SECONDS.error,
        key,
      }),
    ),
};
