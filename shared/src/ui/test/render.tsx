/** Renders kit components inside what the shell gives a remote: providers, router, session. */
import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';

import { renderWithShell } from '../../testing';

export { currentLocation, EMPLOYEE, signIn, SUPER_ADMINISTRATION } from '../../testing';

/** `ui` at `url`, mounted on `pattern`; other routes show their path, so redirects are visible. */
export function renderKit(ui: ReactNode, { url = '/things/', pattern = '/things/' } = {}) {
  return renderWithShell(
    <>
      <Route path={pattern} element={ui} />
      <Route path="*" element={<p>elders</p>} />
    </>,
    url,
  );
}
