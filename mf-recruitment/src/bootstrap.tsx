// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { renderRemoteDev } from '@veldwerk/shared/ui';

import { publicApplyPrefix } from './public-apply/paths';
import PublicApplyRoutes from './public-apply/public-apply-routes';
import routes from './routes';

renderRemoteDev('mf_recruitment', {
  routes,
  pages: [
    {
      path: `${publicApplyPrefix}/*`,
      href: publicApplyPrefix,
      label: 'Solliciteren (publiek)',
      element: <PublicApplyRoutes />,
    },
  ],
});
