import path from 'node:path';
import { z } from 'zod';

const onOff = z.enum(['on', 'off', 'true', 'false', '1', '0'], { message: 'must be on or off' }).transform((v) => v === 'on' || v === 'true' || v === '1');

const port = z.coerce.number({ message: 'must be a port number' }).int('must be a whole number').min(0, 'must be between 0 and 65535').max(65535, 'must be between 0 and 65535');

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  MQTT_PORT: port.default(1883),
  MQTT_URL: z
    .string()
    .regex(/^(mqtts?|wss?|tcp):\/\//, 'must start with mqtt://, mqtts://, ws:// or wss://')
    .optional(),
  MQTT_NODE_ID: z
    .string()
    .regex(/^[0-9A-Za-z_.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  MQTT_AUTH_SECRET: z.string().min(16, 'must be at least 16 characters').max(256, 'must be at most 256 characters').regex(/^\S+$/, 'must not contain spaces').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+/, 'must be smtp://[user:password@]host[:port] or smtps://…')
    .refine((v) => URL.canParse(v), 'must be a valid URL')
    .optional(),
  DEMO: onOff.optional(),
  DEMO_FORCE: onOff.default(false),
  CAPTCHA: onOff.default(true),
  ANSWER_CHECK: onOff.default(false),
  ADMIN_PASSWORD: z.string().min(5, 'must be 5 to 20 characters').max(20, 'must be 5 to 20 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(off|on|\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/, 'must be off, on, a hop count or a list of proxy addresses')
    .default('off'),
  MQTT_BUS: z
    .string()
    .transform((v) => v.split(',').map((u) => u.trim()))
    .refine((urls) => urls.every((u) => /^amqps?:\/\/[^/?#\s]+/.test(u) && URL.canParse(u)), 'must be one or more amqp:// or amqps:// URLs, comma-separated (one per broker node)')
    .optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, 'must be http:// or https:// and a host (with a port if any), nothing after it')
    .refine((v) => URL.canParse(v), 'must be a valid URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  /** Address to listen on: loopback while the demo's known passwords exist, unless HOST says otherwise. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mqttPort: number;
  /** MQTT_PORT was set: a taken port is then an error, not a reason to pick another. */
  mqttPortExplicit: boolean;
  mqttUrl?: string;
  /** External broker: names this node's sessions (client ids `cniot-<id>-<n>`); unique per node and stable across restarts. Default: the host name. */
  mqttNodeId?: string;
  /** Device bus: AMQP URLs of the RabbitMQ cluster's nodes; devices speak MQTT to the cluster, this node consumes over AMQP (docs/deployment.md). */
  mqttBus?: string[];
  /** Shared secret of the broker auth hook (/iot/mqtt/auth, /acl); unset, the hook refuses everyone. */
  mqttAuthSecret?: string;
  /** Mail server (`smtp://user:pass@host:587`, `smtps://…:465`, `?from=` the sender); unset, mail goes to the outbox folder. */
  smtpUrl?: string;
  demo: boolean;
  captcha: boolean;
  adminPassword?: string;
  logLevel: string;
  /**
   * Whose X-Forwarded-For to believe. Off by default: otherwise any caller
   * could pick their own IP and slip past the per-IP limits.
   */
  trustProxy: boolean | number | string;
  /**
   * The address devices and mail recipients reach this server by (firmware
   * links, the console link in mails), never the request's Host header, which
   * the caller chooses. Default: this machine on PORT.
   */
  publicUrl: string;
  /** PUBLIC_URL unset: main.ts sets publicUrl to the port actually listened on. */
  publicUrlDefault: boolean;
  /** Folder uploaded files are kept in; `/files/` serves it. */
  uploadDir: string;
  /** Built console; served under /cniotmgr/ when present. */
  webDist?: string;
  /** `ANSWER_CHECK=on` (the tests): every answer is checked against its declared schema, a mismatch a 500 (lib/answer-serializer.ts). */
  strictAnswers: boolean;
}

export class ConfigError extends Error {}

/** Reads the environment, naming every bad variable at once so a start-up failure is fixable in one go. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    // A mail server's URL may carry its password: the line names the variable, never the credentials.
    const shown = (key: string) => (key === 'SMTP_URL' || key === 'MQTT_BUS' ? cleaned[key]?.replace(/\/\/[^@/]*@/g, '//***@') : cleaned[key]);
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}=${JSON.stringify(shown(String(i.path[0])))}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const demo = e.DEMO ?? !e.DATABASE_URL;
  if (demo && e.DATABASE_URL && !e.DEMO_FORCE) {
    throw new ConfigError('Invalid configuration:\n  DEMO=on with DATABASE_URL would add the demo accounts, whose passwords are published, to that database; set DEMO_FORCE=on to do it anyway');
  }
  if (e.MQTT_BUS && e.MQTT_URL) {
    throw new ConfigError('Invalid configuration:\n  MQTT_BUS and MQTT_URL are both set: the server ingests from one of them; unset MQTT_URL to use the device bus');
  }
  return {
    port: e.PORT,
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    mqttPort: e.MQTT_PORT,
    mqttPortExplicit: cleaned.MQTT_PORT !== undefined,
    mqttUrl: e.MQTT_URL,
    mqttNodeId: e.MQTT_NODE_ID,
    mqttBus: e.MQTT_BUS,
    mqttAuthSecret: e.MQTT_AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    demo,
    captcha: e.CAPTCHA,
    strictAnswers: e.ANSWER_CHECK,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'off' ? false : e.TRUST_PROXY === 'on' ? true : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlDefault: e.PUBLIC_URL === undefined,
    uploadDir: path.join(dataDir, 'files'),
  };
}
