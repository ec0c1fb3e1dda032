import { Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The words every placeholder figure carries, so nobody reads it as real data. */
export const PLACEHOLDER_TOOLTIP = 'placeholder figure';

/**
 * One of the spec's random placeholder figures (a product's sales or CTR, a coupon's savings):
 * muted, dotted underline, and a tooltip saying what it is.
 */
export function PlaceholderFigure({ children }: { children: ReactNode }) {
  return (
    <Tooltip title={PLACEHOLDER_TOOLTIP}>
      <Typography.Text
        type="secondary"
        className="placeholder-figure"
        style={{ borderBottom: '1px dotted currentColor', cursor: 'help' }}
      >
        {children}
      </Typography.Text>
    </Tooltip>
  );
}
