import { Grid } from 'antd';
import { createContext, useContext } from 'react';

/**
 * The window a screen is drawn for on the server (first-screen/render-first-screen.tsx), which
 * has no window: 'narrow' below antd's md breakpoint (a phone), else 'wide'. Undefined in the
 * browser, where the window itself says.
 */
export type DrawnWidth = 'narrow' | 'wide';
export const DrawnWidthContext = createContext<DrawnWidth | undefined>(undefined);

/** The width drawn for on the server, or undefined in the browser. */
export const useDrawnWidth = () => useContext(DrawnWidthContext);

/** The window is below antd's md breakpoint (or the screen is drawn for one that is). */
export function useNarrowWindow(): boolean {
  const drawn = useDrawnWidth();
  const md = Grid.useBreakpoint().md;
  return drawn === undefined ? md === false : drawn === 'narrow';
}
