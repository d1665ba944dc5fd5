/** The `./routes` module the shell loads at run time (areas: see the remotes table). */
import { defineAreaRoutes, PageNotFound } from '@veldwerk/shared/ui';
import { Route, Routes } from 'react-router-dom';

import { SettingListPage } from './features/settings/pages/setting-list-page';
import { SettingPreviewPage } from './features/settings/pages/setting-preview-page';
import { SettingUpdatePage } from './features/settings/pages/setting-update-page';
import { settingsRoutes } from './paths';

function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingListPage />} />
      <Route path={settingsRoutes.preview} element={<SettingPreviewPage />} />
      <Route path={settingsRoutes.update} element={<SettingUpdatePage />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}

export default defineAreaRoutes({ settings: SettingsRoutes });
