/** The control inside a column's filter dropdown, per filter kind of the list contract. */
import { Button, Checkbox, DatePicker, Input, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import { DATE_FORMAT, TRANSPORT_DATE_FORMAT, type DateRange, type FilterValue } from '../../domain';
import { AutocompleteSelect } from '../common/autocomplete-select';
import type { ColumnFilter } from './list-column';

export interface FilterControlProps {
  title: string;
  filter: ColumnFilter;
  value: FilterValue | undefined;
  /** The name of a chosen id (`number` filters); without it the id shows as "Nr. 5". */
  valueLabel?: string;
  /** `close`: the choice is complete (a click on an option, Enter in a text field). */
  onApply: (value: FilterValue | undefined, close: boolean) => void;
}

function ClearButton({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <Button size="small" onClick={onClear} disabled={disabled}>
      Wissen
    </Button>
  );
}

function TextFilter({
  title,
  value,
  onApply,
  placeholder,
}: {
  title: string;
  value: string;
  onApply: FilterControlProps['onApply'];
  placeholder?: string;
}) {
  const [text, setText] = useState(value);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input
        autoFocus
        aria-label={`${title} bevat`}
        placeholder={placeholder ?? `Zoek op ${title.toLowerCase()}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => onApply(text.trim(), true)}
        allowClear
      />
      <Space>
        <Button type="primary" size="small" onClick={() => onApply(text.trim(), true)}>
          Zoeken
        </Button>
        <ClearButton disabled={value === ''} onClear={() => onApply(undefined, true)} />
      </Space>
    </Space>
  );
}

function toDay(value: string | undefined): Dayjs | null {
  return value ? dayjs(value) : null;
}

function DateRangeFilter({
  title,
  value,
  onApply,
}: {
  title: string;
  value: DateRange;
  onApply: FilterControlProps['onApply'];
}) {
  const set = (part: 'from' | 'to', day: Dayjs | null) => {
    const next: DateRange = { ...value };
    if (day) next[part] = day.format(TRANSPORT_DATE_FORMAT);
    else delete next[part];
    onApply(next, false);
  };
  return (
    <Space direction="vertical">
      <DatePicker
        aria-label={`${title} vanaf`}
        placeholder="Vanaf"
        format={DATE_FORMAT}
        value={toDay(value.from)}
        onChange={(day) => set('from', day)}
      />
      <DatePicker
        aria-label={`${title} tot en met`}
        placeholder="Tot en met"
        format={DATE_FORMAT}
        value={toDay(value.to)}
        onChange={(day) => set('to', day)}
      />
      <ClearButton disabled={!value.from && !value.to} onClear={() => onApply(undefined, true)} />
    </Space>
  );
}

export function FilterControl({ title, filter, value, valueLabel, onApply }: FilterControlProps) {
  switch (filter.kind) {
    case 'text':
      return (
        <TextFilter
          title={title}
          value={typeof value === 'string' ? value : ''}
          onApply={onApply}
          placeholder={filter.placeholder}
        />
      );
    case 'in': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Space direction="vertical">
          <Checkbox.Group
            aria-label={title}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            options={filter.options.map((option) => ({ ...option }))}
            value={chosen}
            onChange={(next) => onApply(next.map(String), false)}
          />
          <ClearButton disabled={chosen.length === 0} onClear={() => onApply(undefined, true)} />
        </Space>
      );
    }
    case 'eq':
      return (
        <Radio.Group
          aria-label={title}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onApply(String(event.target.value) || undefined, true)}
          options={[{ value: '', label: 'Alle' }, ...filter.options]}
        />
      );
    case 'bool':
      return (
        <Radio.Group
          aria-label={title}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(event) => {
            const choice = String(event.target.value);
            onApply(choice === '' ? undefined : choice === 'true', true);
          }}
          options={[
            { value: '', label: 'Alle' },
            { value: 'true', label: filter.trueLabel ?? 'Ja' },
            { value: 'false', label: filter.falseLabel ?? 'Nee' },
          ]}
        />
      );
    case 'number':
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          <AutocompleteSelect
            aria-label={title}
            resource={filter.autocomplete}
            query={filter.query}
            value={typeof value === 'number' ? value : null}
            selectedLabel={valueLabel}
            style={{ width: 240 }}
            onChange={(next) => {
              const id = typeof next === 'number' ? next : Number(next);
              onApply(next === null || !Number.isInteger(id) ? undefined : id, next !== null);
            }}
          />
          <ClearButton
            disabled={typeof value !== 'number'}
            onClear={() => onApply(undefined, true)}
          />
        </Space>
      );
    case 'date_range':
      return (
        <DateRangeFilter
          title={title}
          value={typeof value === 'object' && !Array.isArray(value) ? value : {}}
          onApply={onApply}
        />
      );
  }
}
