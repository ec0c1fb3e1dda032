import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../app/reduced-motion';
import { firstScreenShown } from '../../first-screen/take-over';
import { useDrawnWidth } from '../../kit/narrow-window';

/** The spec's count-up: 3,000 ms from 0 to the figure. */
export const COUNT_UP_MS = 3000;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * The figure counting up over 3,000 ms (from the last figure shown when it changes), eased out;
 * at once when the visitor asks for reduced motion. A screen drawn by the server shows the
 * figure itself (no script counts there), and the app taking it over starts from it.
 */
export function useCountUp(target: number, duration = COUNT_UP_MS): number {
  const drawn = useDrawnWidth() !== undefined;
  const [shown, setShown] = useState(() =>
    drawn || firstScreenShown() || prefersReducedMotion() ? target : 0,
  );
  const last = useRef(shown);
  useEffect(() => {
    if (prefersReducedMotion()) {
      last.current = target;
      setShown(target);
      return;
    }
    const from = last.current;
    let start: number | null = null;
    let frame = 0;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / duration);
      last.current = Math.round(from + (target - from) * easeOut(t));
      setShown(last.current);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);
  return shown;
}

const grouping = new Intl.NumberFormat('en-IN');

/**
 * A count that counts up on screen; screen readers get the final figure once (the moving digits
 * are hidden from them), and so does anything reading the page's text after the 3 s.
 */
export function CountUp({
  value,
  format = (n) => grouping.format(n),
}: {
  value: number;
  format?: (n: number) => string;
}) {
  const shown = useCountUp(value);
  return (
    <>
      <span aria-hidden="true" className="dashboard-count-up">
        {format(shown)}
      </span>
      <span className="dashboard-sr-only" data-final-value={value}>
        {format(value)}
      </span>
    </>
  );
}
