/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, PageNotFound } from '@veldwerk/shared/ui';
import { Route, Routes } from 'react-router-dom';

import { DonationCreatePage } from './features/donations/pages/donation-create-page';
import { DonationDetailPage } from './features/donations/pages/donation-detail-page';
import { DonationFormPage } from './features/donations/pages/donation-form-page';
import { DonationListPage } from './features/donations/pages/donation-list-page';
import { DonationUpdatePage } from './features/donations/pages/donation-update-page';
import { DonationImportPage } from './features/imports/pages/donation-import-page';
import { donationsRoutes } from './paths';

function DonationsRoutes() {
  return (
    <Routes>
      <Route index element={<DonationListPage />} />
      <Route path={donationsRoutes.create} element={<DonationCreatePage />} />
      <Route path={donationsRoutes.createForm} element={<DonationFormPage />} />
      <Route path={donationsRoutes.import} element={<DonationImportPage />} />
      <Route path={donationsRoutes.update} element={<DonationUpdatePage />} />
      <Route path={donationsRoutes.details} element={<DonationDetailPage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export default defineAreaRoutes({ donations: DonationsRoutes });
