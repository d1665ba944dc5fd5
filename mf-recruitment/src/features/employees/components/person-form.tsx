/**
 * The employee and applicant forms (spec §3 fields, §5 rules): one component, the employee or
 * applicant schema by area. employee_code and backstage_reference are disabled once filled for
 * users without ROLE_MANAGER (the api refuses the change as well). Phone, email, IBAN and the
 * address go through the verification fields.
 */
import { useSession } from '@veldwerk/shared/client';
import {
  applicantStates,
  CITIZENSHIP_LABELS,
  CITIZENSHIPS,
  createApplicantFormSchema,
  createEmployeeFormSchema,
  EMPLOYEE_FUNCTION_LABELS,
  EMPLOYEE_FUNCTIONS,
  EMPLOYEE_STATE_LABELS,
  employeeStates,
  employeeToFormValues,
  isMobileRequired,
  lockedEmployeeFields,
  PUBLIC_TRANSPORT_CARD_LABELS,
  PUBLIC_TRANSPORT_CARDS,
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
  SEX_LABELS,
  SEXES,
  SOURCE_LABELS,
  SOURCES,
  toOptions,
  type Employee,
  type EmployeeFormValues,
} from '@veldwerk/shared/domain';
import {
  AddressFields,
  AutocompleteField,
  EmailField,
  EntityForm,
  FormGrid,
  IbanField,
  PhoneField,
  SelectField,
  TextField,
  useEntityForm,
} from '@veldwerk/shared/ui';
import { useMemo } from 'react';

import { links, type PersonArea } from '../../../paths';
import { useSaveEmployee, useStateVariant } from '../api';

export const PERSON_SAVED = 'Medewerker succesvol opgeslagen';

export function PersonForm({ person, area }: { person?: Employee; area: PersonArea }) {
  const variant = useStateVariant();
  const roles = useSession((state) => state.roles);
  const save = useSaveEmployee({ uuid: person?.uuid });
  const schema = useMemo(
    () => (area === 'employees' ? createEmployeeFormSchema() : createApplicantFormSchema()),
    [area],
  );
  const defaults = employeeToFormValues(person);
  if (person === undefined && area === 'employees') defaults.employee_status = 'Active';
  const entity = useEntityForm({
    schema,
    defaultValues: defaults,
    save: (values: EmployeeFormValues) => save.mutateAsync(values),
    successMessage: PERSON_SAVED,
    redirectTo: (saved) => links.person(area, saved.uuid),
  });
  const locked = lockedEmployeeFields(roles, {
    employee_code: person?.employee_code,
    backstage_reference: person?.backstage_reference,
  });
  const status = entity.form.watch('employee_status');
  const states = area === 'employees' ? employeeStates(variant) : applicantStates(variant);
  const required = area === 'employees';
  return (
    <EntityForm entity={entity} label={area === 'employees' ? 'Medewerker' : 'Sollicitant'}>
      <FormGrid>
        <SelectField<EmployeeFormValues>
          name="employee_status"
          label="Status"
          required
          options={toOptions(states, EMPLOYEE_STATE_LABELS)}
          disabled={person !== undefined}
        />
        <TextField<EmployeeFormValues>
          name="employee_code"
          label="Medewerkerscode"
          maxLength={6}
          disabled={locked.includes('employee_code')}
        />
        <TextField<EmployeeFormValues> name="hq" label="Vestiging" required={!required} />
        <TextField<EmployeeFormValues>
          name="firstname"
          label="Voornaam"
          required={required}
          autocorrect="name"
        />
        <TextField<EmployeeFormValues> name="initials" label="Voorletters" autocorrect="initials" />
        <TextField<EmployeeFormValues>
          name="surname_prefix"
          label="Tussenvoegsel"
          autocorrect="prefix"
        />
        <TextField<EmployeeFormValues>
          name="surname"
          label="Achternaam"
          required={required}
          autocorrect="name"
        />
        <SelectField<EmployeeFormValues>
          name="sex"
          label="Geslacht"
          options={toOptions(SEXES, SEX_LABELS)}
        />
        <TextField<EmployeeFormValues>
          name="birth_date"
          label="Geboortedatum"
          placeholder="dd/mm/jjjj"
        />
        <PhoneField<EmployeeFormValues>
          name="mobile"
          label="Mobiel"
          required={!required || isMobileRequired({ employee_status: status })}
        />
        <PhoneField<EmployeeFormValues> name="phone" label="Telefoon" />
        <PhoneField<EmployeeFormValues> name="tel2" label="Telefoon 2" />
        <EmailField<EmployeeFormValues> name="email" label="E-mail" required />
        <EmailField<EmployeeFormValues> name="second_email" label="Tweede e-mail" />
        <SelectField<EmployeeFormValues>
          name="function"
          label="Functie"
          options={toOptions(EMPLOYEE_FUNCTIONS, EMPLOYEE_FUNCTION_LABELS)}
        />
        <TextField<EmployeeFormValues>
          name="start_date"
          label="Startdatum"
          placeholder="dd/mm/jjjj"
        />
        <AutocompleteField<EmployeeFormValues>
          name="recruited_by"
          label="Geworven door"
          resource="employees"
        />
        <AutocompleteField<EmployeeFormValues>
          name="manager"
          label="Manager"
          resource="employees"
        />
        <TextField<EmployeeFormValues> name="recruited_by_alternative" label="Doorverwijzing" />
        <SelectField<EmployeeFormValues>
          name="source"
          label="Bron"
          options={toOptions(SOURCES, SOURCE_LABELS)}
        />
        <TextField<EmployeeFormValues> name="bsn" label="BSN" />
        <IbanField<EmployeeFormValues> name="iban" label="IBAN" />
        <SelectField<EmployeeFormValues>
          name="record_status"
          label="Record"
          options={toOptions(RECORD_STATUSES, RECORD_STATUS_LABELS)}
        />
        <TextField<EmployeeFormValues>
          name="backstage_reference"
          label="Backstage referentie"
          disabled={locked.includes('backstage_reference')}
        />
        <SelectField<EmployeeFormValues>
          name="public_transport_card"
          label="OV-kaart"
          options={toOptions(PUBLIC_TRANSPORT_CARDS, PUBLIC_TRANSPORT_CARD_LABELS)}
        />
        <SelectField<EmployeeFormValues>
          name="citizenship"
          label="Nationaliteit"
          options={toOptions(CITIZENSHIPS, CITIZENSHIP_LABELS)}
        />
        <TextField<EmployeeFormValues> name="resume_url" label="Cv (link)" type="url" />
      </FormGrid>
      <AddressFields<EmployeeFormValues>
        names={{
          postcode: 'postal_code',
          houseNumber: 'house_number',
          suffix: 'house_number_suffix',
          street: 'street',
          city: 'place',
          country: 'country',
        }}
        required={{ postcode: required, houseNumber: required, street: required }}
      />
      <TextField<EmployeeFormValues> name="comment" label="Opmerking" rows={3} />
      <TextField<EmployeeFormValues> name="comment_closed" label="Opmerking (gesloten)" rows={2} />
    </EntityForm>
  );
}
