import { defineFederatedConfig } from '@veldwerk/shared/webpack';

export default defineFederatedConfig({
  name: 'mf_recruitment',
  dir: import.meta.dirname,
  exposes: {
    './routes': './src/routes.tsx',
    './public-apply': './src/public-apply/public-apply-routes.tsx',
  },
});
