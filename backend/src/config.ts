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
  /** EMBEDDED_PG_PORT; unset → the port recorded in DATA_DIR/postgres.json while free, else any free port */
  embeddedPostgresPort: number | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  jwtSecret: string;
  tokenTtlSeconds: number;
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * ALLOWED_PRIVATE_ADDRESSES (Mastodon's name): hosts or IP addresses, comma-separated, that a push
   * endpoint may use although they are private (and over plain `http:`); lower-case, brackets of
   * IPv6 literals removed. Empty: only `https:` endpoints on public addresses (docs/web-push.md).
   */
  allowedPrivateAddresses: string[];
  /** MESSAGING_CHANNEL_URL: the messaging channel of the Home banner and settings link (unset: hidden). */
  messagingChannelUrl: string | null;
  logLevel: string;
  trustProxy: boolean;
  frontendDist: string;
  graphql: {
    introspection: boolean;
    maxDepth: number;
    maxCost: number;
    maxAliases: number;
    /** bytes of one POST /graphql body (images go to POST /api/media, not here) */
    maxBodyBytes: number;
    /** characters of a GraphQL document, refused before parsing */
    maxDocumentChars: number;
    /** lexical tokens of a GraphQL document (graphql-js stops parsing past this) */
    maxTokens: number;
    /** values in the declared variables of one operation */
    maxVariableValues: number;
    /** bytes of one WebSocket message on /graphql */
    maxWsMessageBytes: number;
    /** arrays and objects open at once in a body or message, refused before it is parsed */
    maxJsonDepth: number;
  };
  /** The REST facade's JSON bodies, refused by size, then by shape before they are parsed. */
  api: { maxBodyBytes: number; maxJsonDepth: number; maxJsonValues: number };
  /** See docs/rate-limits.md. Login limits count failures only; registration counts valid ones. */
  rateLimits: {
    /** failed logins from one IP, whatever the account (a NAT of honest users rarely fails) */
    loginPerIp: RateLimitRule;
    /** failed logins for one account from one IP: stops a guesser without locking the owner out */
    loginPerEmailIp: RateLimitRule;
    /** failed logins for one account from any IP: a much higher ceiling against distributed guessing */
    loginPerAccount: RateLimitRule;
    /** failed logins with one device cookie, instead of the three above (docs/rate-limits.md) */
    loginPerDevice: RateLimitRule;
    resetPerIp: RateLimitRule;
    resetPerEmail: RateLimitRule;
    /** registrations that passed validation, per IP (Mastodon's sign-up throttle: 25 per 5 min) */
    registrationPerIp: RateLimitRule;
    /** registrations per address: each mails that address, so this stops mail-bombing */
    registrationPerEmail: RateLimitRule;
    /** images uploaded through POST /api/media per person (each is decoded and resized) */
    uploadPerUser: RateLimitRule;
    /** refused activation codes per IP (checked in the wizards, or used to create an association) */
    activationCodePerIp: RateLimitRule;
    /** unknown statement tokens asked from one IP (the public verification address, issue 22) */
    statementVerifyPerIp: RateLimitRule;
    /** hours statements issued by one person a day (each is a legal record and a PDF; issue 31) */
    statementIssuePerUser: RateLimitRule;
    /** "Scarica i miei dati" asked by one person (each builds the whole file; issue 23) */
    dataExportPerUser: RateLimitRule;
  };
  /**
   * Prefix of the rate-limit keys in Redis, so that deployments sharing one Redis keep their own
   * counters. Unset → derived from the database (instances of one deployment share it).
   */
  rateLimitPrefix: string | undefined;
  /** Jobs run by this instance's worker at once; 0 → this instance only enqueues. */
  jobs: { concurrency: number };
  /** SHIFT_REMINDERS: how long before a shift's start each reminder goes, in seconds, longest first. */
  reminderOffsets: number[];
  /** NOTICE_COALESCE_SECONDS: edits of one event within this window make one notice (docs/notices.md). */
  noticeCoalesceSeconds: number;
  /**
   * WAITLIST_OFFER_MINUTES: how long a place freed on a full shift is held for the first person
   * in line (never past the shift's start; docs/waitlist.md).
   */
  waitlistOfferMinutes: number;
  /**
   * WAITLIST_OFFER_NIGHT (default true): an offer's deadline that would fall between 22:00 and
   * 08:00 Rome time moves to 08:00 (docs/waitlist.md); false only for tests of seconds-long offers.
   */
  waitlistOfferNight: boolean;
  /**
   * "Scarica i miei dati" (docs/register.md): an export of at most DATA_EXPORT_INLINE_ROWS rows
   * is served at once; a larger one is built by a job and its link mailed, valid
   * DATA_EXPORT_LINK_HOURS hours.
   */
  dataExport: { inlineMaxRows: number; linkHours: number };
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

/** A number above 0; fractions allowed (a test holds an offer for seconds, not hours). */
function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a number above 0, got "${value}"`);
  return n;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * A comma list of durations such as `24h,1h`, `90m`, `1d` (`s` too, for tests), in seconds, longest
 * first and without repeats; empty → none. A malformed entry stops the start with a clear message.
 */
export function parseDurations(value: string, name: string): number[] {
  const seconds = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d+)\s*([smhd])$/i.exec(part);
      const amount = match ? Number(match[1]) * UNIT_SECONDS[match[2].toLowerCase()] : 0;
      if (!match || amount <= 0 || amount > 366 * 86400)
        throw new Error(`${name}: "${part}" is not a duration such as 90m, 2h or 1d`);
      return amount;
    });
  return [...new Set(seconds)].sort((a, b) => b - a);
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
    embeddedPostgresPort: env.EMBEDDED_PG_PORT ? int(env.EMBEDDED_PG_PORT, 0) : undefined,
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
    allowedPrivateAddresses: (env.ALLOWED_PRIVATE_ADDRESSES ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[(.*)\]$/, '$1'),
      )
      .filter(Boolean),
    messagingChannelUrl: env.MESSAGING_CHANNEL_URL?.trim() || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    frontendDist: path.resolve(ROOT_DIR, env.FRONTEND_DIST ?? 'frontend/dist'),
    graphql: {
      introspection: bool(env.GRAPHQL_INTROSPECTION, true),
      maxDepth: int(env.GRAPHQL_MAX_DEPTH, 8),
      maxCost: int(env.GRAPHQL_MAX_COST, 5000),
      maxAliases: int(env.GRAPHQL_MAX_ALIASES, 15),
      // the largest operation of the web app with its variables is a few KiB; images are uploaded
      // apart (POST /api/media), so no body needs more (docs/graphql-limits.md)
      maxBodyBytes: int(env.GRAPHQL_MAX_BODY_BYTES, 64 * 1024),
      maxDocumentChars: int(env.GRAPHQL_MAX_DOCUMENT_CHARS, 20_000),
      maxTokens: int(env.GRAPHQL_MAX_TOKENS, 2_000),
      maxVariableValues: int(env.GRAPHQL_MAX_VARIABLE_VALUES, 10_000),
      maxWsMessageBytes: int(env.GRAPHQL_MAX_WS_MESSAGE_BYTES, 64 * 1024),
      maxJsonDepth: int(env.JSON_MAX_DEPTH, 16),
    },
    api: {
      maxBodyBytes: int(env.API_MAX_BODY_BYTES, 64 * 1024),
      maxJsonDepth: int(env.JSON_MAX_DEPTH, 16),
      maxJsonValues: int(env.API_MAX_JSON_VALUES, 10_000),
    },
    rateLimits: {
      loginPerIp: rule('LOGIN_IP', env, 30, 300),
      loginPerEmailIp: rule('LOGIN_EMAIL_IP', env, 5, 300),
      loginPerAccount: rule('LOGIN_ACCOUNT', env, 100, 3600),
      loginPerDevice: rule('LOGIN_DEVICE', env, 5, 300),
      resetPerIp: rule('RESET_IP', env, 10, 3600),
      resetPerEmail: rule('RESET_EMAIL', env, 3, 3600),
      registrationPerIp: rule('REGISTRATION_IP', env, 25, 300),
      registrationPerEmail: rule('REGISTRATION_EMAIL', env, 3, 3600),
      uploadPerUser: rule('UPLOAD_USER', env, 60, 3600),
      activationCodePerIp: rule('ACTIVATION_CODE_IP', env, 10, 3600),
      statementVerifyPerIp: rule('STATEMENT_VERIFY_IP', env, 30, 3600),
      statementIssuePerUser: rule('STATEMENT_ISSUE_USER', env, 20, 86400),
      dataExportPerUser: rule('DATA_EXPORT_USER', env, 10, 3600),
    },
    rateLimitPrefix: env.RATE_LIMIT_PREFIX || undefined,
    jobs: { concurrency: int(env.JOB_CONCURRENCY, 2) },
    reminderOffsets: parseDurations(env.SHIFT_REMINDERS ?? '24h,1h', 'SHIFT_REMINDERS'),
    noticeCoalesceSeconds: int(env.NOTICE_COALESCE_SECONDS, 60),
    waitlistOfferMinutes: positiveNumber(env.WAITLIST_OFFER_MINUTES, 720, 'WAITLIST_OFFER_MINUTES'),
    waitlistOfferNight: bool(env.WAITLIST_OFFER_NIGHT, true),
    dataExport: {
      inlineMaxRows: int(env.DATA_EXPORT_INLINE_ROWS, 5000),
      linkHours: positiveNumber(env.DATA_EXPORT_LINK_HOURS, 168, 'DATA_EXPORT_LINK_HOURS'),
    },
  };
}
