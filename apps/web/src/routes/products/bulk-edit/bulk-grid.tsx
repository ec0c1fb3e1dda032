import { BULK_EDIT_COLUMNS, type BulkEditField } from '@mandi/domain';
import { Table, type TableProps } from 'antd';
import { useMemo } from 'react';
import { BulkGridCell } from './bulk-grid-cell';
import { cellText, type Drafts, type GridRow, type RowCheck } from './bulk-grid-state';

export type ServerErrors = ReadonlyMap<number, Partial<Record<BulkEditField | 'row', string>>>;

interface BulkGridProps {
  rows: readonly GridRow[];
  loading: boolean;
  drafts: Drafts;
  checks: ReadonlyMap<number, RowCheck>;
  serverErrors: ServerErrors;
  disabled: boolean;
  onType: (rowIndex: number, fieldIndex: number, text: string) => void;
  onPasteBlock: (rowIndex: number, fieldIndex: number, block: string) => void;
}

const productOf = (row: GridRow) => {
  const product = row.product?.name ?? '';
  return row.name && row.name !== product ? `${product} · ${row.name}` : product;
};

/**
 * The grid: a variation a row, its product and sku to read, then one input per editable field
 * (MRP, unit price, sale price, stock quantity, stock status, enabled) in BULK_EDIT_COLUMNS'
 * order, which is also the order a pasted block fills them.
 */
export function BulkGrid(props: BulkGridProps) {
  const { rows, drafts, checks, serverErrors, disabled, onType, onPasteBlock } = props;
  const columns = useMemo<TableProps<GridRow>['columns']>(
    () => [
      {
        key: 'product',
        title: 'Product',
        width: 260,
        render: (_, row) => {
          const rowError = serverErrors.get(row.id)?.row;
          return (
            <>
              <div>{productOf(row)}</div>
              {rowError && <div className="bulk-cell-error">{rowError}</div>}
            </>
          );
        },
      },
      { key: 'sku', title: 'SKU', dataIndex: 'sku', width: 140 },
      ...BULK_EDIT_COLUMNS.map((column, fieldIndex) => ({
        key: column.field,
        title: column.label,
        width: column.field === 'stockStatus' ? 140 : 110,
        render: (_: unknown, row: GridRow, rowIndex: number) => {
          const draft = drafts.get(row.id);
          const check = checks.get(row.id);
          const text = draft?.texts[column.field] ?? cellText(draft?.row ?? row, column.field);
          return (
            <BulkGridCell
              rowIndex={rowIndex}
              fieldIndex={fieldIndex}
              label={`${column.label} of ${row.sku}`}
              text={text}
              changed={check?.changed.includes(column.field) ?? false}
              error={check?.errors[column.field] ?? serverErrors.get(row.id)?.[column.field]}
              disabled={disabled}
              onType={onType}
              onPasteBlock={onPasteBlock}
            />
          );
        },
      })),
    ],
    [drafts, checks, serverErrors, disabled, onType, onPasteBlock],
  );
  return (
    <div data-bulk-grid>
      <Table<GridRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows as GridRow[]}
        loading={props.loading}
        pagination={false}
        scroll={{ x: 1100 }}
      />
    </div>
  );
}
