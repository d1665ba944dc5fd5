/**
 * `/employees/{uuid}/roles/`: change rights (offering only roles the current user holds; the api
 * refuses anything else), plus the roles and rights overview the api generates from the shared
 * access table (`GET static/roles-table.html`, for super managers).
 */
import { useSession } from '@veldwerk/shared/client';
import { api } from '@veldwerk/shared/client';
import { API_PATHS, assignableRoles, ROLE_OPTIONS } from '@veldwerk/shared/domain';
import { DetailPage, PageHeader, useCan } from '@veldwerk/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Space } from 'antd';
import { useState } from 'react';

import { links } from '../../../paths';
import { employees, useSetRoles } from '../api';
import { personName } from '../components/format';

export const ROLES_SAVED = 'Rechten succesvol opgeslagen';

function RolesTable() {
  const may = useCan('GET', API_PATHS.rolesTable);
  const table = useQuery({
    queryKey: ['roles-table'],
    queryFn: ({ signal }) => api.get<string>(API_PATHS.rolesTable, { signal }),
    enabled: may,
  });
  if (!may) return null;
  if (table.isError) return <Alert type="error" message="Het overzicht kon niet geladen worden." />;
  return (
    <Card size="small" title="Rollen en rechten">
      <iframe
        title="Rollen en rechten"
        srcDoc={typeof table.data === 'string' ? table.data : ''}
        sandbox=""
        style={{ width: '100%', height: 480, border: 0 }}
      />
    </Card>
  );
}

function RolesEditor({ uuid, current }: { uuid: string; current: readonly string[] }) {
  const { message } = App.useApp();
  const roles = useSession((state) => state.roles);
  const offered = new Set<string>(assignableRoles(roles));
  const [chosen, setChosen] = useState<string[]>([...current]);
  const save = useSetRoles({ uuid });
  return (
    <Card size="small" title="Rechten">
      <Checkbox.Group
        value={chosen}
        onChange={(values) => setChosen(values.map(String))}
        options={ROLE_OPTIONS.filter(
          (option) => option.value !== 'ROLE_USER' && option.value !== 'ROLE_ANONYMOUS',
        ).map((option) => ({
          label: option.label,
          value: option.value,
          disabled: !offered.has(option.value),
        }))}
        style={{ display: 'grid', gap: 8 }}
      />
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              chosen.filter((role) => offered.has(role)),
              {
                onSuccess: () => void message.success(ROLES_SAVED),
                onError: (error) => void message.error(error.message),
              },
            )
          }
        >
          Opslaan
        </Button>
      </Space>
    </Card>
  );
}

export function RolesPage() {
  return (
    <DetailPage resource={employees} ids={{ uuid: 'uuid' }} label="Medewerker">
      {(person) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <PageHeader
            title={`Rechten van ${personName(person)}`}
            back={{ to: links.person('employees', person.uuid), label: 'Terug' }}
          />
          <RolesEditor uuid={person.uuid} current={person.roles} />
          <RolesTable />
        </Space>
      )}
    </DetailPage>
  );
}
