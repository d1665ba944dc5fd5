// Stand-alone rendering for this remote's own dev server; the shell never runs this file.
import { RemoteDevFrame } from '@veldwerk/shared/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import SoftphoneWidget from './widget';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <RemoteDevFrame name="mf_softphone" links={[]}>
      <div style={{ position: 'fixed', right: 24, bottom: 24 }}>
        <SoftphoneWidget />
      </div>
    </RemoteDevFrame>
  </StrictMode>,
);
