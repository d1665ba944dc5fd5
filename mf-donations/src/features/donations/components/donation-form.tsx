/**
 * The one donor form (spec §2, §5), for create and update: the campaign's input fields
 * (required ones required, options as a select), validation only when PENDING (the shared form
 * schema), autocorrect on blur, the verification fields, the reject flow when editing, the
 * duplicate warning, and "save and next" for a stack of paper forms.
 */
import {
  CALL_ATTEMPTS_MAX,
  CHECKED_LABELS,
  CHECKED_VALUES,
  DONATION_MESSAGES,
  DONATION_STATES,
  DONATION_STATE_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  NEW_DONATION_STATES,
  PERIODS,
  PERIOD_LABELS,
  REJECT_REASON_LABELS,
  SEXES,
  SEX_LABELS,
  createDonationFormSchema,
  donationToFormValues,
  isDonationExported,
  rejectReasonsFor,
  resolveRejectState,
  toOptions,
  type Campaign,
  type Donation,
  type DonationDuplicate,
  type DonationFormValues,
} from '@veldwerk/shared/domain';
import {
  AddressFields,
  EmailField,
  EntityForm,
  FormGrid,
  IbanField,
  PhoneField,
  SelectField,
  SwitchField,
  TextField,
  useEntityForm,
  useFormContext,
  useWatch,
} from '@veldwerk/shared/ui';
import { Button, Divider } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

import { links } from '../../../paths';
import { useSaveDonation } from '../api';
import { DuplicateWarning, useDuplicateLookup } from './duplicate-warning';

export interface DonationFormProps {
  campaign: Campaign;
  donation?: Donation;
  actions?: ReactNode;
}

const callAttemptOptions = Array.from({ length: CALL_ATTEMPTS_MAX + 1 }, (_, n) => ({
  value: n,
  label: String(n),
}));

export function DonationForm({ campaign, donation, actions }: DonationFormProps) {
  const mode = donation === undefined ? 'create' : 'update';
  const exported = isDonationExported(donation);
  const schema = useMemo(
    () => createDonationFormSchema({ mode, inputFields: campaign.input_fields }),
    [mode, campaign.input_fields],
  );
  const defaultValues = useMemo(() => {
    const values = donationToFormValues(donation, {
      client: campaign.client,
      campaign: campaign.id,
    });
    for (const field of campaign.input_fields) values.extra_fields[field.name] ??= '';
    return values;
  }, [donation, campaign]);
  const save = useSaveDonation({ donationId: donation?.id });
  const next = useRef(false);
  const [savedDuplicates, setSavedDuplicates] = useState<DonationDuplicate[]>([]);
  const entity = useEntityForm({
    schema,
    defaultValues,
    save: (values: DonationFormValues) =>
      save.mutateAsync({
        ...values,
        reject_state: resolveRejectState(values.state, values.reject_state, exported),
      }),
    successMessage: DONATION_MESSAGES.saved,
    onSaved: (saved) => setSavedDuplicates(saved.duplicates ?? []),
    redirectTo: (saved) => {
      if (next.current) return undefined;
      return mode === 'create' ? links.donations() : links.donation(saved.id);
    },
  });
  const saveAndNext = () => {
    next.current = true;
    void entity.onSubmit().finally(() => {
      next.current = false;
    });
  };

  return (
    <EntityForm
      entity={entity}
      label="Donateur"
      actions={
        <>
          {mode === 'create' && (
            <Button onClick={saveAndNext} disabled={!entity.canSubmit}>
              Opslaan en volgende
            </Button>
          )}
          {actions}
        </>
      }
    >
      <DonationFields
        campaign={campaign}
        mode={mode}
        exported={exported}
        donationId={donation?.id}
        savedDuplicates={savedDuplicates}
      />
    </EntityForm>
  );
}

type V = DonationFormValues;

