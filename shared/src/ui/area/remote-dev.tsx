/**
 * The dev bootstrap of every remote (`src/bootstrap.tsx`, run only by the remote's own dev
 * server, never by the shell): the remote's areas from the remotes table mounted at their real
 * prefixes inside the providers the shell would give, with a plain header linking them.
 *
 *   renderRemoteDev('mf_campaigns', { routes: CampaignsRoutes });
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { REMOTES, type RemoteName } from '../../remotes.mjs';
import type { AreaId, AreaRoutesProps } from './area-contract';
import { RemoteDevFrame } from './remote-dev-frame';

export interface RemoteDevOptions {
  /** The remote's `./routes` module, mounted at each of its areas' prefixes. */
  routes?: ComponentType<AreaRoutesProps>;
  /** Other pages of the dev server (`/public/apply/*`): route path, header link and page. */
  pages?: readonly { path: string; href: string; label: string; element: ReactNode }[];
  /** Drawn bottom right on every page (the softphone widget). */
  widget?: ReactNode;
}

export function renderRemoteDev(name: RemoteName, options: RemoteDevOptions): void {
  const remote = REMOTES.find((entry) => entry.name === name);
  if (remote === undefined) throw new Error(`${name} is not in the remotes table`);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const { routes: AreaRoutes, pages = [], widget } = options;
  const areas: readonly { id: AreaId; prefix: string; label: string }[] = AreaRoutes
    ? remote.areas
    : [];
  const links = [
    ...areas.map((area) => ({ href: area.prefix, label: area.label })),
    ...pages.map((page) => ({ href: page.href, label: page.label })),
  ];
  const home = links[0]?.href;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <RemoteDevFrame name={name} links={links}>
          <Routes>
            {AreaRoutes &&
              areas.map((area) => (
                <Route
                  key={area.id}
                  path={`${area.prefix}*`}
                  element={<AreaRoutes area={area.id} />}
                />
              ))}
            {pages.map((page) => (
              <Route key={page.path} path={page.path} element={page.element} />
            ))}
            <Route path="*" element={home ? <Navigate to={home} replace /> : null} />
          </Routes>
          {widget && <div style={{ position: 'fixed', right: 24, bottom: 24 }}>{widget}</div>}
        </RemoteDevFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}
