import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { ApiError } from './client';

/**
 * Toasts from anywhere, route loaders included, through the app's antd <App> so they follow
 * its theme. The spec's durations: success 2 s, error 5 s.
 */
export const TOAST_SECONDS = { success: 2, info: 3, warning: 3, error: 5 } as const;

type Show = (messages: MessageInstance) => void;

let messages: MessageInstance | null = null;
// Route loaders run before the first render: their toasts wait here for the bridge.
const waiting: Show[] = [];

function show(toast: Show) {
  if (messages) toast(messages);
  else waiting.push(toast);
}

/** Called once inside antd's <App>: lends its message instance to notify. */
export function useNotifyBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    messages = message;
    for (const toast of waiting.splice(0)) toast(message);
    return () => {
      messages = null;
    };
  }, [message]);
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
  success: (text: string, key?: string) =>
    show((m) => m.success({ content: text, duration: TOAST_SECONDS.success, key })),
  info: (text: string, key?: string) =>
    show((m) => m.info({ content: text, duration: TOAST_SECONDS.info, key })),
  warning: (text: string, key?: string) =>
    show((m) => m.warning({ content: text, duration: TOAST_SECONDS.warning, key })),
  error: (error: unknown, key?: string) =>
    show((m) =>
      m.error({
        content: typeof error === 'string' ? error : errorMessage(error),
        duration: TOAST_SECONDS.error,
        key,
      }),
    ),
};
