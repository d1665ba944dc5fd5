// `pnpm start`: builds whatever is missing or out of date (two packages at a time — the machines
// have two cores and one webpack build keeps more than one busy: api/README.md, "Measured"), then
// runs the api, which serves /api, /oidc, the shell and every remote.
// A package is rebuilt when its dist is missing, or when a source or config file of the package,
// of @veldwerk/shared, or the lockfile changed after its last build by this script.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { REMOTES } from '@veldwerk/shared/remotes';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
// `--dry-run`: only report what would be built.
const dryRun = process.argv.includes('--dry-run');

/** Build order: the frontends, then the api bundle. `output` proves a finished build. */
const PACKAGES = [
  { dir: 'shell', output: 'dist/index.html' },
  ...REMOTES.map((remote) => ({ dir: remote.folder, output: 'dist/mf-manifest.json' })),
  { dir: 'api', output: 'dist/main.mjs' },
];

const SKIP_DIRS = new Set([
  'dist',
  'node_modules',
  '.cache',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
]);
const SKIP_FILE = /\.(test|spec)\.[cm]?[jt]sx?$|\.md$/;

/** Newest modification time (ms) of the build inputs under `dir`. */
function newestInput(dir) {
  let newest = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(join(path, entry.name));
      } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
        newest = Math.max(newest, statSync(join(path, entry.name)).mtimeMs);
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return newest;
}

const stampDir = join(root, 'node_modules', '.cache', 'veldwerk-start');
const stampFile = (dir) => join(stampDir, `${dir}.json`);

function readStamp(dir) {
  try {
    return JSON.parse(readFileSync(stampFile(dir), 'utf8')).builtAt;
  } catch {
    return undefined;
  }
}

const commonInputs = Math.max(
  newestInput(join(root, 'shared')),
  ...['pnpm-lock.yaml', 'tsconfig.base.json', 'package.json'].map((file) =>
    existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0,
  ),
);

function needsBuild({ dir, output }) {
  const outputPath = join(root, dir, output);
  if (!existsSync(outputPath)) return 'not built yet';
  const inputs = Math.max(commonInputs, newestInput(join(root, dir)));
  // Built by this script: compare with when; built by hand (`pnpm build`): with the output.
  const builtAt = readStamp(dir) ?? statSync(outputPath).mtimeMs;
  return inputs > builtAt ? 'sources changed' : undefined;
}

/** Runs pnpm as it started us (`pnpm start`), else from PATH; resolves with its exit and output. */
function pnpm(args) {
  const execPath = process.env.npm_execpath;
  const [command, argv] =
    execPath !== undefined && /pnpm/.test(execPath)
      ? [process.execPath, [execPath, ...args]]
      : ['pnpm', args];
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: command === 'pnpm' && process.platform === 'win32',
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ status: null, error, output: '' }));
    child.on('close', (status) =>
      resolve({ status, error: undefined, output: Buffer.concat(output).toString() }),
    );
  });
}

async function build(pkg, reason) {
  const name = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')).name;
  console.info(`▶ Building ${name} (${reason})…`);
  const buildStarted = Date.now();
  const result = await pnpm(['--filter', name, 'build']);
  // Two builds run at once: each one's output is printed whole, when it ends.
  if (result.output.trim() !== '') process.stdout.write(result.output.replace(/\n*$/, '\n'));
  if (result.status !== 0) {
    console.error(
      `\n✖ Building ${name} failed${result.error ? `: ${result.error.message}` : ''}. ` +
        `Fix it and run "pnpm start" again (or build it alone: pnpm --filter ${name} build).`,
    );
    return false;
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile(pkg.dir), JSON.stringify({ builtAt: buildStarted }));
  console.info(`✔ ${name} built in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);
  return true;
}

const pending = [];
for (const pkg of PACKAGES) {
  const reason = needsBuild(pkg);
  if (reason === undefined) continue;
  if (dryRun) {
    const name = JSON.parse(readFileSync(join(root, pkg.dir, 'package.json'), 'utf8')).name;
    console.info(`would build ${name} (${reason})`);
  } else {
    pending.push({ pkg, reason });
  }
}

// A small pool: each worker takes the next package until none is left; the first failure stops
// new builds (running ones finish) and the script.
const jobs = Math.max(1, Math.min(2, availableParallelism()));
let failed = false;
await Promise.all(
  Array.from({ length: Math.min(jobs, pending.length) }, async () => {
    for (let next = pending.shift(); next !== undefined && !failed; next = pending.shift()) {
      if (!(await build(next.pkg, next.reason))) failed = true;
    }
  }),
);
if (failed) process.exit(1);

if (dryRun) process.exit(0);

const main = join(root, 'api', 'dist', 'main.mjs');
console.info(
  `\nStarting ${relative(root, main)} (builds checked in ${((Date.now() - started) / 1000).toFixed(1)} s)…`,
);
const child = spawn(process.execPath, ['--enable-source-maps', main], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === null ? 0 : 1));
});
