import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * Live orders in this browser: how many were placed since the order list was last opened (the
 * header's badge), and whether a new one plays a sound (off by default, kept per browser).
 */
interface LiveState {
  /** The event stream is open (its `ready` came); false while it reconnects. */
  connected: boolean;
  newOrders: number;
  sound: boolean;
  addNewOrders: (count: number) => void;
  clearNewOrders: () => void;
  setSound: (on: boolean) => void;
  setConnected: (connected: boolean) => void;
}

export const useLiveStore = create<LiveState>()(
  persist(
    (set) => ({
      connected: false,
      newOrders: 0,
      sound: false,
      addNewOrders: (count) => set((state) => ({ newOrders: state.newOrders + count })),
      clearNewOrders: () => set({ newOrders: 0 }),
      setSound: (sound) => set({ sound }),
      setConnected: (connected) => set({ connected }),
    }),
    // Only the sound choice is kept: the count is this session's news.
    { name: 'mandi.live', version: 1, partialize: ({ sound }) => ({ sound }) },
  ),
);
