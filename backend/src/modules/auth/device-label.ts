/**
 * A short Italian label of the browser and system a login came from ("Chrome su Android"), for
 * the list of sessions. Only the label is stored, never the raw User-Agent header: it is enough to
 * recognise one's own devices and says less about them.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Dispositivo sconosciuto';

const first = (table: [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(userAgent: unknown): string {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return UNKNOWN_DEVICE;
  const agent = userAgent.slice(0, 512);
  const browser = first(BROWSERS, agent);
  const system = first(SYSTEMS, agent);
  if (browser && system) return `${browser} su ${system}`;
  if (browser || system) return (browser ?? system)!;
  // an API client (curl/8.5.0, an integrator's script): its product name, shortened
  const product = /^[A-Za-z][\w.-]{0,39}/.exec(agent)?.[0];
  return product ?? UNKNOWN_DEVICE;
}
