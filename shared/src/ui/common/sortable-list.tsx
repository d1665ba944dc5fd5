/**
 * A list the user reorders: drag by the handle (mouse, touch, or keyboard: focus the handle,
 * Space to lift, arrows to move, Space to drop) or with the up/down buttons. Used by the column
 * chooser and by editors of ordered rows (campaign input fields, export fields).
 */
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { Button, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in the handle's and buttons' accessible names ("Naam omhoog"). */
  getLabel: (item: T, index: number) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
}

interface RowProps {
  id: string;
  label: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

function SortableRow({ id, label, index, count, disabled, onMove, children }: RowProps) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  const style: CSSProperties = {
    transform: CSS.Transform.toString(transform),
    transition,
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '4px 0',
    background: isDragging ? token.colorFillSecondary : undefined,
    borderRadius: token.borderRadiusSM,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <li ref={setNodeRef} style={style}>
      <Button
        ref={setActivatorNodeRef}
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`Versleep ${label}`}
        disabled={disabled}
        style={{ cursor: disabled ? undefined : 'grab' }}
        {...attributes}
        {...listeners}
      />
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`${label} omhoog`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`${label} omlaag`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
    </li>
  );
}

export function SortableList<T>({
  items,
  getId,
  getLabel,
  onMove,
  renderItem,
  label,
  disabled = false,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: UniqueIdentifier): string => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return item === undefined ? String(id) : getLabel(item, index);
  };
  const positionOf = (id: UniqueIdentifier | undefined): number =>
    id === undefined ? -1 : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${nameOf(active.id)} opgepakt.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} op positie ${positionOf(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} neergezet op positie ${positionOf(over.id)}.`
        : `${nameOf(active.id)} neergezet.`,
    onDragCancel: ({ active }) => `Verslepen van ${nameOf(active.id)} geannuleerd.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Druk op spatie om op te pakken, verplaats met de pijltjestoetsen, spatie om neer te zetten, Escape om te annuleren.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] ?? String(index)}
              label={getLabel(item, index)}
              index={index}
              count={items.length}
              disabled={disabled}
              onMove={onMove}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
