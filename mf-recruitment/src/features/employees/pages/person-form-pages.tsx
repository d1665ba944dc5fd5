/** `/employees/create/`, `/{employees|applicants}/{uuid}/update/`. */
import { DetailPage, PageHeader } from '@veldwerk/shared/ui';

import { links, type PersonArea } from '../../../paths';
import { employees } from '../api';
import { personName } from '../components/format';
import { PersonForm } from '../components/person-form';

export function EmployeeCreatePage() {
  return (
    <>
      <PageHeader
        title="Medewerker toevoegen"
        back={{ to: links.employees(), label: 'Medewerkers' }}
      />
      <PersonForm area="employees" />
    </>
  );
}

export function PersonUpdatePage({ area }: { area: PersonArea }) {
  return (
    <DetailPage resource={employees} ids={{ uuid: 'uuid' }} label="Medewerker">
      {(person) => (
        <>
          <PageHeader
            title={`${personName(person) || (person.email ?? '')} wijzigen`}
            back={{ to: links.person(area, person.uuid), label: 'Terug' }}
          />
          <PersonForm person={person} area={area} />
        </>
      )}
    </DetailPage>
  );
}