function DonationFields({
  campaign,
  mode,
  exported,
  donationId,
  savedDuplicates,
}: {
  campaign: Campaign;
  mode: 'create' | 'update';
  exported: boolean;
  donationId: number | undefined;
  savedDuplicates: DonationDuplicate[];
}) {
  const state = useWatch<V, 'state'>({ name: 'state' });
  const pending = state === 'PENDING';
  // The rules depend on the state (only PENDING validates): a state change re-checks every field.
  const { trigger } = useFormContext<V>();
  const firstState = useRef(state);
  useEffect(() => {
    if (state !== firstState.current) void trigger();
  }, [state, trigger]);
  const lookup = useDuplicateLookup(donationId);
  const duplicates = lookup.length > 0 ? lookup : savedDuplicates;
  const states = mode === 'create' ? NEW_DONATION_STATES : DONATION_STATES;

  return (
    <>
      <DuplicateWarning duplicates={duplicates} />
      <FormGrid columns={220}>
        <SelectField<V>
          name="state"
          label="Status"
          required
          options={toOptions(states, DONATION_STATE_LABELS)}
        />
        <TextField<V> name="reference_number" label="Referentienummer" required={pending} />
        <TextField<V> name="recruiter_employee_code" label="Wervercode" />
        <SelectField<V> name="period" label="Periode" options={toOptions(PERIODS, PERIOD_LABELS)} />
        <TextField<V>
          name="amount"
          label="Bedrag (€)"
          required={pending}
          autocorrect="amount"
          placeholder="0,00"
        />
        <TextField<V>
          name="start_date"
          label="Startdatum"
          required={pending}
          autocorrect="date"
          placeholder="dd/mm/jjjj"
        />
      </FormGrid>
      {mode === 'update' && state === 'REJECTED' && (
        <FormGrid columns={220}>
          <SelectField<V>
            name="reject_state"
            label="Afkeurreden"
            hint={`Zonder keuze: ${REJECT_REASON_LABELS[rejectReasonsFor(exported)[0] ?? 'ERRONEOUS']}`}
            options={toOptions(rejectReasonsFor(exported), REJECT_REASON_LABELS)}
          />
          <TextField<V> name="reject_comment" label="Toelichting afkeuring" rows={2} />
        </FormGrid>
      )}
      <Divider orientation="left">Donateur</Divider>
      <FormGrid columns={200}>
        <SelectField<V> name="sex" label="Geslacht" options={toOptions(SEXES, SEX_LABELS)} />
        <TextField<V> name="initials" label="Voorletters" autocorrect="initials" />
        <TextField<V> name="firstname" label="Voornaam" autocorrect="name" />
        <TextField<V> name="surname_prefix" label="Tussenvoegsel" autocorrect="prefix" />
        <TextField<V> name="surname" label="Achternaam" autocorrect="name" />
        <TextField<V>
          name="birth_date"
          label="Geboortedatum"
          autocorrect="date"
          placeholder="dd/mm/jjjj"
        />
      </FormGrid>
      <AddressFields<V>
        names={{
          postcode: 'postal_code',
          houseNumber: 'house_number',
          suffix: 'house_number_suffix',
          street: 'street',
          city: 'place',
          country: 'country',
        }}
        required={{ postcode: pending }}
      />
      <FormGrid columns={220}>
        <TextField<V> name="country" label="Landcode" required={pending} />
        <PhoneField<V> name="mobile" label="Mobiel" />
        <PhoneField<V> name="tel" label="Telefoon" />
        <EmailField<V> name="email" label="E-mail" />
        <IbanField<V> name="iban" label="IBAN" bicName="bic" required={pending} />
        <SelectField<V>
          name="language"
          label="Taal"
          options={toOptions(LANGUAGES, LANGUAGE_LABELS)}
        />
      </FormGrid>
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        <SwitchField<V> name="receive_mail" label="Post ontvangen" />
        <SwitchField<V> name="receive_email" label="E-mail ontvangen" />
      </div>
      {campaign.input_fields.length > 0 && (
        <>
          <Divider orientation="left">Campagnevelden</Divider>
          <FormGrid columns={220}>
            {campaign.input_fields.map((field) =>
              field.options.length > 0 ? (
                <SelectField<V>
                  key={field.name}
                  name={`extra_fields.${field.name}`}
                  label={field.label}
                  required={field.required && pending}
                  options={field.options.map((option) => ({ value: option, label: option }))}
                />
              ) : (
                <TextField<V>
                  key={field.name}
                  name={`extra_fields.${field.name}`}
                  label={field.label}
                  required={field.required && pending}
                />
              ),
            )}
          </FormGrid>
        </>
      )}
      {mode === 'update' && (
        <FormGrid columns={220}>
          <SelectField<V> name="call_attempts" label="Belpogingen" options={callAttemptOptions} />
          <SelectField<V>
            name="checked"
            label="Nagebeld"
            options={toOptions(CHECKED_VALUES, CHECKED_LABELS)}
          />
        </FormGrid>
      )}
      <TextField<V> name="comment" label="Opmerking" rows={3} />
    </>
  );
}
