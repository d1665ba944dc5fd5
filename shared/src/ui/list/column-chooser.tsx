/** The toolbar's column chooser: show/hide and reorder columns; saved per user and resource. */
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Typography } from 'antd';
import { useState } from 'react';

import { KitPopover } from '../common/kit-popover';
import { SortableList } from '../common/sortable-list';
import { move, type ColumnState } from './column-layout';

export interface ColumnChooserProps {
  columns: readonly ColumnState[];
  onChange: (columns: ColumnState[]) => void;
  onReset: () => void;
}

export function ColumnChooser({ columns, onChange, onReset }: ColumnChooserProps) {
  const [open, setOpen] = useState(false);
  const visibleCount = columns.filter((column) => column.visible).length;
  const content = (
    <div style={{ width: 300 }}>
      <Typography.Text strong>Kolommen tonen en ordenen</Typography.Text>
      <SortableList
        label="Kolommen"
        items={columns}
        getId={(column) => column.key}
        getLabel={(column) => column.title}
        onMove={(from, to) => onChange(move(columns, from, to))}
        renderItem={(column) => (
          <Checkbox
            checked={column.visible}
            // The last visible column stays: a table without columns shows nothing.
            disabled={column.visible && visibleCount === 1}
            onChange={(event) =>
              onChange(
                columns.map((other) =>
                  other.key === column.key ? { ...other, visible: event.target.checked } : other,
                ),
              )
            }
          >
            {column.title}
          </Checkbox>
        )}
      />
      <Button size="small" style={{ marginTop: 8 }} onClick={onReset}>
        Standaardkolommen
      </Button>
    </div>
  );
  return (
    <KitPopover
      label="Kolommen tonen en ordenen"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
    >
      <Button icon={<SettingOutlined aria-hidden />} aria-expanded={open} aria-haspopup="dialog">
        Kolommen
      </Button>
    </KitPopover>
  );
}
