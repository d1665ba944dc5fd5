import { Route, Routes } from 'react-router-dom';

import { NotYetAvailable } from './not-yet-available';
import { PageNotFound } from './page-not-found';

export interface PlaceholderPage {
  /** Relative to the area's mount point; '' is the area's index. */
  path: string;
  title: string;
  description?: string;
}

/**
 * An area whose screens are not built yet: every route of spec §2 answers with its real title
 * and "Nog niet beschikbaar"; anything else inside the area is "Pagina niet gevonden".
 */
export function PlaceholderRoutes({ pages }: { pages: readonly PlaceholderPage[] }) {
  return (
    <Routes>
      {pages.map((page) =>
        page.path === '' ? (
          <Route
            key="index"
            index
            element={<NotYetAvailable title={page.title} description={page.description} />}
          />
        ) : (
          <Route
            key={page.path}
            path={page.path}
            element={<NotYetAvailable title={page.title} description={page.description} />}
          />
        ),
      )}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
