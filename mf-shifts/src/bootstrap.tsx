// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { renderRemoteDev } from '@veldwerk/shared/ui';

import routes from './routes';

renderRemoteDev('mf_shifts', { routes });
