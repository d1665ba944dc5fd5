/** A record chosen by typing (spec §5: autocomplete needs at least 2 characters). */
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';

import type { AutocompleteItem } from '../../domain';
import { AutocompleteSelect } from '../common/autocomplete-select';
import { FieldShell } from './field-shell';

export interface AutocompleteFieldProps<Values extends FieldValues> {
  name: Path<Values>;
  label: ReactNode;
  resource: string;
  query?: Readonly<Record<string, string | number>>;
  optionLabel?: (item: AutocompleteItem) => string;
  /** The stored record's label (shown until the user picks another). */
  selectedLabel?: string | null;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  onItem?: (item: AutocompleteItem | null) => void;
}

export function AutocompleteField<Values extends FieldValues>({
  name,
  label,
  resource,
  query,
  optionLabel,
  selectedLabel,
  required,
  hint,
  disabled,
  onItem,
}: AutocompleteFieldProps<Values>) {
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  return (
    <FieldShell label={label} required={required} hint={hint} error={fieldState.error?.message}>
      {(control) => (
        <AutocompleteSelect
          {...control}
          resource={resource}
          query={query}
          optionLabel={optionLabel}
          selectedLabel={selectedLabel}
          value={field.value}
          disabled={disabled}
          status={fieldState.error ? 'error' : undefined}
          onBlur={field.onBlur}
          onChange={(value, item) => {
            field.onChange(value);
            onItem?.(item);
          }}
        />
      )}
    </FieldShell>
  );
}
