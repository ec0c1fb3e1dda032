import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { UpdateNotifier } from '../shell/update-notifier';
import { pageTitle, useCurrentRoute } from './current-route';

/** Around every page, signed in or not: the page title, the loading bar and the update check. */
export function RootLayout() {
  const route = useCurrentRoute();
  const navigation = useNavigation();

  useEffect(() => {
    document.title = pageTitle(route?.title);
  }, [route?.title]);

  return (
    <>
      {navigation.state === 'loading' && <div className="navigation-progress" role="progressbar" />}
      <Outlet />
      <UpdateNotifier />
    </>
  );
}
