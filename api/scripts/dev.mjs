// `pnpm dev [mf-campaigns …]`: the api in watch mode, the shell's dev server, and a dev server for
// each remote named on the command line. Remotes not named are served from their production
// build by the api (built first by `pnpm start`'s logic when missing). The machines have two
// cores: start only the remotes you work on.
//
// Open http://localhost:3000 (the shell's dev server); it proxies /api, /oidc and /remotes to the
// api on API_PORT (8080), which is told that browsers reach it through the shell's port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { REMOTES as REMOTE_LIST, SHELL_DEV_PORT } from '@veldwerk/shared/remotes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Folder → federation name and dev port, from the remotes table. */
const REMOTES = Object.fromEntries(
  REMOTE_LIST.map((remote) => [remote.folder, { name: remote.name, port: remote.devPort }]),
);
const SHELL_PORT = SHELL_DEV_PORT;
const apiPort = process.env.API_PORT ?? '8080';

const wanted = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = wanted.filter((dir) => !(dir in REMOTES));
if (unknown.length > 0) {
  console.error(
    `Unknown remote(s): ${unknown.join(', ')}. Choose from ${Object.keys(REMOTES).join(', ')}.`,
  );
  process.exit(1);
}

// Remotes served from their build must exist; `start.mjs --build-only` builds what is stale.
const missing = Object.keys(REMOTES).filter(
  (dir) => !wanted.includes(dir) && !existsSync(join(root, dir, 'dist', 'mf-manifest.json')),
);
if (missing.length > 0) {
  console.info(`Building ${missing.join(', ')} once (served from dist in dev)…`);
  for (const dir of missing) {
    const result = spawnSync('pnpm', ['--filter', `@veldwerk/${dir}`, 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Remote name → manifest URL: dev servers for the named remotes, the api's copy for the rest.
const remotesDir = mkdtempSync(join(tmpdir(), 'veldwerk-dev-'));
const remotesFile = join(remotesDir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify(
    Object.fromEntries(
      Object.entries(REMOTES).map(([dir, { name, port }]) => [
        name,
        wanted.includes(dir)
          ? `http://localhost:${port}/mf-manifest.json`
          : `/remotes/${dir}/mf-manifest.json`,
      ]),
    ),
    null,
    2,
  ),
);

const children = [];
function run(label, command, args, env = {}) {
  // Each child leads its own process group, so stopping it stops what pnpm started under it.
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.info(`[dev] ${label} stopped (${code ?? 'signal'})`);
    shutdown(code ?? 0);
  });
  children.push(child);
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(remotesDir, { recursive: true, force: true });
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

run('api', 'pnpm', ['--filter', '@veldwerk/api', 'dev'], {
  PORT: apiPort,
  PUBLIC_URL: `http://localhost:${SHELL_PORT}`,
  REMOTES_FILE: remotesFile,
});
run('shell', 'pnpm', ['--filter', '@veldwerk/shell', 'dev'], {
  API_URL: `http://localhost:${apiPort}`,
});
for (const dir of wanted) {
  run(dir, 'pnpm', ['--filter', `@veldwerk/${dir}`, 'dev'], {
    API_URL: `http://localhost:${apiPort}`,
  });
}
console.info(
  `[dev] open http://localhost:${SHELL_PORT} — remotes in dev mode: ${wanted.join(', ') || 'none'}`,
);
