import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { errorMessage } from '../api/notify';

/**
 * A screen that failed to load or render. The usual cause is a deploy that replaced the
 * screen's files while this tab was open; a reload fetches the new ones.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Result
      status="500"
      title="Something went wrong"
      subTitle={errorMessage(error)}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
    />
  );
}
