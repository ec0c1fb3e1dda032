import { create } from 'zustand';

/**
 * Below 992 px the sidebar folds away and opens over the page on demand; this state is the
 * screen's, not a setting, so it is not stored.
 */
export const MOBILE_BREAKPOINT_PX = 992;

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
