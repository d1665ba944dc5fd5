import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentSchema, remotesManifestSchema } from '@veldwerk/shared/domain';
import { REMOTES } from '@veldwerk/shared/remotes';
import {
  createTestApp,
  openTestDatabase,
  TEST_PUBLIC_URL,
  type TestDatabase,
} from '../../../test/harness';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const deploymentFor = async (host: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/deployment', headers: { host } });
  expect(response.statusCode).toBe(200);
  return deploymentSchema.parse(response.json());
};

describe('GET /api/deployment', () => {
  it('answers the default deployment with the identity settings', async () => {
    const deployment = await deploymentFor('localhost:8080');
    expect(deployment).toEqual({
      title: 'Veldwerk',
      logoUrl: null,
      hq: { active: ['Amsterdam', 'Assen', 'Breda', 'Eindhoven'], all: deployment.hq.all },
      stateVariant: 'default',
      dashboardUrl: null,
      identity: {
        issuer: `${TEST_PUBLIC_URL}/oidc`,
        clientId: 'veldwerk-dev',
        hostedDomain: 'veldwerk.test',
        scope: 'openid email profile',
        returnOrigins: ['http://localhost:8080', 'http://127.0.0.1:8080'],
      },
      devIdentityProvider: true,
    });
    expect(deployment.hq.all).toEqual(
      expect.arrayContaining([...deployment.hq.active, 'Groningen']),
    );
    expect(deployment.hq.all.length).toBeGreaterThan(deployment.hq.active.length);
  });

  it('chooses the site by host, ignoring port and case', async () => {
    const spain = await deploymentFor('ES.localhost:8080');
    expect(spain.title).toBe('Veldwerk España');
    expect(spain.stateVariant).toBe('variant');
    expect(spain.hq.active).toContain('Madrid');
    expect(spain.dashboardUrl).toMatch(/^https:\/\//);
    expect((await deploymentFor('campo.veldwerk.es')).title).toBe('Veldwerk España');
    expect((await deploymentFor('unknown.example')).title).toBe('Veldwerk');
  });

  it("lets the host's dashboard into the CSP frame-src, and only that host's", async () => {
    const spain = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'es.localhost' },
    });
    const csp = String(spain.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/dashboard\.veldwerk\.es/);
    const home = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost' },
    });
    expect(String(home.headers['content-security-policy'])).not.toContain('dashboard.veldwerk.es');
  });
});

describe('security headers', () => {
  it('sends a CSP without unsafe-eval or inline scripts, allowing the issuer for fetches', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:8080/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /remotes.json', () => {
  it('maps every remote to its manifest as this server serves it', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = remotesManifestSchema.parse(response.json());
    expect(Object.keys(manifest)).toEqual(REMOTES.map((remote) => remote.name));
    for (const remote of REMOTES) {
      expect(manifest[remote.name]).toBe(`/remotes/${remote.folder}/mf-manifest.json`);
    }
    expect(manifest.mf_campaigns).toBe('/remotes/mf-campaigns/mf-manifest.json');
  });

  it('answers the configured REMOTES_FILE instead', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veldwerk-remotes-'));
    const file = join(dir, 'remotes.json');
    const remotes = { mf_donations: 'https://cdn.example/mf-donations/mf-manifest.json' };
    writeFileSync(file, JSON.stringify(remotes));
    const custom = await createTestApp(database, { env: { REMOTES_FILE: file } });
    try {
      const response = await custom.inject({ method: 'GET', url: '/remotes.json' });
      expect(response.json()).toEqual(remotes);
    } finally {
      await custom.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('remotes on other origins (REMOTES_FILE, re-read on change)', () => {
  const cspOf = (response: { headers: Record<string, unknown> }) =>
    Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    ) as Record<string, string[]>;

  it('allows exactly the remotes’ origins in the CSP and follows a switch without a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veldwerk-remotes-'));
    const file = join(dir, 'remotes.json');
    const v1 = {
      mf_campaigns: 'https://cdn.example/mf-campaigns/v1/mf-manifest.json',
      mf_donations: '/remotes/mf-donations/mf-manifest.json',
    };
    writeFileSync(file, JSON.stringify(v1));
    const custom = await createTestApp(database, { env: { REMOTES_FILE: file } });
    try {
      const first = await custom.inject({ method: 'GET', url: '/api/health' });
      const csp = cspOf(first);
      for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        expect(csp[directive], directive).toContain('https://cdn.example');
        expect(csp[directive], directive).not.toContain('*');
      }
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['frame-src']).not.toContain('https://cdn.example');

      // Switch mf_campaigns to another host's version: no restart.
      const v2 = { ...v1, mf_campaigns: 'http://127.0.0.1:9999/mf-campaigns/v2/mf-manifest.json' };
      writeFileSync(file, JSON.stringify(v2, null, 2));
      const remotes = await custom.inject({ method: 'GET', url: '/remotes.json' });
      expect(remotes.json()).toEqual(v2);
      const after = cspOf(remotes);
      expect(after['script-src']).toContain('http://127.0.0.1:9999');
      expect(after['script-src']).not.toContain('https://cdn.example');

      // A broken edit keeps the last good table.
      writeFileSync(file, '{ "mf_campaigns": ');
      const kept = await custom.inject({ method: 'GET', url: '/remotes.json' });
      expect(kept.json()).toEqual(v2);
      writeFileSync(file, JSON.stringify({ mf_campaigns: 'javascript:alert(1)' }));
      expect((await custom.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual(v2);
    } finally {
      await custom.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a REMOTES_FILE with a URL that is neither http(s) nor a path at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'veldwerk-remotes-'));
    const file = join(dir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ mf_campaigns: 'data:text/javascript,1' }));
    try {
      await expect(createTestApp(database, { env: { REMOTES_FILE: file } })).rejects.toThrow(
        /mf_campaigns is not an http\(s\) URL/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/health and the OpenAPI description', () => {
  it('reports the database as reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document and its UI', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/authenticate',
        '/api/user',
        '/api/notify.json',
        '/api/deployment',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
