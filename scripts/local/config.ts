// The local stack's settings, from the environment with defaults. See README "Configuration".
import { hostname, networkInterfaces } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { LOCAL_TABLE_NAME } from '../../shared/table-design';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Git-ignored: DynamoDB Local's data and the outbox survive restarts here. */
export const LOCAL_DIR = path.join(REPO_ROOT, '.local');
export const SITE_DIR = path.join(REPO_ROOT, 'frontend', 'dist');

const Port = z.pipe(z.string(), z.transform((value, ctx) => {
  const port = Number(value);
  if (Number.isInteger(port) && port > 0 && port < 65536) return port;
  ctx.issues.push({ code: 'custom', message: 'must be a port number (1-65535)', input: value });
  return z.NEVER;
}));

const LocalEnvSchema = z.object({
  PORT: z._default(Port, 3000),
  HOST: z._default(z.string(), '127.0.0.1'),
  DYNAMODB_PORT: z._default(Port, 8000),
  ADMIN_PASSWORD: z.optional(z.string()),
  ADMIN_PASSCODE: z.optional(z.string().check(z.regex(/^\d{6}$/, 'must be exactly 6 digits'))),
  DEMO_PASSWORD: z.optional(z.string()),
});

export type LocalConfig = z.infer<typeof LocalEnvSchema>;

export function readLocalConfig(source: Record<string, string | undefined> = process.env): LocalConfig {
  const result = LocalEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  return result.data;
}

/**
 * The functions' environment for the local stage (functions/env.ts reads it). Set before any
 * functions module is imported, since they read it once at import.
 */
export function functionsEnvironment(options: {
  dynamoEndpoint: string;
  siteOrigin: string;
  /** The other origins the same server is reached by (localSiteOrigins). */
  siteOriginAliases?: readonly string[];
  outboxDir: string;
  stage?: 'local' | 'test';
}) {
  return {
    STAGE: options.stage ?? 'local',
    TABLE_NAME: LOCAL_TABLE_NAME,
    DYNAMODB_ENDPOINT: options.dynamoEndpoint,
    SITE_ORIGIN: options.siteOrigin,
    SITE_ORIGIN_ALIASES: (options.siteOriginAliases ?? []).join(','),
    OUTBOX_DIR: options.outboxDir,
  };
}

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Every origin a browser can reach the local server by (decision 114), the canonical one first (for
 * email links): localhost, 127.0.0.1 and ::1, the HOST it listens on, and when HOST is a wildcard the
 * machine's name and addresses. The CSRF check takes them all as the site's own; any other origin
 * stays foreign.
 */
export function localSiteOrigins(port: number, host: string, machine = { hostname: hostname(), interfaces: networkInterfaces() }): string[] {
  const wildcard = WILDCARD_HOSTS.has(host);
  const names = wildcard || host === '::1' || LOOPBACK_NAMES.includes(host) ? [...LOOPBACK_NAMES] : [host, ...LOOPBACK_NAMES];
  if (wildcard) {
    names.push(machine.hostname);
    for (const addresses of Object.values(machine.interfaces)) {
      for (const address of addresses ?? []) names.push(address.address);
    }
  }
  const origins = names.flatMap((name) => {
    try {
      return [new URL(`http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`).origin];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}
