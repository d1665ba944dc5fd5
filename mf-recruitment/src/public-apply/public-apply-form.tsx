/**
 * The public application form (spec §2, §3): "Uw gegevens". hq, mobile and email are required;
 * names are capitalised and the mobile loses its spaces on the way out; the source follows the
 * referral. The referral field shows on /referral and, pre-filled and disabled, on
 * /{employeeCode}. A hidden honeypot field stays empty for people.
 */
import { api } from '@veldwerk/shared/client';
import {
  API_PATHS,
  EMPLOYEE_MESSAGES,
  PUBLIC_HONEYPOT_FIELD,
  PUBLIC_TRANSPORT_CARD_LABELS,
  PUBLIC_TRANSPORT_CARDS,
  publicApplicationDefaults,
  publicApplicationFormSchema,
  publicApplicationToPayload,
  SEX_LABELS,
  SEXES,
  toOptions,
  type PublicApplicationFormValues,
} from '@veldwerk/shared/domain';
import { EntityForm, FormGrid, SelectField, TextField, useEntityForm } from '@veldwerk/shared/ui';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

import { publicApplyPrefix, publicApplyRoutes } from './paths';

export interface PublicApplyFormProps {
  /** Show the referral field; a string pre-fills and locks it (an employee code). */
  referral?: string | true;
  /** The branches of this deployment. */
  branches: readonly string[];
}

export function PublicApplyForm({ referral, branches }: PublicApplyFormProps) {
  const navigate = useNavigate();
  const code = typeof referral === 'string' ? referral : null;
  const entity = useEntityForm({
    schema: publicApplicationFormSchema,
    defaultValues: publicApplicationDefaults(code),
    save: (values: PublicApplicationFormValues) =>
      api.post(API_PATHS.publicApplicants, publicApplicationToPayload(values)),
    successMessage: EMPLOYEE_MESSAGES.applySuccessTitle,
    onSaved: () => void navigate(`${publicApplyPrefix}/${publicApplyRoutes.success}`),
  });
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <Typography.Title level={2}>{EMPLOYEE_MESSAGES.applyTitle}</Typography.Title>
      <EntityForm entity={entity} label={EMPLOYEE_MESSAGES.applyTitle} submitLabel="Versturen">
        <FormGrid columns={220}>
          <TextField<PublicApplicationFormValues>
            name="firstname"
            label="Voornaam"
            autocorrect="name"
          />
          <TextField<PublicApplicationFormValues>
            name="surname_prefix"
            label="Tussenvoegsel"
            autocorrect="prefix"
          />
          <TextField<PublicApplicationFormValues>
            name="surname"
            label="Achternaam"
            autocorrect="name"
          />
          <SelectField<PublicApplicationFormValues>
            name="sex"
            label="Geslacht"
            options={toOptions(SEXES, SEX_LABELS)}
          />
          <TextField<PublicApplicationFormValues>
            name="birth_date"
            label="Geboortedatum"
            placeholder="dd/mm/jjjj"
          />
          <SelectField<PublicApplicationFormValues>
            name="hq"
            label="Vestiging"
            required
            options={branches.map((branch) => ({ value: branch, label: branch }))}
          />
          <TextField<PublicApplicationFormValues>
            name="mobile"
            label="Mobiel"
            type="tel"
            required
          />
          <TextField<PublicApplicationFormValues>
            name="email"
            label="E-mail"
            type="email"
            required
          />
          {referral !== undefined && (
            <TextField<PublicApplicationFormValues>
              name="recruited_by_alternative"
              label="Aangemeld door (medewerkerscode of naam)"
              disabled={code !== null}
            />
          )}
          <SelectField<PublicApplicationFormValues>
            name="public_transport_card"
            label="OV-kaart"
            options={toOptions(PUBLIC_TRANSPORT_CARDS, PUBLIC_TRANSPORT_CARD_LABELS)}
          />
        </FormGrid>
        <TextField<PublicApplicationFormValues> name="comment" label="Opmerking" rows={3} />
        <div
          aria-hidden="true"
          style={{ position: 'absolute', left: -10000, height: 0, overflow: 'hidden' }}
        >
          <TextField<PublicApplicationFormValues>
            name={PUBLIC_HONEYPOT_FIELD}
            label="Homepage"
            autoComplete="off"
            tabIndex={-1}
          />
        </div>
      </EntityForm>
    </div>
  );
}
