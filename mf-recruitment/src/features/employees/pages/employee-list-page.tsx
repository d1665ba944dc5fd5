/** `/employees/`: employees only (Active, Pause, FormerEmployee), with the add button. */
import {
  EMPLOYEE_LIST_STATES,
  employeeListContract,
  type EmployeeListItem,
} from '@veldwerk/shared/domain';
import { ListView, PageHeader } from '@veldwerk/shared/ui';
import { useMemo } from 'react';

import { links } from '../../../paths';
import { personColumns } from '../components/person-columns';
import { useStateScope } from '../components/use-state-scope';

export function EmployeeListPage() {
  const columns = useMemo(() => personColumns(EMPLOYEE_LIST_STATES), []);
  const scope = useStateScope(EMPLOYEE_LIST_STATES);
  return (
    <>
      <PageHeader title="Medewerkers" />
      <ListView<EmployeeListItem, string, string>
        contract={employeeListContract}
        columns={columns}
        rowKey={(row) => row.uuid}
        label="Medewerkers"
        detailPath={(row) => links.person('employees', row.uuid)}
        extraQuery={scope}
        createTo={links.employeeCreate()}
        createLabel="Medewerker toevoegen"
      />
    </>
  );
}
