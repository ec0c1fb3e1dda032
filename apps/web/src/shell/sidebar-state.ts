import { create } from 'zustand';
import { MOBILE_BREAKPOINT_PX } from './breakpoint';

/** Whether the sidebar is folded away (below the breakpoint) and open: the screen's state, not a setting, so not stored. */
interface SidebarState {
  isMobile: boolean;
  mobileOpen: boolean;
  setMobile: (isMobile: boolean) => void;
  setMobileOpen: (open: boolean) => void;
}

export const useSidebarState = create<SidebarState>()((set) => ({
  isMobile: typeof window !== 'undefined' && window.innerWidth < MOBILE_BREAKPOINT_PX,
  mobileOpen: false,
  setMobile: (isMobile) => set({ isMobile, mobileOpen: false }),
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
}));
