#!/usr/bin/env node
// Deploys one remote on its own: `pnpm --filter @veldwerk/mf-campaigns run deploy --to <dir>`
// (note `run`: a bare `pnpm deploy` is pnpm's own command). Builds the remote alone (production,
// content-hashed chunks), writes it to `<dir>/<folder>/<version>/` — a new folder per deploy, so
// the previous version stays servable for a roll back — and prints the manifest URL to put in
// REMOTES_FILE. The procedure and what the static host must send: shared/build/README.md,
// "Deploying a remote on its own".
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { remoteByFolder } from '../src/remotes.mjs';

const USAGE = `Usage: pnpm --filter @veldwerk/<mf-folder> run deploy --to <dir> [options]

  --to <dir>            where versions are written: <dir>/<folder>/<version>/ (required)
  --public-url <url>    the address <dir> is served at (prints the full manifest URL)
  --version <name>      the version folder (default: <UTC time>-<git short sha>)
  --label <text>        the build label the area shows (default: the version)
  --remotes-file <file> also point this remote at the new version in that REMOTES_FILE
  --source-maps         keep the .map files (they hold the full sources; default: left out)`;

function fail(message) {
  console.error(`deploy: ${message}\n\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      to: { type: 'string' },
      'public-url': { type: 'string' },
      version: { type: 'string' },
      label: { type: 'string' },
      'remotes-file': { type: 'string' },
      'source-maps': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.info(USAGE);
  process.exit(0);
}

const dir = process.cwd();
const folder = path.basename(dir);
const remote = remoteByFolder(folder);
if (remote === undefined) fail(`${folder} is not a remote (shared/src/remotes.mjs)`);
if (values.to === undefined) fail('--to is required');
if (/^[a-z]+:\/\//i.test(values.to)) {
  fail('--to takes a folder; upload that folder with your host’s tool and pass --public-url');
}

function gitSha() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return 'nogit';
  }
}

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const version = values.version ?? `${stamp}-${gitSha()}`;
if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(version)) {
  fail(`--version ${version}: letters, digits, dot, dash and underscore only`);
}
const label = values.label ?? version;
const root = path.resolve(values.to, folder);
const target = path.join(root, version);
if (existsSync(target)) fail(`${target} exists: deploy a new version, never over an old one`);
const partial = path.join(root, `.${version}.partial`);
rmSync(partial, { recursive: true, force: true });
mkdirSync(root, { recursive: true });

const started = Date.now();
const webpackBin = path.join(dir, 'node_modules', 'webpack', 'bin', 'webpack.js');
const build = spawnSync(
  process.execPath,
  [webpackBin, '--mode', 'production', '--output-path', partial],
  {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, VELDWERK_BUILD_LABEL: label, MF_BUILD_VERSION: label },
  },
);
if (build.status !== 0) {
  rmSync(partial, { recursive: true, force: true });
  console.error(`deploy: the build of ${folder} failed`);
  process.exit(build.status ?? 1);
}

if (!values['source-maps']) {
  for (const name of readdirSync(partial, { recursive: true })) {
    if (/\.map(\.(br|gz))?$/.test(String(name))) rmSync(path.join(partial, String(name)));
  }
}
const sharedVersion =
  process.env.VELDWERK_SHARED_VERSION ||
  JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')).version;
writeFileSync(
  path.join(partial, 'deploy.json'),
  `${JSON.stringify(
    {
      remote: remote.name,
      version,
      label,
      sharedVersion,
      commit: gitSha(),
      builtAt: new Date().toISOString(),
    },
    null,
    2,
  )}\n`,
);
renameSync(partial, target);

const relative = `${folder}/${version}/mf-manifest.json`;
const manifestUrl =
  values['public-url'] === undefined
    ? undefined
    : `${values['public-url'].replace(/\/+$/, '')}/${relative}`;

if (values['remotes-file'] !== undefined) {
  if (manifestUrl === undefined) fail('--remotes-file needs --public-url');
  const file = path.resolve(values['remotes-file']);
  const table = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  table[remote.name] = manifestUrl;
  // Written beside, then renamed: the api never reads a half-written file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(table, null, 2)}\n`);
  renameSync(temporary, file);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.info(`\n${remote.name} ${version} (label "${label}", @veldwerk/shared ${sharedVersion})`);
console.info(`written to ${target} in ${seconds} s`);
if (manifestUrl === undefined) {
  console.info(`manifest: <the address of ${path.resolve(values.to)}>/${relative}`);
} else {
  console.info(`manifest: ${manifestUrl}`);
}
console.info(
  values['remotes-file'] === undefined
    ? `REMOTES_FILE entry: "${remote.name}": "${manifestUrl ?? `https://…/${relative}`}"`
    : `${values['remotes-file']} now points ${remote.name} there (the next page load uses it)`,
);
