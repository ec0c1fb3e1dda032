import { Typography } from 'antd';
import { type AuditEntry, fieldWords, shownChanges, valueWords } from './history-format';

/**
 * The fields one history entry changed, each "Label  old → new" ("—" for no value, so a
 * creation reads "— → new"). An entry without fields (a sign-in, a password change) says so.
 */
export function HistoryChanges({ entry }: { entry: Pick<AuditEntry, 'resource' | 'changes' | 'action'> }) {
  const changes = shownChanges(entry);
  if (changes.length === 0)
    return <Typography.Text type="secondary">No field changes recorded</Typography.Text>;
  return (
    <table
      className="history-changes"
      style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          <th scope="col" style={{ ...HEAD, width: '40%' }}>
            Field
          </th>
          <th scope="col" style={HEAD}>
            Old → new
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => {
          const before = valueWords(entry.resource, change.field, change.before);
          const after = valueWords(entry.resource, change.field, change.after);
          return (
            <tr key={change.field}>
              <th scope="row" style={{ ...CELL, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {fieldWords(entry.resource, change.field)}
              </th>
              <td style={{ ...CELL, overflowWrap: 'anywhere' }}>
                <span className="history-before">{before}</span>
                {' → '}
                <Typography.Text strong className="history-after">
                  {after}
                </Typography.Text>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

const CELL = {
  padding: '4px 12px 4px 0',
  verticalAlign: 'top',
  textAlign: 'left',
  borderTop: '1px solid rgba(5, 5, 5, 0.06)',
} as const;
const HEAD = { ...CELL, fontWeight: 400, color: 'rgba(0, 0, 0, 0.55)', borderTop: 'none' } as const;
