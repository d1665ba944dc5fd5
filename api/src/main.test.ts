import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_ROOT } from './paths';

describe('main', () => {
  it('refuses to start in production with the development identity provider on', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_ROOT,
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        NODE_ENV: 'production',
        DEV_IDENTITY_PROVIDER: 'true',
        OIDC_CLIENT_ID: 'id.apps.googleusercontent.com',
        OIDC_HOSTED_DOMAIN: 'veldwerk.nl',
        PORT: '0',
        DATA_DIR: '/nonexistent/never-created',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start');
    expect(result.stderr).toContain('DEV_IDENTITY_PROVIDER');
  });
});
