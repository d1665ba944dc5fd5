/**
 * The one shift form (spec §3 shift), used by create and detail: date (default today), start
 * time, duration with the end time computed and shown, hq (active branches), campaign (enabled
 * campaigns), employee ('Trial planned' only) and sales coach. Choosing the employee of a new
 * shift prefills campaign, sales coach and hq from their last shift.
 */
import {
  SHIFT_DURATIONS,
  SHIFT_DURATION_LABELS,
  SHIFT_EMPLOYEE_STATE,
  SHIFT_MESSAGES,
  createShiftFormSchema,
  prefillFromLastShift,
  shiftEndTime,
  shiftToFormValues,
  type ShiftDetail,
  type ShiftFormValues,
} from '@veldwerk/shared/domain';
import {
  AutocompleteField,
  EntityForm,
  FormGrid,
  SelectField,
  TextField,
  useEntityForm,
  useWatch,
  type UseFormReturn,
} from '@veldwerk/shared/ui';
import { useEffect, useMemo, useState, type ReactNode } from 'react';

import { links } from '../../../paths';
import { lastShift, shifts, useBranches, useSaveShift } from '../api';

type V = ShiftFormValues;

const durationOptions = SHIFT_DURATIONS.map((hours) => ({
  value: hours,
  label: SHIFT_DURATION_LABELS[hours],
}));
const TRIAL_QUERY = { 'employee_status[]': SHIFT_EMPLOYEE_STATE };
const ENABLED_QUERY = { enabled: 'true' };

/** Keeps end_time at start_time + duration while the user types. */
function useEndTime(form: UseFormReturn<V, unknown, V>) {
  const [start, duration] = useWatch({ control: form.control, name: ['start_time', 'duration'] });
  useEffect(() => {
    const end = shiftEndTime(start, duration) ?? '';
    if (form.getValues('end_time') !== end) {
      form.setValue('end_time', end, { shouldValidate: true, shouldDirty: true });
    }
  }, [start, duration, form]);
}

export interface ShiftFormProps {
  shift?: ShiftDetail;
  actions?: ReactNode;
}

export function ShiftForm({ shift, actions }: ShiftFormProps) {
  const save = useSaveShift({ uuid: shift?.uuid });
  const maySave = shifts.useMaySave({ uuid: shift?.uuid });
  const branches = useBranches();
  const [now] = useState(() => new Date());
  const schema = useMemo(() => createShiftFormSchema({ now: () => now }), [now]);
  const defaultValues = useMemo(() => shiftToFormValues(shift, now), [shift, now]);
  const [labels, setLabels] = useState({
    campaign: shift?.campaign_name ?? null,
    sales_coach: shift?.sales_coach_name ?? null,
  });
  const entity = useEntityForm({
    schema,
    defaultValues,
    save: (values: V) => save.mutateAsync(values),
    successMessage: SHIFT_MESSAGES.saved,
    redirectTo: (saved) => (shift === undefined ? links.shift(saved.uuid) : undefined),
  });
  const { form } = entity;
  useEndTime(form);

  const prefill = async (employee: string | null) => {
    if (shift !== undefined || employee === null) return;
    const last = await lastShift.fetch({ employee }).catch(() => null);
    if (last === null) return;
    const next = prefillFromLastShift(form.getValues(), last);
    setLabels({ campaign: last.campaign_name, sales_coach: last.sales_coach_name });
    for (const name of ['campaign', 'sales_coach', 'hq'] as const) {
      form.setValue(name, next[name], { shouldDirty: true, shouldValidate: true });
    }
  };

  const hq = useWatch({ control: form.control, name: 'hq' });
  const hqOptions = [
    { value: '', label: 'Geen vestiging' },
    ...[...branches.active, ...(hq !== '' && !branches.active.includes(hq) ? [hq] : [])].map(
      (branch) => ({ value: branch, label: branch }),
    ),
  ];

  return (
    <EntityForm entity={entity} label="Werkbriefje" actions={actions} readOnly={!maySave}>
      <FormGrid columns={200}>
        <TextField<V>
          name="date"
          label="Datum"
          required
          autocorrect="date"
          placeholder="dd/mm/jjjj"
        />
        <TextField<V> name="start_time" label="Begintijd" required placeholder="uu:mm" />
        <SelectField<V> name="duration" label="Duur" options={durationOptions} />
        <TextField<V> name="end_time" label="Eindtijd" disabled hint="Begintijd plus duur" />
      </FormGrid>
      <FormGrid columns={260}>
        <AutocompleteField<V>
          name="employee"
          label="Medewerker"
          required
          resource="employees"
          query={TRIAL_QUERY}
          selectedLabel={shift?.employee_name}
          hint="Alleen medewerkers met de status Proefdag gepland"
          onItem={(item) => void prefill(item === null ? null : String(item.id))}
        />
        <AutocompleteField<V>
          name="campaign"
          label="Campagne"
          required
          resource="campaigns"
          query={ENABLED_QUERY}
          selectedLabel={labels.campaign}
        />
        <AutocompleteField<V>
          name="sales_coach"
          label="Salescoach"
          required
          resource="employees"
          selectedLabel={labels.sales_coach}
        />
        <SelectField<V> name="hq" label="Vestiging" options={hqOptions} />
      </FormGrid>
    </EntityForm>
  );
}
