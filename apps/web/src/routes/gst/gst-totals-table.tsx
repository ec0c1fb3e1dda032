import { formatInr, type Gstr1TableTotal } from '@mandi/domain';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const money = (title: string, key: keyof Gstr1TableTotal) => ({
  title,
  dataIndex: key,
  key,
  align: 'right' as const,
  render: (value: number) => formatInr(value),
});

const COLUMNS: ColumnsType<Gstr1TableTotal> = [
  {
    title: 'Table',
    dataIndex: 'title',
    key: 'title',
    render: (title: string, row) => (
      <span>
        <strong>{row.table}</strong> · {title}
      </span>
    ),
  },
  { title: 'Count', dataIndex: 'count', key: 'count', align: 'right' },
  money('Taxable value', 'txval'),
  money('IGST', 'iamt'),
  money('CGST', 'camt'),
  money('SGST', 'samt'),
  money('Cess', 'csamt'),
];

/** Each GSTR-1 table's count and totals, as read from the return the downloads give. */
export function GstTotalsTable({ tables }: { tables: readonly Gstr1TableTotal[] }) {
  return (
    <Table
      rowKey="table"
      size="small"
      columns={COLUMNS}
      dataSource={[...tables]}
      pagination={false}
      onRow={(row) => ({ 'data-testid': `gst-table-${row.table}` }) as React.HTMLAttributes<HTMLElement>}
      scroll={{ x: 900 }}
    />
  );
}
