// Browser tests drive Debian's Chromium (no browser downloads work here). Install it when
// missing and we are root; otherwise say the one command to run.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${path}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests (about a minute)…');
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('apt-get could not install chromium; install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`chromium was installed but ${path} is still missing`);
  process.exit(1);
}
