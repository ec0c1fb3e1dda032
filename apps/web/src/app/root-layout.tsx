import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { pageTitle, useCurrentRoute } from './current-route';
import { endFirstPaint } from './first-paint';

/**
 * The update check, in a chunk of its own: its declared endpoint brings zod and the staff
 * schemas, which the sign-in page does not otherwise need. It still mounts with the page, so the
 * version it compares with is the one the tab loaded.
 */
const UpdateNotifier = lazy(() =>
  import('../shell/update-notifier').then((module) => ({ default: module.UpdateNotifier })),
);

/** Around every page, signed in or not: the page title, the loading bar and the update check. */
export function RootLayout() {
  const route = useCurrentRoute();
  const navigation = useNavigation();
  // The first screen is in the page: index.html's static sign-in copy goes in the same frame.
  useLayoutEffect(endFirstPaint, []);

  useEffect(() => {
    document.title = pageTitle(route?.title);
  }, [route?.title]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div className="navigation-progress" role="progressbar" aria-label="Loading the page" />
      )}
      <Outlet />
      <Suspense fallback={null}>
        <UpdateNotifier />
      </Suspense>
    </>
  );
}
