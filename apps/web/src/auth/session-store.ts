import type { AdminSession } from '@mandi/domain';
import { create } from 'zustand';

/** The signed-in admin, loaded at sign-in or, after a reload, from POST /admins/me. */
interface SessionState {
  session: AdminSession | null;
  setSession: (session: AdminSession | null) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: null,
  setSession: (session) => set({ session }),
}));

/** The signed-in admin inside the shell, where the route guard has already loaded it. */
export function useSession(): AdminSession {
  const session = useSessionStore((state) => state.session);
  if (!session) throw new Error('useSession is used outside the signed-in shell');
  return session;
}

/**
 * The admin a first screen is drawn for on the server (first-screen/render-first-screen.tsx).
 * React reads a store's initial state there, not its state, so both get it.
 */
export function setServerSession(session: AdminSession | null) {
  Object.assign(useSessionStore.getInitialState(), { session });
  useSessionStore.setState({ session });
}
