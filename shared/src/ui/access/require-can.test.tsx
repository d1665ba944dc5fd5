/** Forms and pages follow the access table before the user types (issue 9). */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { clientFormSchema, clientToFormValues } from '../../domain';
import { fakeHttp } from '../../testing';
import { EntityForm } from '../form/entity-form';
import { SwitchField } from '../form/switch-field';
import { TextField } from '../form/text-field';
import { useEntityForm } from '../form/use-entity-form';
import { EMPLOYEE, renderKit, signIn } from '../test/render';
import { RequireCan } from './require-can';

function Form({ readOnly }: { readOnly: boolean }) {
  const entity = useEntityForm({
    schema: clientFormSchema,
    defaultValues: clientToFormValues({ id: 1, name: 'WNF', enabled: true }),
    save: () => Promise.resolve(null),
    successMessage: 'ok',
  });
  return (
    <EntityForm entity={entity} label="Klant" readOnly={readOnly}>
      <TextField name="name" label="Naam" required />
      <SwitchField name="enabled" label="Actief" />
    </EntityForm>
  );
}

beforeEach(() => {
  signIn();
  fakeHttp({});
});

describe('access before typing', () => {
  it('shows a read-only form: fields disabled, no submit, a note', () => {
    renderKit(<Form readOnly />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Actief' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Opslaan/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('U kunt deze gegevens bekijken, maar niet wijzigen.'),
    ).toBeInTheDocument();
  });

  it('keeps the form editable for who may write', () => {
    renderKit(<Form readOnly={false} />);
    expect(screen.getByRole('textbox', { name: 'Naam' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Opslaan/ })).toBeInTheDocument();
  });

  it('answers a create page with "Geen toegang" for who may not create', () => {
    signIn(EMPLOYEE);
    renderKit(
      <RequireCan method="POST" path="clients" back={{ to: '/clients/', label: 'Klanten' }}>
        <h1>Klant toevoegen</h1>
      </RequireCan>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Klant toevoegen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar Klanten' })).toHaveAttribute(
      'href',
      '/clients/',
    );
  });

  it('shows the page to who may create', () => {
    renderKit(
      <RequireCan method="POST" path="clients">
        <h1>Klant toevoegen</h1>
      </RequireCan>,
    );
    expect(screen.getByRole('heading', { name: 'Klant toevoegen' })).toBeInTheDocument();
  });
});
