/** `/{employees|applicants}/{uuid}/`: the person's detail (spec §2). */
import { DetailPage, PageHeader } from '@veldwerk/shared/ui';

import { links, type PersonArea } from '../../../paths';
import { employees } from '../api';
import { personName } from '../components/format';
import { PersonDetail } from '../components/person-detail';

export function PersonDetailPage({ area }: { area: PersonArea }) {
  const list = area === 'employees' ? links.employees() : links.applicants();
  return (
    <DetailPage
      resource={employees}
      ids={{ uuid: 'uuid' }}
      label={area === 'employees' ? 'Medewerker' : 'Sollicitant'}
    >
      {(person) => (
        <>
          <PageHeader
            title={personName(person) || (person.email ?? '')}
            back={{ to: list, label: area === 'employees' ? 'Medewerkers' : 'Sollicitanten' }}
          />
          <PersonDetail person={person} area={area} />
        </>
      )}
    </DetailPage>
  );
}
