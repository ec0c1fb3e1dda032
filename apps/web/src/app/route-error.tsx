import { Button } from 'antd';
import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorMessage } from '../api/notify';
import '../routes/errors/error-frame.css';
import { endFirstPaint } from './first-paint';

/**
 * A screen that failed to load or render. The usual cause is a deploy that replaced the
 * screen's files while this tab was open; a reload fetches the new ones. Plain markup, not
 * antd's Result: this is on the sign-in page's first load, and Result brings three
 * illustrations (10 KB gzip).
 */
export function RouteError() {
  const error = useRouteError();
  useLayoutEffect(endFirstPaint, []);
  return (
    <main className="error-frame">
      <div className="error-panel" role="alert">
        <h1 className="error-panel-title">Something went wrong</h1>
        <p>{errorMessage(error)}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  );
}
