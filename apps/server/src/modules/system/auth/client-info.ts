import type { FastifyRequest } from 'fastify';
import { seededKeys } from '@cniot/contract/seeded-keys';
import { textKey } from '@cniot/contract/text-key';

/** Stored as a text key: the login log and the online users show it in the reader's language. */
const UNKNOWN = textKey(seededKeys.word('unknownClient'));

export interface ClientInfo {
  ip: string;
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)(\d+)/, 'Internet Explorer'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT 10/, 'Windows 10'],
  [/Windows NT 6\.3/, 'Windows 8.1'],
  [/Windows NT 6\.1/, 'Windows 7'],
  [/Windows/, 'Windows'],
  [/Android (\d+)/, 'Android'],
  [/(?:iPhone|iPad|iPod).* OS (\d+)/, 'iOS'],
  [/Mac OS X (\d+[._]\d+)/, 'Mac OS X'],
  [/CrOS/, 'Chrome OS'],
  [/Linux/, 'Linux'],
];

function first(ua: string, table: [RegExp, string][]): string {
  for (const [re, name] of table) {
    const m = re.exec(ua);
    if (m) return m[1] ? `${name} ${m[1].replace('_', '.')}` : name;
  }
  return UNKNOWN;
}

/** Browser and OS names for the login log and the online-users list; a rough label is all those screens need. */
export function parseUserAgent(ua: string | undefined): { browser: string; os: string } {
  if (!ua) return { browser: UNKNOWN, os: UNKNOWN };
  return { browser: first(ua, BROWSERS), os: first(ua, SYSTEMS) };
}

export function clientOf(req: FastifyRequest): ClientInfo {
  return { ip: req.ip, ...parseUserAgent(req.headers['user-agent']) };
}
