import { defineFederatedConfig } from '@veldwerk/shared/webpack';

export default defineFederatedConfig({
  name: 'mf_softphone',
  dir: import.meta.dirname,
  exposes: {
    './widget': './src/widget.tsx',
  },
});
