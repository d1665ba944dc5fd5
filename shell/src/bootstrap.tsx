import { createQueryClient } from '@veldwerk/shared/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { Root } from './app/root';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

createRoot(container).render(
  <StrictMode>
    <Root queryClient={createQueryClient()} />
  </StrictMode>,
);
