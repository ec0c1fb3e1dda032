import type { AdminSession, LoginAnswer } from '@mandi/domain';
import { queryClient } from '../app/query-client';
import { useVisitedTags } from '../shell/visited-tags';
import { authApi } from './auth-api';
import { useSessionStore } from './session-store';
import { tokenStore } from './token-store';

/** The spec's words when POST /admins/me answers no admin. */
export const VERIFICATION_FAILED = 'Verification failed, please Login again.';

let loading: Promise<AdminSession> | null = null;

async function loadSession(): Promise<AdminSession> {
  const session = await authApi.me();
  if (!session?.id || !Array.isArray(session.roles) || session.roles.length === 0) {
    throw new Error(VERIFICATION_FAILED);
  }
  const complete = { ...session, routes: session.routes ?? [] };
  useSessionStore.getState().setSession(complete);
  return complete;
}

/**
 * The signed-in admin: from memory, or loaded once from POST /admins/me on the first
 * navigation after a reload (concurrent callers share the one request).
 */
export function ensureSession(): Promise<AdminSession> {
  const current = useSessionStore.getState().session;
  if (current) return Promise.resolve(current);
  loading ??= loadSession().finally(() => {
    loading = null;
  });
  return loading;
}

export function signIn(answer: LoginAnswer) {
  const { token, ...session } = answer;
  tokenStore.set(token);
  useSessionStore.getState().setSession(session);
}

/** Forgets the session in this browser: token, admin, cached server data and visited tags. */
export function forgetSession() {
  tokenStore.clear();
  useSessionStore.getState().setSession(null);
  queryClient.clear();
  useVisitedTags.getState().set([]);
}

/** Log out: the server revokes the token (for every instance), then this browser forgets it. */
export async function signOut() {
  try {
    await authApi.logout();
  } finally {
    forgetSession();
  }
}
