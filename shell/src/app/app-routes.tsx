import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import { AreaPage } from '../areas/area-page';
import { AREAS } from '../areas/area-registry';
import { LoginPage } from '../auth/login-page';
import { RequireAuth } from '../auth/require-auth';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../layout/not-found-page';
import { ProfilePage } from '../profile/profile-page';
import { PublicApplyPage } from '../public/public-apply-page';
import { paths } from '../paths';

// Loaded on first visit: it is the only shell page that needs the domain schemas (zod).
const BugReportPage = lazy(async () => ({
  default: (await import('../profile/bug-report-page')).BugReportPage,
}));

/** The shell's route table (spec §2). Areas come from the registry; their pages from remotes. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={`${paths.publicApply}/*`} element={<PublicApplyPage />} />
      <Route element={<AppLayout />}>
        <Route index element={<LoginPage />} />
        <Route element={<RequireAuth />}>
          <Route path={paths.profile} element={<ProfilePage />} />
          <Route
            path={paths.bugReport}
            element={
              <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
                <BugReportPage />
              </Suspense>
            }
          />
          {AREAS.map((area) => (
            <Route key={area.id} path={`${area.prefix}*`} element={<AreaPage area={area} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
