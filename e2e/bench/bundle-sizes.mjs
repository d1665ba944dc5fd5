// Prints what the first page costs: every script the login page loads (gzip level 9, as a
// server or CDN would send it), and each remote's remoteEntry.js. Runs against the built product
// (`pnpm build` first): starts the api on a free port with a throwaway database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.BENCH_PORT ?? '8095';
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'veldwerk-bench-'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzip = (buffer) => gzipSync(buffer, { level: 9 }).length;

const server = spawn(process.execPath, [join(root, 'api', 'dist', 'main.mjs')], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: port, PUBLIC_URL: base, DATA_DIR: dataDir, NODE_ENV: 'test' },
});

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the api did not start');
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    scripts.push({ url: url.replace(base, ''), body: await response.body() });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();

  let rawTotal = 0;
  let gzipTotal = 0;
  console.info("Login page (the shell's initial JS):");
  for (const { url, body } of scripts.sort((a, b) => gzip(b.body) - gzip(a.body))) {
    rawTotal += body.length;
    gzipTotal += gzip(body);
    console.info(`  ${kb(gzip(body)).padStart(10)}  ${url}`);
  }
  console.info(
    `  ${kb(gzipTotal).padStart(10)}  total gzip (${kb(rawTotal)} raw, ${scripts.length} files)`,
  );

  console.info('\nRemote entries (remoteEntry.js):');
  for (const dir of readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .sort()) {
    const entry = readFileSync(join(root, dir, 'dist', 'remoteEntry.js'));
    console.info(`  ${kb(gzip(entry)).padStart(10)}  ${dir} (${kb(entry.length)} raw)`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
