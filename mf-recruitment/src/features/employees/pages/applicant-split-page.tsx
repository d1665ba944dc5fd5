/**
 * `/applicants/` and `/applicants/{uuid}/`: the split list (spec §2) — the applicants on the left
 * (the applicant states of the deployment's variant), the selected one's detail on the right.
 * The URL names the selection, so a reload or a shared link opens the same applicant; the list's
 * filters stay in the query string. Up/down move through the rows, Enter opens one (list kit).
 */
import {
  applicantStates,
  employeeListContract,
  type EmployeeListItem,
} from '@veldwerk/shared/domain';
import { ListView, PageHeader, QueryState } from '@veldwerk/shared/ui';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { links } from '../../../paths';
import { useEmployee, useStateVariant } from '../api';
import { PersonDetail } from '../components/person-detail';
import { personColumns } from '../components/person-columns';
import { useStateScope } from '../components/use-state-scope';
import { personName } from '../components/format';

function SelectedApplicant({ uuid }: { uuid: string }) {
  const person = useEmployee({ uuid });
  return (
    <QueryState query={person} label="Sollicitant">
      {(data) => (
        <section aria-label="Geselecteerde sollicitant">
          <h2 style={{ marginTop: 0 }}>{personName(data) || data.email}</h2>
          <PersonDetail person={data} area="applicants" />
        </section>
      )}
    </QueryState>
  );
}

export function ApplicantSplitPage() {
  const { uuid } = useParams();
  const { search } = useLocation();
  const variant = useStateVariant();
  const states = applicantStates(variant);
  const columns = useMemo(() => personColumns(states), [states]);
  const scope = useStateScope(states);
  return (
    <>
      <PageHeader title="Sollicitanten" />
      <div className="recruitment-split">
        <div className="recruitment-split-list">
          <ListView<EmployeeListItem, string, string>
            contract={employeeListContract}
            columns={columns}
            rowKey={(row) => row.uuid}
            label="Sollicitanten"
            detailPath={(row) => `${links.person('applicants', row.uuid)}${search}`}
            extraQuery={scope}
            height="calc(100vh - 240px)"
          />
        </div>
        <div className="recruitment-split-detail">
          {uuid === undefined ? (
            <Empty description="Kies een sollicitant uit de lijst." />
          ) : (
            <SelectedApplicant uuid={uuid} />
          )}
        </div>
      </div>
      <style>{SPLIT_CSS}</style>
    </>
  );
}

const SPLIT_CSS = `
.recruitment-split { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 16px; }
@media (max-width: 900px) { .recruitment-split { grid-template-columns: minmax(0, 1fr); } }
`;
