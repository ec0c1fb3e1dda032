import type { TableProps } from 'antd';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { cloneElement, isValidElement, type ReactElement, type ReactNode, useContext } from 'react';

/**
 * The "select all" checkbox of a selection column, as the header shows it. A table that
 * measures its columns (scroll.x, fixed columns) renders every column title a second time in
 * a hidden row (`.ant-table-measure-row`, aria-hidden) to size the columns: the copy there
 * must not take the focus (axe: aria-hidden-focus), so it is disabled and out of the tab
 * order; it keeps the same size, so the measure is unchanged.
 */
function SelectAllTitle({
  checkbox,
  render = (node) => node,
}: {
  checkbox: ReactNode;
  render?: (checkbox: ReactNode) => ReactNode;
}) {
  const inMeasureRow = useContext(TableMeasureRowContext);
  if (!inMeasureRow || !isValidElement(checkbox)) return render(checkbox);
  return render(
    cloneElement(checkbox as ReactElement<{ disabled?: boolean; tabIndex?: number }>, {
      disabled: true,
      tabIndex: -1,
    }),
  );
}

/** A table's rowSelection whose select-all checkbox stays out of the hidden measure row's focus. */
export function measureSafeSelection<Row>(
  selection: TableProps<Row>['rowSelection'],
): TableProps<Row>['rowSelection'] {
  if (!selection) return selection;
  const { columnTitle } = selection;
  // A title of the screen's own (not a function of the checkbox) has no checkbox to keep out.
  if (columnTitle !== undefined && typeof columnTitle !== 'function') return selection;
  return {
    ...selection,
    columnTitle: (checkbox) => <SelectAllTitle checkbox={checkbox} render={columnTitle} />,
  };
}
