// Runs the real DynamoDB Local (the AWS jar shipped in the npm package amplify-dynamodb-simulator)
// under Java 17+. `npm start` keeps its data on disk; the tests run it in memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ListTablesCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { assertPortFree } from './ports';

export interface DynamoDbLocal {
  endpoint: string;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  port: number;
  /** Folder for the data file; omitted means in memory. */
  dataDir?: string;
  /** How long to wait for it to answer; 30 s unless given (the scale runs, niced on a loaded machine, wait longer). */
  readyWithinMs?: number;
  /**
   * Skip fsync (under Debian's `eatmydata` when installed): the scale data's bulk load, which can be
   * written again from its seed, runs about three times as fast. Never for `npm start`'s data.
   */
  unsynced?: boolean;
  /**
   * A JVM that starts cheaply (its first compiler only, the single-threaded collector), for the tests'
   * short-lived stores on two busy cores: about an eighth less of the machine's CPU over the
   * integration tests (decision 391). Benches and `npm start` keep the JVM's defaults, so their
   * latencies are the optimised ones.
   */
  quickStart?: boolean;
}

/** `eatmydata`'s path when it is installed (Debian package eatmydata), else null. */
export function eatMyDataPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v eatmydata'], { encoding: 'utf8' });
  return found.status === 0 && found.stdout.trim() ? found.stdout.trim() : null;
}

const JAVA_HELP = [
  'DynamoDB Local needs Java 17 or newer, and `java` was not found (or is older).',
  'On Debian or Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
  'On macOS: brew install openjdk@17',
  'Then run the command again.',
].join('\n');

function emulatorDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
}

const QUICK_START_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export function javaMajorVersion(): number {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return 0;
  const match = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`);
  return match ? Number(match[1]) : 0;
}

export async function startDynamoDbLocal(options: DynamoDbLocalOptions): Promise<DynamoDbLocal> {
  if (javaMajorVersion() < 17) throw new Error(JAVA_HELP);
  await assertPortFree(options.port, 'DynamoDB Local', 'DYNAMODB_PORT');
  const dir = emulatorDir();
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unsynced = options.unsynced ? eatMyDataPath() : null;
  const java = [
    `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    ...(options.quickStart ? QUICK_START_JVM : []),
    '-jar',
    path.join(dir, 'DynamoDBLocal.jar'),
    '-sharedDb',
    '-port',
    String(options.port),
    ...storage,
  ];
  const child = spawn(unsynced ?? 'java', unsynced ? ['java', ...java] : java, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(endpoint, child, () => stderr, options.readyWithinMs ?? 30_000);
  return { endpoint, stop: () => stopChild(child) };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, stderr: () => string, withinMs: number): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'eu-west-2', credentials: LOCAL_CREDENTIALS, maxAttempts: 1 });
  const deadline = Date.now() + withinMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (code ${child.exitCode}).\n${stderr()}`);
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
  } finally {
    client.destroy();
  }
  child.kill();
  throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${withinMs / 1000} s.\n${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** DynamoDB Local accepts any credentials; fixed ones keep the SDK from looking for real ones. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };
