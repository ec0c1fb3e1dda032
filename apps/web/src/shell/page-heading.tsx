import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../app/current-route';
import { useScreenHeading } from '../kit/use-page-title';

/**
 * The screen's one `h1`: its route title, the breadcrumb's last item (or the heading the
 * screen names from its data, `usePageHeading`). After a navigation it
 * takes the focus, so a screen reader announces the new screen and Tab starts at its top;
 * unless the screen has already put the focus inside itself (a form's first field, the list
 * after a save).
 */
export function PageHeading({ content }: { content: RefObject<HTMLElement | null> }) {
  const current = useCurrentRoute();
  const screenHeading = useScreenHeading();
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new screen (pathname).
  useEffect(() => {
    // The first screen after a load keeps the browser's own start (the skip link first).
    if (first.current) {
      first.current = false;
      return;
    }
    if (content.current?.contains(document.activeElement)) return;
    heading.current?.focus({ preventScroll: true });
  }, [pathname, content]);

  if (!current) return null;
  return (
    <h1 ref={heading} className="page-title" tabIndex={-1} id="page-title">
      {screenHeading ?? current.title}
    </h1>
  );
}
