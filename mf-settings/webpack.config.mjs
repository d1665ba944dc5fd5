import { defineFederatedConfig } from '@veldwerk/shared/webpack';

export default defineFederatedConfig({
  name: 'mf_settings',
  dir: import.meta.dirname,
  exposes: {
    './routes': './src/routes.tsx',
  },
});
