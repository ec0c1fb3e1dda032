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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { moveRow } from '@mandi/domain';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Cards in a wrapping grid, reordered by dragging a handle (mouse or keyboard: focus the
 * handle, Space, arrows, Space), such as a product's pictures. The caller keeps the order.
 */
interface SortableGridProps<Item extends { id: number }> {
  items: readonly Item[];
  onReorder: (ordered: Item[]) => void;
  /** One card; `handle` is the drag handle to place in it. */
  renderItem: (item: Item, handle: ReactNode) => ReactNode;
  /** Names an item for its handle's label ('Move picture 2'). */
  labelOf: (item: Item) => string;
  disabled?: boolean;
  /** Cards that are not sorted (uploads in progress), after the others. */
  after?: ReactNode;
  minCardWidth?: number;
}

function SortableCard(props: {
  id: number;
  label: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: props.id,
      disabled: props.disabled,
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { zIndex: 10, position: 'relative', opacity: 0.85 } : {}),
  };
  const handle = (
    <Button
      type="text"
      size="small"
      icon={<HolderOutlined />}
      aria-label={props.label}
      disabled={props.disabled}
      style={{ cursor: props.disabled ? undefined : 'grab', touchAction: 'none' }}
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <div ref={setNodeRef} style={style}>
      {props.children(handle)}
    </div>
  );
}

export function SortableGrid<Item extends { id: number }>(props: SortableGridProps<Item>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(moveRow(props.items, Number(active.id), Number(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={props.items.map((item) => item.id)} strategy={rectSortingStrategy}>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(auto-fill, minmax(${props.minCardWidth ?? 200}px, 1fr))`,
            gap: 16,
          }}
        >
          {props.items.map((item) => (
            <SortableCard key={item.id} id={item.id} label={props.labelOf(item)} disabled={props.disabled}>
              {(handle) => props.renderItem(item, handle)}
            </SortableCard>
          ))}
          {props.after}
        </div>
      </SortableContext>
    </DndContext>
  );
}
