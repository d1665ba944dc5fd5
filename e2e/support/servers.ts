/**
 * Extra servers a delivery test starts itself: a static host for deployed remotes (a CDN
 * stand-in, CORS on), more api processes with their own configuration, and the per-remote deploy
 * script. Ports: `E2E_EXTRA_PORT` and the four after it (default 18190–18194).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const EXTRA = Number(process.env.E2E_EXTRA_PORT ?? 18190);
export const PORTS = {
  deliveryApi: EXTRA,
  instanceA: EXTRA + 1,
  instanceB: EXTRA + 2,
  staticHost: EXTRA + 3,
  /** The address a reverse proxy in front of instances A and B would have (nothing listens). */
  proxy: EXTRA + 4,
} as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/**
 * A static host as the remote skeleton's README asks of a CDN: CORS on every file, `no-cache`
 * for the unhashed `mf-manifest.json` and `remoteEntry.js`, a year for the hashed chunks.
 */
export function startStaticHost(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://static');
    const file = normalize(join(root, decodeURIComponent(url.pathname)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(resolve(root)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const name = file.split('/').pop() ?? '';
    const unhashed = name === 'mf-manifest.json' || name === 'remoteEntry.js';
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': unhashed ? 'no-cache' : 'public, max-age=31536000, immutable',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((ready) => server.listen(port, '127.0.0.1', () => ready(server)));
}

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** The built api (`api/dist/main.mjs`) on `port`, with the e2e suite's settings plus `env`. */
export async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'veldwerk-e2e-extra-'));
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'main.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      RATE_LIMIT_VALIDATION_PER_MINUTE: '1000',
      ...env,
    },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api on ${port} stopped at start`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the api on ${port} did not start`);
    await new Promise((wait) => setTimeout(wait, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface DeployOptions {
  to: string;
  version: string;
  label: string;
  publicUrl: string;
  /** Stamp the build as made against this `@veldwerk/shared` version (compatibility tests). */
  sharedVersion?: string;
}

/** Runs a remote's deploy script (what `pnpm --filter … run deploy` runs); returns its output. */
export function deployRemote(folder: string, options: DeployOptions): string {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'shared', 'build', 'deploy-remote.mjs'),
      '--to',
      options.to,
      '--version',
      options.version,
      '--label',
      options.label,
      '--public-url',
      options.publicUrl,
    ],
    {
      cwd: join(ROOT, folder),
      encoding: 'utf8',
      env: {
        ...process.env,
        ...(options.sharedVersion ? { VELDWERK_SHARED_VERSION: options.sharedVersion } : {}),
      },
    },
  );
  if (result.status !== 0) {
    throw new Error(`deploy of ${folder} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** `psql` against an admin URL (CREATE/DROP DATABASE for the two-instance test). */
export function psql(adminUrl: string, sql: string): void {
  const result = spawnSync('psql', [adminUrl, '-v', 'ON_ERROR_STOP=1', '-c', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
}

/** `postgres://…/<name>`: the admin URL with another database. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}
