// Runs after `npm install`: makes sure the machine has what the local stack and the browser tests
// need (Java 17+ for DynamoDB Local, Debian's Chromium for the Lighthouse bench and its headless shell
// for the end-to-end tests), the way browser-testing
// packages prepare their browsers. Installs from Debian's packages when it can; otherwise says how.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return 0;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}

function missingPackages() {
  const missing = [];
  if (javaMajorVersion() < 17) missing.push('openjdk-17-jre-headless');
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(HEADLESS_SHELL)) missing.push('chromium-headless-shell');
  return missing;
}

function canUseApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

const missing = missingPackages();
if (missing.length === 0 || process.env.SKIP_PREPARE_MACHINE === '1') process.exit(0);

const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
if (!canUseApt()) {
  console.warn(`\n[prepare-machine] Missing: ${missing.join(', ')}.`);
  console.warn(`[prepare-machine] Install them with: sudo sh -c '${command}'\n`);
  process.exit(0);
}

console.log(`[prepare-machine] Installing ${missing.join(', ')} from Debian's packages...`);
try {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('sh', ['-c', `${command} >/dev/null`], { stdio: 'inherit', env });
} catch {
  console.warn(`[prepare-machine] Could not install them. Run: ${command}`);
}
