import type { GstCheck } from '@mandi/domain';
import { Alert, List, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { checkLinks } from './gst-paths';

const KIND_LABELS: Record<GstCheck['kind'], string> = {
  'missing-hsn': 'No HSN',
  'invalid-gstin': 'Invalid GSTIN',
  'no-tax-rate': 'No tax rate',
  'no-place-of-supply': 'No state code',
};

/** What to fix before filing, each with links to where it is fixed; a clear note when none. */
export function GstChecksList({ checks }: { checks: readonly GstCheck[] }) {
  if (checks.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        title="Nothing to fix: every line has an HSN and a rate, every GSTIN is valid."
      />
    );
  }
  return (
    <List
      data-testid="gst-checks"
      size="small"
      bordered
      dataSource={[...checks]}
      renderItem={(check) => (
        <List.Item>
          <Space wrap>
            <Tag color="orange">{KIND_LABELS[check.kind]}</Tag>
            <span>{check.message}</span>
            {checkLinks(check).map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}
