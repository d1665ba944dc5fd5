/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, PageNotFound } from '@veldwerk/shared/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

import { ShiftCreatePage } from './features/shifts/pages/shift-create-page';
import { ShiftDetailPage } from './features/shifts/pages/shift-detail-page';
import { ShiftListPage } from './features/shifts/pages/shift-list-page';
import { shiftsRoutes } from './paths';

// The dashboard (and its charting library) loads only when it is opened.
const ShiftDashboardPage = lazy(() => import('./features/dashboard/shift-dashboard-page'));

function ShiftsRoutes() {
  return (
    <Routes>
      <Route index element={<ShiftListPage />} />
      <Route path={shiftsRoutes.create} element={<ShiftCreatePage />} />
      <Route
        path={shiftsRoutes.dashboard}
        element={
          <Suspense fallback={null}>
            <ShiftDashboardPage />
          </Suspense>
        }
      />
      <Route path={shiftsRoutes.details} element={<ShiftDetailPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export default defineAreaRoutes({ shifts: ShiftsRoutes });
