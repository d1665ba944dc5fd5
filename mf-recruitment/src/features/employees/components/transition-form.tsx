/**
 * The transition form (spec §4): the fields show by the rules of `transitionVisibility` — reason
 * for Exit, Passief, cancellations, Pause or an unchanged state; a dated event with time for
 * planned states; 'open action on that date'; the action date for applicant states; 'force date'
 * when a date lies in the past — with the +1d / +1w presets. Submitting always closes the record;
 * the person is read again afterwards.
 */
import {
  applicantStates,
  createTransitionFormSchema,
  DATE_PRESETS,
  datePreset,
  EMPLOYEE_STATE_LABELS,
  employeeStates,
  toOptions,
  TRANSITION_REASON_LABELS,
  TRANSITION_REASONS,
  transitionVisibility,
  type DatePreset,
  type StateVariant,
  type TransitionFormValues,
} from '@veldwerk/shared/domain';
import {
  EntityForm,
  FormGrid,
  SelectField,
  SwitchField,
  TextField,
  useEntityForm,
} from '@veldwerk/shared/ui';
import { Button, Space } from 'antd';
import { useMemo } from 'react';

import { useAddTransition } from '../api';

export const TRANSITION_SAVED = 'Status succesvol gewijzigd';

export interface TransitionFormProps {
  uuid: string;
  variant: StateVariant;
  currentState: string;
  initial: TransitionFormValues;
  /** The clock (tests fix it). */
  now?: () => Date;
  onSaved?: () => void;
}

function Presets({
  onPick,
  field,
  now,
}: {
  onPick: (value: string) => void;
  field: string;
  now: () => Date;
}) {
  return (
    <Space size="small">
      {(Object.keys(DATE_PRESETS) as DatePreset[]).map((preset) => (
        <Button
          key={preset}
          size="small"
          aria-label={`${field} ${preset}`}
          onClick={() => onPick(datePreset(preset, now()))}
        >
          {preset}
        </Button>
      ))}
    </Space>
  );
}

export function TransitionForm({
  uuid,
  variant,
  currentState,
  initial,
  now = () => new Date(),
  onSaved,
}: TransitionFormProps) {
  const add = useAddTransition({ uuid });
  const schema = useMemo(() => createTransitionFormSchema({ variant, now }), [variant, now]);
  const entity = useEntityForm({
    schema,
    defaultValues: initial,
    save: (values: TransitionFormValues) => add.mutateAsync({ values, variant, currentState }),
    successMessage: TRANSITION_SAVED,
    onSaved: () => onSaved?.(),
    // A quick transition proposes its change complete: "Actief" is sent without touching it.
    submitUntouched: initial.new_state !== currentState,
  });
  const values = entity.form.watch();
  const shows = transitionVisibility(variant, currentState, values, now());
  const states = [...applicantStates(variant), ...employeeStates(variant)];
  const set = (name: 'event_date' | 'open_date') => (value: string) =>
    entity.form.setValue(name, value, { shouldDirty: true, shouldValidate: true });
  return (
    <EntityForm entity={entity} label="Status wijzigen" submitLabel="Status wijzigen">
      <FormGrid columns={220}>
        <SelectField<TransitionFormValues>
          name="new_state"
          label="Nieuwe status"
          required
          options={toOptions(states, EMPLOYEE_STATE_LABELS)}
        />
        {shows.reason && (
          <SelectField<TransitionFormValues>
            name="event_reason"
            label="Reden"
            options={toOptions(TRANSITION_REASONS, TRANSITION_REASON_LABELS)}
          />
        )}
      </FormGrid>
      {shows.eventDate && (
        <FormGrid columns={220}>
          <div>
            <TextField<TransitionFormValues>
              name="event_date"
              label="Datum afspraak"
              placeholder="dd/mm/jjjj"
              required
            />
            <Presets field="Datum afspraak" onPick={set('event_date')} now={now} />
          </div>
          <TextField<TransitionFormValues> name="event_time" label="Tijd" placeholder="00:00" />
        </FormGrid>
      )}
      {shows.openOnEventDate && (
        <SwitchField<TransitionFormValues>
          name="open_on_event_date"
          label="Open actie op die datum"
        />
      )}
      {shows.actionDate && (
        <div>
          <TextField<TransitionFormValues>
            name="open_date"
            label="Actiedatum"
            placeholder="dd/mm/jjjj"
          />
          <Presets field="Actiedatum" onPick={set('open_date')} now={now} />
        </div>
      )}
      {shows.forceDate && (
        <SwitchField<TransitionFormValues> name="force_date" label="Forceer datum" />
      )}
      <TextField<TransitionFormValues> name="event_comment" label="Opmerking" rows={2} />
    </EntityForm>
  );
}
