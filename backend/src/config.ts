import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import webPush from 'web-push';

/**
 * Every environment variable the server reads, parsed in one place.
 * Secrets that are not given are generated once and kept in DATA_DIR/secrets.json,
 * so tokens and push subscriptions survive restarts without any set-up.
 */
export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPostgresPort: number;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  vapid: { publicKey: string; privateKey: string; subject: string };
  logLevel: string;
  trustProxy: boolean;
  frontendDist: string;
  graphql: { introspection: boolean; maxDepth: number; maxCost: number; maxAliases: number };
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerEmail: RateLimitRule;
    resetPerIp: RateLimitRule;
    resetPerEmail: RateLimitRule;
    registrationPerIp: RateLimitRule;
  };
}

interface StoredSecrets {
  jwtSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

function readSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
  const keys = webPush.generateVAPIDKeys();
  const secrets: StoredSecrets = {
    jwtSecret: crypto.randomBytes(32).toString('base64url'),
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Expected an integer, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

function rule(
  name: string,
  env: NodeJS.ProcessEnv,
  points: number,
  seconds: number,
): RateLimitRule {
  return {
    points: int(env[`RATE_LIMIT_${name}_POINTS`], points),
    durationSeconds: int(env[`RATE_LIMIT_${name}_SECONDS`], seconds),
  };
}

/** The repository root: backend/dist/config.js and backend/src/config.ts are both two levels down. */
export const ROOT_DIR = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 4000);
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'var');
  const secrets = env.JWT_SECRET && env.VAPID_PRIVATE_KEY ? undefined : readSecrets(dataDir);
  const jwtSecret = env.JWT_SECRET ?? secrets!.jwtSecret;
  if (Buffer.byteLength(jwtSecret) < 32) throw new Error('JWT_SECRET must be at least 32 bytes');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPostgresPort: int(env.EMBEDDED_PG_PORT, 54329),
    seedDemo: bool(env.SEED_DEMO, true),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Insieme <noreply@insieme.local>',
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY ?? secrets!.vapidPublicKey,
      privateKey: env.VAPID_PRIVATE_KEY ?? secrets!.vapidPrivateKey,
      subject: env.VAPID_SUBJECT ?? 'mailto:admin@insieme.local',
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    frontendDist: path.resolve(ROOT_DIR, env.FRONTEND_DIST ?? 'frontend/dist'),
    graphql: {
      introspection: bool(env.GRAPHQL_INTROSPECTION, true),
      maxDepth: int(env.GRAPHQL_MAX_DEPTH, 8),
      maxCost: int(env.GRAPHQL_MAX_COST, 5000),
      maxAliases: int(env.GRAPHQL_MAX_ALIASES, 15),
    },
    rateLimits: {
      loginPerIp: rule('LOGIN_IP', env, 30, 300),
      loginPerEmail: rule('LOGIN_EMAIL', env, 5, 300),
      resetPerIp: rule('RESET_IP', env, 10, 3600),
      resetPerEmail: rule('RESET_EMAIL', env, 3, 3600),
      registrationPerIp: rule('REGISTRATION_IP', env, 10, 3600),
    },
  };
}
