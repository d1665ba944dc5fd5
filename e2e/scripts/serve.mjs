// Serves the built product for the e2e suite: the api bundle on E2E_PORT with a fresh embedded
// database in a temporary folder, removed again when the suite stops the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const main = join(root, 'api', 'dist', 'main.mjs');
if (!existsSync(main)) {
  console.error(`${main} does not exist: run "pnpm build" before the e2e suite.`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? '8091';
const dataDir = mkdtempSync(join(tmpdir(), 'veldwerk-e2e-'));
const child = spawn(process.execPath, [main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    RATE_LIMIT_VALIDATION_PER_MINUTE: '1000',
    // Notifications go out at once, whatever the hour the suite runs.
    NOTIFICATION_QUIET_HOURS: 'off',
    NOTIFICATION_POLL_MS: '500',
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
