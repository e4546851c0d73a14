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
 * Only global unicast passes, by a positive rule (docs/web-push.md, "SSRF"): an IPv6 address must lie
 * in 2000::/3, the global unicast block, and outside every IANA special-purpose block inside it; an
 * IPv4 address outside every IANA special-purpose, multicast and reserved block. A deny list of
 * ipaddr.js's named ranges alone let through what it calls unicast, IPv4-compatible `::/96`
 * (`[::7f00:1]` is 127.0.0.1 on some stacks) first. IPv4-mapped IPv6 (`::ffff:0:0/96`) is the one
 * exception: the kernel connects to the IPv4 address it carries, so that address is judged.
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

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];
const cidrs = (list: string[]): Cidr[] => list.map((cidr) => ipaddr.parseCIDR(cidr));

/** IPv6 global unicast; everything outside it (::/96, NAT64, ULA, link-local, multicast…) is refused. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The IANA IPv6 special-purpose blocks inside 2000::/3. 2001::/23 holds Teredo (2001::/32),
 * benchmarking (2001:2::/48), ORCHID (2001:10::/28, 2001:20::/28) and a few anycast services
 * (PCP, TURN, AMT, AS112, DRIP) that are never push services, so the whole block goes.
 */
const SPECIAL_V6 = cidrs([
  '2001::/23', // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112…
  '2001:db8::/32', // documentation
  '2002::/16', // 6to4: embeds an IPv4 address, possibly a private one
  '2620:4f:8000::/48', // AS112 direct delegation (anycast DNS sink)
  '3fff::/20', // documentation (RFC 9637)
]);

/** The IANA IPv4 special-purpose registry, multicast and the reserved class E. */
const SPECIAL_V4 = cidrs([
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (CGNAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation (TEST-NET-1)
  '192.31.196.0/24', // AS112-v4
  '192.52.193.0/24', // AMT
  '192.88.99.0/24', // deprecated 6to4 relay anycast
  '192.168.0.0/16', // private
  '192.175.48.0/24', // AS112 direct delegation
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation (TEST-NET-2)
  '203.0.113.0/24', // documentation (TEST-NET-3)
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and 255.255.255.255 (broadcast)
]);

/** Whether an address is global unicast (IPv4-mapped IPv6 judged as the IPv4 it carries). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  const special = (list: Cidr[]) => list.some(([range, bits]) => inRange(ip, range, bits));
  if (ip.kind() === 'ipv4') return !special(SPECIAL_V4);
  return inRange(ip, ...GLOBAL_UNICAST_V6) && !special(SPECIAL_V6);
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
