/**
 * A select that searches the api as the user types (≥ 2 characters): "Typ om te zoeken",
 * "Zoeken..." while asking, "Geen resultaten" when nothing matched or the call failed.
 */
import { Select, Spin } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';

import type { AutocompleteItem } from '../../domain';
import { useAutocomplete } from './use-autocomplete';

export const AUTOCOMPLETE_TEXTS = {
  typeToSearch: 'Typ om te zoeken',
  searching: 'Zoeken...',
  noResults: 'Geen resultaten',
} as const;

export interface AutocompleteSelectProps {
  resource: string;
  value: number | string | null | undefined;
  onChange: (value: number | string | null, item: AutocompleteItem | null) => void;
  /** The label of the current value (a stored record's name), until the user searches. */
  selectedLabel?: string | null;
  query?: Readonly<Record<string, string | number>>;
  /** The text of an item (default its label), e.g. with the client: "Zomeractie (WNF)". */
  optionLabel?: (item: AutocompleteItem) => string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  onBlur?: () => void;
  status?: 'error' | 'warning';
  style?: CSSProperties;
}

export function AutocompleteSelect({
  resource,
  value,
  onChange,
  selectedLabel,
  query,
  optionLabel = (item) => item.label,
  placeholder = AUTOCOMPLETE_TEXTS.typeToSearch,
  allowClear = true,
  ...rest
}: AutocompleteSelectProps) {
  const [text, setText] = useState('');
  const { items, status } = useAutocomplete(resource, text, query);
  const [chosen, setChosen] = useState<AutocompleteItem | null>(null);

  const options = useMemo(() => {
    const list = items.map((item) => ({ value: item.id, label: optionLabel(item), item }));
    const current =
      value === null || value === undefined
        ? undefined
        : chosen?.id === value
          ? optionLabel(chosen)
          : (selectedLabel ?? `Nr. ${value}`);
    if (
      current !== undefined &&
      value !== null &&
      value !== undefined &&
      !list.some((o) => o.value === value)
    ) {
      list.push({ value, label: current, item: { id: value, label: current } });
    }
    return list;
  }, [items, value, chosen, selectedLabel, optionLabel]);

  const notFound =
    status === 'idle' ? (
      AUTOCOMPLETE_TEXTS.typeToSearch
    ) : status === 'searching' ? (
      <span>
        <Spin size="small" /> {AUTOCOMPLETE_TEXTS.searching}
      </span>
    ) : (
      AUTOCOMPLETE_TEXTS.noResults
    );

  return (
    <Select<number | string | null>
      {...rest}
      showSearch
      allowClear={allowClear}
      placeholder={placeholder}
      value={value ?? null}
      filterOption={false}
      searchValue={text}
      onSearch={setText}
      // While searching, the old options would suggest a stale answer.
      options={status === 'searching' ? [] : options}
      notFoundContent={notFound}
      onChange={(next, option) => {
        const item =
          option && !Array.isArray(option) && 'item' in option
            ? (option.item as AutocompleteItem)
            : null;
        setChosen(item);
        setText('');
        onChange(next ?? null, item);
      }}
    />
  );
}
