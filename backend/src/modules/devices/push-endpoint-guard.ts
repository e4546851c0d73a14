import dns from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of Web Push (docs/web-push.md): a push endpoint is a URL the browser chose, and
 * the server POSTs to it. It must be `https:` and every address its host resolves to must be a
 * public unicast one, so that nobody can make the server call into its own network (cloud metadata
 * at 169.254.169.254, a database on 10.x, the server itself on 127.0.0.1…). Hosts, addresses or
 * CIDR ranges listed in ALLOWED_PRIVATE_ADDRESSES are exempt, and may use `http:` too: that is
 * how the tests and a local push service work.
 *
 * The classification is ipaddr.js's (the library Express itself uses for `trust proxy`): only its
 * `unicast` range passes; IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */

/** A push endpoint we must not call; `reason` is for logs. */
export class PushEndpointRefused extends Error {
  constructor(readonly reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.name = 'PushEndpointRefused';
  }
}

/** The endpoint's host could not be resolved right now (DNS down or slow): try again later. */
export class PushEndpointUnresolved extends Error {
  constructor(readonly code: string) {
    super(`push endpoint host not resolved: ${code}`);
    this.name = 'PushEndpointUnresolved';
  }
}

export interface CheckedEndpoint {
  url: URL;
  /** The addresses that were checked: the delivery connects to these and no others (pinning). */
  addresses: dns.LookupAddress[];
}

export type Lookup = (hostname: string) => Promise<dns.LookupAddress[]>;

const LOOKUP_TIMEOUT_MS = 3000;

/** dns.lookup (the system resolver, as an HTTP client would use) of every address, with a timeout. */
export const systemLookup: Lookup = (hostname) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error('DNS timeout'), { code: 'ETIMEOUT' })),
      LOOKUP_TIMEOUT_MS,
    );
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(addresses);
    });
  });

/** Blocks that ipaddr.js 1.x counts as unicast but are not reachable public hosts. */
const EXTRA_BLOCKED: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [
  '198.18.0.0/15', // benchmarking (RFC 2544)
  '192.0.0.0/24', // IETF protocol assignments
  'fec0::/10', // deprecated site-local
  '100::/64', // discard-only
  '2001:db8::/32', // documentation
].map((cidr) => ipaddr.parseCIDR(cidr));

/** Whether an address is a public unicast one (IPv4-mapped IPv6 judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.range() !== 'unicast') return false;
  return !EXTRA_BLOCKED.some(([range, bits]) => inRange(ip, range, bits));
}

/** CIDR match across both address kinds (ipaddr.js types each kind's `match` separately). */
function inRange(ip: ipaddr.IPv4 | ipaddr.IPv6, range: ipaddr.IPv4 | ipaddr.IPv6, bits: number) {
  return ip.kind() === range.kind() && (ip as ipaddr.IPv4).match(range as ipaddr.IPv4, bits);
}

const bare = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** Whether one allowed entry (host name, address or CIDR range) covers this host or address. */
function allows(entry: string, value: string): boolean {
  if (entry === value) return true;
  if (!ipaddr.isValid(value)) return false;
  try {
    const ip = ipaddr.parse(value);
    if (entry.includes('/')) {
      const [range, bits] = ipaddr.parseCIDR(entry);
      return inRange(ip, range, bits);
    }
    if (ipaddr.isValid(entry)) return ipaddr.parse(entry).toString() === ip.toString();
  } catch {
    /* not an address or range: a host name, compared above */
  }
  return false;
}

/**
 * Checks an endpoint and resolves its host. Refuses (PushEndpointRefused) a URL that is not
 * `https:` or reaches a non-public address, unless ALLOWED_PRIVATE_ADDRESSES covers the host or
 * every address it resolves to; a host that does not exist is refused too. A temporary DNS
 * failure is PushEndpointUnresolved (the caller decides: 400 at registration, retry at delivery).
 */
export async function checkPushEndpoint(
  endpoint: string,
  allowedPrivate: readonly string[],
  lookup: Lookup = systemLookup,
): Promise<CheckedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointRefused('not a URL');
  }
  if (url.username || url.password) throw new PushEndpointRefused('credentials in the URL');
  const host = bare(url.hostname);
  if (!host) throw new PushEndpointRefused('no host');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new PushEndpointRefused(`scheme ${url.protocol}`);

  let addresses: dns.LookupAddress[];
  if (ipaddr.isValid(host) && (host.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(host)))
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await lookup(host);
    } catch (error) {
      const code = String((error as NodeJS.ErrnoException).code ?? 'EUNKNOWN');
      if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EAI_NONAME')
        throw new PushEndpointRefused(`host not found (${code})`);
      throw new PushEndpointUnresolved(code);
    }
    if (!addresses.length) throw new PushEndpointRefused('host without addresses');
  }

  const hostAllowed = allowedPrivate.some((entry) => allows(entry, host));
  const exempt =
    hostAllowed ||
    addresses.every(({ address }) => allowedPrivate.some((entry) => allows(entry, address)));
  if (url.protocol === 'http:' && !exempt) throw new PushEndpointRefused('http without exemption');
  if (!exempt) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new PushEndpointRefused(`non-public address ${refused.address}`);
  }
  return { url, addresses };
}

/**
 * A `lookup` for http(s).request that answers with the checked addresses only, so the connection
 * goes where the guard looked (no second DNS answer in between: no rebinding).
 */
export function pinnedLookup(addresses: dns.LookupAddress[]) {
  return (
    _hostname: string,
    options: dns.LookupOptions | number | undefined,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | dns.LookupAddress[],
      family?: number,
    ) => void,
  ): void => {
    const wantsAll = typeof options === 'object' && options?.all;
    if (wantsAll) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}
