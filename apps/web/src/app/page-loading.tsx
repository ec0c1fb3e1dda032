import { Spin } from 'antd';

/** Shown while the first screen's guard and code load. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spin size="large" />
    </div>
  );
}
