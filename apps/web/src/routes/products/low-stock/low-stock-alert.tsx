import { WarningOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { lowStockPath, useCanSeeLowStock, useLowStock } from './use-low-stock';

/** The count only: one row's id, the answer's total. */
const query = { fields: 'id', limit: 1 };

/** The header's low-stock alert: an icon with the count, opening the list; hidden when nothing runs low. */
export function LowStockAlert() {
  const allowed = useCanSeeLowStock();
  const navigate = useNavigate();
  const { data } = useLowStock(query, allowed);
  const total = data?.total ?? 0;
  if (!allowed || total === 0) return null;
  const label = `${total} ${total === 1 ? 'variation' : 'variations'} low on stock`;
  return (
    <Tooltip title={label}>
      <Badge count={total} size="small" overflowCount={99} offset={[-4, 4]} color="#cf1322">
        <Button
          type="text"
          aria-label={label}
          data-testid="low-stock-alert"
          icon={<WarningOutlined />}
          onClick={() => navigate(lowStockPath)}
        />
      </Badge>
    </Tooltip>
  );
}
