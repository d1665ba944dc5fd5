import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, type TestDatabase } from '../../test/harness';
import { cacheControlFor, IMMUTABLE } from './web';

let database: TestDatabase;
let app: FastifyInstance;
let webRoot: string;

const SOURCE_MAP = '{"version":3,"sourcesContent":["const secret = 1;"]}';
const SHELL_INDEX = '<!DOCTYPE html><html><body><div id="root">shell</div></body></html>';

function write(path: string, content: string) {
  const file = join(webRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  // Fake builds: the real ones come from webpack; only names and places matter here.
  webRoot = mkdtempSync(join(tmpdir(), 'veldwerk-web-'));
  write('shell/dist/index.html', SHELL_INDEX);
  write('shell/dist/auth/callback.html', '<!DOCTYPE html><title>callback</title>');
  write('shell/dist/main.3f2a1b4c.js', 'console.log("shell")');
  writeFileSync(
    join(webRoot, 'shell/dist/main.3f2a1b4c.js.br'),
    brotliCompressSync('console.log("shell")'),
  );
  write('shell/dist/logo.svg', '<svg></svg>');
  write('shell/dist/.env', 'SECRET=1');
  write('mf-donations/dist/mf-manifest.json', '{"name":"mf_donations"}');
  write('mf-donations/dist/remoteEntry.js', 'var mf_donations;');
  write('mf-donations/dist/static/js/812.0a1b2c3d.js', 'chunk();');
  write('shell/dist/main.3f2a1b4c.js.map', SOURCE_MAP);
  writeFileSync(
    join(webRoot, 'shell/dist/main.3f2a1b4c.js.map.br'),
    brotliCompressSync(SOURCE_MAP),
  );
  write('mf-donations/dist/static/js/812.0a1b2c3d.js.map', SOURCE_MAP);
  database = await openTestDatabase();
  app = await createTestApp(database, { env: { WEB_ROOT: webRoot } });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') =>
  app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the built frontends', () => {
  it('serves the shell at / with no-cache, under the CSP', async () => {
    const response = await get('/', 'text/html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('caches content-hashed files for a year and revalidates the rest', async () => {
    const hashed = await get('/main.3f2a1b4c.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/logo.svg')).headers['cache-control']).toBe('no-cache');
    const callback = await get('/auth/callback.html', 'text/html');
    expect(callback.statusCode).toBe(200);
    expect(callback.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed copy to browsers that accept it', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/main.3f2a1b4c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("shell")');
    const plain = await get('/main.3f2a1b4c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('serves each remote under /remotes/<folder>/: entry and manifest no-cache, chunks immutable', async () => {
    const manifest = await get('/remotes/mf-donations/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_donations' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await get('/remotes/mf-donations/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-donations/static/js/812.0a1b2c3d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for a missing file under /remotes, even for browsers asking for HTML', async () => {
    for (const url of [
      '/remotes/mf-donations/missing.js',
      '/remotes/mf-shifts/mf-manifest.json', // that remote is not built
      '/remotes/mf-unknown/remoteEntry.js',
    ]) {
      const response = await get(url, 'text/html,*/*');
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('shell');
    }
  });

  it('does not serve source maps unless configured', async () => {
    for (const url of [
      '/main.3f2a1b4c.js.map',
      '/remotes/mf-donations/static/js/812.0a1b2c3d.js.map',
    ]) {
      for (const encoding of ['identity', 'br, gzip']) {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { accept: '*/*', 'accept-encoding': encoding },
        });
        expect(response.statusCode, `${url} ${encoding}`).toBe(404);
        expect(response.body).not.toContain('sourcesContent');
      }
    }
    const configured = await createTestApp(database, {
      env: { WEB_ROOT: webRoot, SERVE_SOURCE_MAPS: 'true' },
    });
    try {
      const map = await configured.inject({ method: 'GET', url: '/main.3f2a1b4c.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe(SOURCE_MAP);
    } finally {
      await configured.close();
    }
  });

  it('answers the shell for deep links, so reloading /donations/123/ works', async () => {
    for (const url of [
      '/donations/123/',
      '/profile/',
      '/public/apply/123456',
      '/donations/123/update/?x=1',
    ]) {
      const response = await get(url, 'text/html,application/xhtml+xml');
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(SHELL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer the shell for non-page requests, /api or /oidc', async () => {
    expect((await get('/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/api/nothing', 'text/html')).headers['content-type']).toContain('json');
    expect((await get('/.env', 'text/html')).body).not.toContain('SECRET');
  });
});

describe('cacheControlFor', () => {
  it('recognises content hashes and entry files', () => {
    expect(cacheControlFor('/x/main.3f2a1b4c.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/812.0a1b2c3d4e5f.css')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/main.js')).toBe('no-cache');
  });
});

describe('without a built shell', () => {
  it('explains in Dutch that the web application is not built', async () => {
    const bare = await createTestApp(database);
    try {
      const response = await bare.inject({
        method: 'GET',
        url: '/donations/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('nog niet gebouwd');
    } finally {
      await bare.close();
    }
  });
});
