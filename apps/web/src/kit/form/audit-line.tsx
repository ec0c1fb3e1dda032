import { type AuthoredRow, auditLine } from '@mandi/domain';
import { Typography } from 'antd';

/** Under an edit form: "Created by {name} on {date} · last changed by {name} on {date}". */
export function AuditLine({ row }: { row: AuthoredRow }) {
  const line = auditLine(row);
  if (!line) return null;
  return <Typography.Text type="secondary">{line}</Typography.Text>;
}
