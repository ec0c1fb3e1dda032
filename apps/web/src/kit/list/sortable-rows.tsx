import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveRow } from '@mandi/domain';
import { Button, Tooltip } from 'antd';
import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { notify } from '../../api/notify';

/**
 * Rows reordered by dragging a handle (dnd-kit), with the mouse or the keyboard (focus the
 * handle, Space, arrows, Space). The new order shows at once while the screen saves it; a
 * failed save puts the old order back.
 */
export interface SortableRowsOptions<Row> {
  /** Saves the rows in their new order; the list reloads afterwards. */
  onReorder: (ordered: Row[]) => Promise<void>;
  /** Why dragging is off now (a filter or another sort in force); none when it is on. */
  disabledReason?: string;
  /** Names a row for the handle's label ('Move 500 ml'). */
  nameOf: (row: Row) => string;
}

type Sortable = ReturnType<typeof useSortable>;

interface HandleContextValue {
  setActivatorNodeRef: Sortable['setActivatorNodeRef'];
  attributes: Sortable['attributes'];
  listeners: Sortable['listeners'];
}

const HandleContext = createContext<HandleContextValue | null>(null);

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string | number };

/** A table row that moves while dragged; its handle (in the first cell) starts the drag. */
function SortableRow(props: RowProps) {
  const id = props['data-row-key'];
  const sortable = useSortable({ id: id ?? '' });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    sortable;
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10, background: '#f0f7ff' } : {}),
  };
  const handle = useMemo<HandleContextValue>(
    () => ({ setActivatorNodeRef, attributes, listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  // Header and "No data" rows have no key: they stay plain rows.
  if (id === undefined) return <tr {...props} />;
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

function DragHandle({ label, disabledReason }: { label: string; disabledReason?: string }) {
  const context = useContext(HandleContext);
  if (!context || disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <Button type="text" size="small" icon={<HolderOutlined />} aria-label={label} disabled />
      </Tooltip>
    );
  }
  return (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      ref={context.setActivatorNodeRef}
      {...context.attributes}
      {...context.listeners}
    />
  );
}

export function useSortableRows<Row extends { id: number }>(
  rows: readonly Row[],
  options: SortableRowsOptions<Row>,
) {
  const { onReorder, disabledReason, nameOf } = options;
  // The order the user made, shown until the list comes back from the server.
  const [pending, setPending] = useState<Row[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows from the server end the pending order.
  useEffect(() => setPending(null), [rows]);
  const shown = pending ?? rows;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = moveRow(shown, Number(active.id), Number(over.id));
    setPending(next);
    try {
      await onReorder(next);
    } catch (error) {
      setPending(null);
      notify.error(error);
    }
  };

  const wrap = (table: ReactNode) => (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext
        items={shown.map((row) => row.id)}
        strategy={verticalListSortingStrategy}
        disabled={Boolean(disabledReason)}
      >
        {table}
      </SortableContext>
    </DndContext>
  );

  return {
    rows: shown,
    wrap,
    components: { body: { row: SortableRow } },
    handleColumn: {
      key: 'drag',
      title: '',
      width: 48,
      render: (_: unknown, row: Row) => (
        <DragHandle label={`Move ${nameOf(row)}`} disabledReason={disabledReason} />
      ),
    },
  };
}
