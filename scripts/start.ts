// `npm start`: the whole site on one machine. DynamoDB Local (data kept in .local/), the table and
// demo data, the local event bus, and one server for the SPA and /api. `--dev` serves the SPA
// through Vite with hot reload instead of the build.
import path from 'node:path';
import { functionsEnvironment, LOCAL_DIR, localSiteOrigins, readLocalConfig, SITE_DIR } from './local/config';
import { buildSite, siteIsStale } from './local/build-site';
import { startDynamoDbLocal } from './local/dynamodb-local';
import { ensureTable } from './local/create-table';
import { LOCAL_TABLE_NAME } from '../shared/table-design';
import { STAFF_ROLES } from '../shared/staff/roles';

// The pinned AWS SDK runs on Node 20 but warns that later releases will not; Lambdas run Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const config = readLocalConfig();
  const [siteOrigin, ...siteOriginAliases] = localSiteOrigins(config.PORT, config.HOST) as [string, ...string[]];

  if (!dev && siteIsStale()) {
    console.log('Building the site...');
    await buildSite();
  }
  const dynamo = await startDynamoDbLocal({ port: config.DYNAMODB_PORT, dataDir: path.join(LOCAL_DIR, 'dynamodb') });
  const stopAll: (() => Promise<void>)[] = [() => dynamo.stop()];
  const shutdown = async (code: number) => {
    for (const stop of stopAll.reverse()) await stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    const outboxDir = path.join(LOCAL_DIR, 'outbox');
    Object.assign(process.env, functionsEnvironment({ dynamoEndpoint: dynamo.endpoint, siteOrigin, siteOriginAliases, outboxDir }));
    // Functions modules read the environment once, when imported: only now may they load.
    const { LocalBus } = await import('./local/local-bus');
    const { seedDemoData } = await import('./local/seed');
    const { startLocalServer } = await import('./local/server');

    const table = await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    const accounts = await seedDemoData({ admin: config.ADMIN_PASSWORD, demo: config.DEMO_PASSWORD, adminPasscode: config.ADMIN_PASSCODE });
    new LocalBus({ onDeadLetter: (letter) => console.error(`[bus] ${letter.rule} gave up on ${letter.event.detailType}: ${letter.error}`) }).attach();
    const server = await startLocalServer({ port: config.PORT, host: config.HOST, siteDir: SITE_DIR, dev });
    stopAll.push(() => server.close());

    printWelcome({ url: server.url, table, accounts, outboxDir, dataDir: path.join(LOCAL_DIR, 'dynamodb') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
  }
}

function printWelcome(details: {
  url: string;
  table: 'created' | 'existing';
  accounts: Awaited<ReturnType<typeof import('./local/seed').seedDemoData>>;
  outboxDir: string;
  dataDir: string;
}): void {
  const lines = [
    '',
    `  Device DRS is running at ${details.url}`,
    '',
    `  Data: DynamoDB Local, kept in ${path.relative(process.cwd(), details.dataDir)} (${details.table === 'created' ? 'new table' : 'existing table'})`,
    `  Emails (verification, password reset): ${path.relative(process.cwd(), details.outboxDir)}/`,
    '',
  ];
  for (const account of details.accounts) {
    const label = account.role === 'customer' ? 'Demo customer' : account.staffRole ? STAFF_ROLES[account.staffRole].name : 'Admin';
    if (account.newPassword) {
      lines.push(`  ${label}: sign in at ${details.url}/auth as ${account.username} with password ${account.newPassword}`);
    } else {
      lines.push(`  ${label}: ${account.username} (password printed when it was created; reset it at /forgot-password for ${account.email} and open the link in the outbox)`);
    }
    if (account.newPasscode) {
      lines.push(`  ${label} timeout passcode (unlocks the admin area after inactivity): ${account.newPasscode}`);
    }
  }
  if (details.accounts.some((a) => a.newPassword || a.newPasscode)) {
    lines.push('', '  These passwords and the passcode are shown this once. Keep them somewhere safe.');
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  console.log(lines.join('\n'));
}

void main();
