/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, PageNotFound } from '@veldwerk/shared/ui';
import { Route, Routes } from 'react-router-dom';

import { ApplicantSplitPage } from './features/employees/pages/applicant-split-page';
import { EmployeeListPage } from './features/employees/pages/employee-list-page';
import { PersonDetailPage } from './features/employees/pages/person-detail-page';
import { EmployeeCreatePage, PersonUpdatePage } from './features/employees/pages/person-form-pages';
import { RolesPage } from './features/employees/pages/roles-page';
import { applicantsRoutes, employeesRoutes } from './paths';

function EmployeesRoutes() {
  return (
    <Routes>
      <Route index element={<EmployeeListPage />} />
      <Route path={employeesRoutes.create} element={<EmployeeCreatePage />} />
      <Route path={employeesRoutes.details} element={<PersonDetailPage area="employees" />} />
      <Route path={employeesRoutes.update} element={<PersonUpdatePage area="employees" />} />
      <Route path={employeesRoutes.roles} element={<RolesPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

function ApplicantsRoutes() {
  return (
    <Routes>
      <Route index element={<ApplicantSplitPage />} />
      <Route path={applicantsRoutes.details} element={<ApplicantSplitPage />} />
      <Route path={applicantsRoutes.update} element={<PersonUpdatePage area="applicants" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export default defineAreaRoutes({ employees: EmployeesRoutes, applicants: ApplicantsRoutes });
