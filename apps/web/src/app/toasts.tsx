import { App } from 'antd';
import { useEffect } from 'react';
import { setPopups } from '../api/notify';

function Bridge() {
  const { message, notification } = App.useApp();
  useEffect(() => {
    setPopups({ message, notification });
    return () => setPopups(null);
  }, [message, notification]);
  return null;
}

/**
 * The toast host: an antd <App> inside the theme that lends its message and notification to
 * api/notify.ts. Its own chunk, mounted by app.tsx the first time a toast is wanted.
 */
export default function Toasts() {
  return (
    <App component={false} message={{ maxCount: 3 }} notification={{ placement: 'bottomRight' }}>
      <Bridge />
    </App>
  );
}
