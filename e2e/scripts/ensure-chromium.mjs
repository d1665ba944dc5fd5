// Playwright drives Debian's Chromium; test tools cannot download browsers on these machines.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install it as root with:\n` +
        '  apt-get update && apt-get install -y chromium\n' +
        'or point CHROMIUM_PATH at a Chromium binary, then run the tests again.',
    );
    process.exit(1);
  }
  console.info(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} still does not exist.`);
    process.exit(1);
  }
}
