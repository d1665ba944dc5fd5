import { defineFederatedConfig } from '@veldwerk/shared/webpack';

export default defineFederatedConfig({
  name: 'shell',
  dir: import.meta.dirname,
  host: true,
  favicon: 'src/favicon.svg',
  runtimePlugins: ['./src/federation/runtime-plugin.ts'],
  // The sign-in popup lands here; it only hands the answer to the opener, never loads the app.
  standalonePages: {
    'auth-callback': {
      import: './src/auth/callback-entry.ts',
      html: 'auth/callback.html',
      template: 'src/auth/callback.html',
    },
  },
});
