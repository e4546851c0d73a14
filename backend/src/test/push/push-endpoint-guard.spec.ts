/** The SSRF guard on its own: classification, DNS answers, exemptions and pinning. */
import type { LookupAddress } from 'node:dns';
import { loadConfig } from '../../config';
import {
  checkPushEndpoint,
  isPublicAddress,
  pinnedLookup,
  PushEndpointRefused,
  PushEndpointUnresolved,
} from '../../modules/devices/push-endpoint-guard';

const answers =
  (...addresses: string[]) =>
  async (): Promise<LookupAddress[]> =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress: only global unicast', () => {
  it.each([
    ['93.184.215.14', 'IPv4 global unicast'],
    ['8.8.8.8', 'IPv4 global unicast'],
    ['172.32.0.1', 'just above 172.16/12'],
    ['100.128.0.1', 'just above 100.64/10'],
    ['198.20.0.1', 'just above 198.18/15'],
    ['223.255.255.254', 'just below 224/4'],
    ['2606:4700:4700::1111', 'IPv6 global unicast'],
    ['2001:4860:4860::8888', 'IPv6 global unicast just above 2001::/23'],
    ['2a00:1450:4001::1', 'IPv6 global unicast'],
    ['::ffff:93.184.215.14', 'IPv4-mapped, public IPv4'],
  ])('accepts %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    // IPv4 special-purpose (IANA), multicast, reserved
    ['0.0.0.0', '0/8 this network'],
    ['0.1.2.3', '0/8 this network'],
    ['10.1.1.1', '10/8 private'],
    ['100.64.0.1', '100.64/10 CGNAT'],
    ['100.127.255.254', '100.64/10 CGNAT'],
    ['127.0.0.1', '127/8 loopback'],
    ['127.255.0.9', '127/8 loopback'],
    ['169.254.169.254', '169.254/16 link-local (metadata)'],
    ['172.16.0.1', '172.16/12 private'],
    ['172.31.255.255', '172.16/12 private'],
    ['192.0.0.1', '192.0.0/24 IETF protocol assignments'],
    ['192.0.0.9', '192.0.0/24 PCP anycast'],
    ['192.0.2.1', '192.0.2/24 TEST-NET-1'],
    ['192.31.196.1', '192.31.196/24 AS112'],
    ['192.52.193.1', '192.52.193/24 AMT'],
    ['192.88.99.1', '192.88.99/24 6to4 relay'],
    ['192.168.0.1', '192.168/16 private'],
    ['192.175.48.1', '192.175.48/24 AS112'],
    ['198.18.0.1', '198.18/15 benchmarking'],
    ['198.19.255.1', '198.18/15 benchmarking'],
    ['198.51.100.1', '198.51.100/24 TEST-NET-2'],
    ['203.0.113.1', '203.0.113/24 TEST-NET-3'],
    ['224.0.0.251', '224/4 multicast'],
    ['239.255.255.250', '224/4 multicast'],
    ['240.0.0.1', '240/4 reserved'],
    ['255.255.255.255', 'broadcast'],
    // IPv6 outside 2000::/3
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::7f00:1', '::/96 IPv4-compatible 127.0.0.1'],
    ['::127.0.0.1', '::/96 IPv4-compatible 127.0.0.1, dotted'],
    ['::a9fe:a9fe', '::/96 IPv4-compatible 169.254.169.254'],
    ['::5db8:d70e', '::/96 IPv4-compatible, even of a public IPv4'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped link-local'],
    ['::ffff:0:7f00:1', '::ffff:0:0:0/96 IPv4-translated'],
    ['64:ff9b::a00:1', '64:ff9b::/96 NAT64'],
    ['64:ff9b::5db8:d70e', '64:ff9b::/96 NAT64, even of a public IPv4'],
    ['64:ff9b:1::a00:1', '64:ff9b:1::/48 local NAT64'],
    ['100::1', '100::/64 discard-only'],
    ['4000::1', 'unassigned, outside 2000::/3'],
    ['5f00::1', '5f00::/16 SRv6 SIDs'],
    ['fc00::1', 'fc00::/7 unique local'],
    ['fd00::1', 'fc00::/7 unique local'],
    ['fe80::1', 'fe80::/10 link-local'],
    ['fec0::1', 'fec0::/10 site-local'],
    ['ff02::1', 'ff00::/8 multicast'],
    ['ff0e::1', 'ff00::/8 global multicast'],
    // IPv6 special-purpose inside 2000::/3
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::/32 Teredo'],
    ['2001::a00:1', '2001::/32 Teredo'],
    ['2001:1::1', '2001:1::1 PCP anycast'],
    ['2001:2::1', '2001:2::/48 benchmarking'],
    ['2001:3::1', '2001:3::/32 AMT'],
    ['2001:4:112::1', '2001:4:112::/48 AS112-v6'],
    ['2001:10::1', '2001:10::/28 ORCHID'],
    ['2001:20::1', '2001:20::/28 ORCHIDv2'],
    ['2001:30::1', '2001:30::/28 drone remote ID'],
    ['2001:1ff::1', '2001::/23 IETF protocol assignments'],
    ['2001:db8::1', '2001:db8::/32 documentation'],
    ['2002:7f00:1::1', '2002::/16 6to4 of 127.0.0.1'],
    ['2002:a00:1::1', '2002::/16 6to4 of 10.0.0.1'],
    ['2002:5db8:d70e::1', '2002::/16 6to4, even of a public IPv4'],
    ['2620:4f:8000::1', '2620:4f:8000::/48 AS112'],
    ['3fff::1', '3fff::/20 documentation'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['not an address', 'not an address'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkPushEndpoint', () => {
  it('accepts https to a host resolving only to public addresses, and returns them for pinning', async () => {
    const checked = await checkPushEndpoint(
      'https://push.example/send/1',
      [],
      answers('93.184.215.14', '2606:4700:4700::1111'),
    );
    expect(checked.addresses.map((a) => a.address)).toEqual([
      '93.184.215.14',
      '2606:4700:4700::1111',
    ]);
  });

  it.each([
    'https://[::127.0.0.1]/push',
    'https://[::7f00:1]/push',
    'https://[::a9fe:a9fe]/x',
    'https://[64:ff9b:1::a00:1]/push',
    'https://[2002:7f00:1::1]/push',
    'https://[2001::a00:1]/push',
  ])('refuses %s (an IPv6 literal carrying a private IPv4)', async (endpoint) => {
    await expect(checkPushEndpoint(endpoint, [])).rejects.toBeInstanceOf(PushEndpointRefused);
  });

  it('refuses a host whose DNS answer is IPv4-compatible IPv6', async () => {
    await expect(
      checkPushEndpoint('https://push.example/x', [], answers('::7f00:1')),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
  });

  it('refuses a host with any private address among its answers (split DNS, rebinding)', async () => {
    await expect(
      checkPushEndpoint('https://push.example/x', [], answers('93.184.215.14', '10.0.0.1')),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
  });

  it('refuses a host that does not exist; a DNS failure is temporary', async () => {
    const fail = (code: string) => async () => {
      throw Object.assign(new Error(code), { code });
    };
    await expect(
      checkPushEndpoint('https://a.example/x', [], fail('ENOTFOUND')),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
    await expect(
      checkPushEndpoint('https://a.example/x', [], fail('EAI_AGAIN')),
    ).rejects.toBeInstanceOf(PushEndpointUnresolved);
  });

  it('exempts the hosts, addresses and ranges of ALLOWED_PRIVATE_ADDRESSES, where http is accepted too', async () => {
    await expect(
      checkPushEndpoint('http://127.0.0.1:9999/push', ['127.0.0.1']),
    ).resolves.toBeTruthy();
    await expect(
      checkPushEndpoint('http://push.local/x', ['push.local'], answers('192.168.1.5')),
    ).resolves.toBeTruthy();
    await expect(
      checkPushEndpoint('http://pushy/x', ['10.0.0.0/8'], answers('10.2.3.4')),
    ).resolves.toBeTruthy();
    await expect(checkPushEndpoint('https://[::1]:8443/x', ['::1'])).resolves.toBeTruthy();
    await expect(checkPushEndpoint('http://[::7f00:1]/x', ['::7f00:1/128'])).resolves.toBeTruthy();
    // …and nothing else
    await expect(checkPushEndpoint('http://127.0.0.2/push', ['127.0.0.1'])).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
    await expect(
      checkPushEndpoint('http://pushy/x', ['10.0.0.0/8'], answers('10.2.3.4', '192.168.0.1')),
    ).rejects.toBeInstanceOf(PushEndpointRefused);
    await expect(checkPushEndpoint('http://93.184.215.14/x', ['127.0.0.1'])).rejects.toBeInstanceOf(
      PushEndpointRefused,
    );
  });

  it('pins the connection to the checked addresses', () => {
    const addresses = [{ address: '93.184.215.14', family: 4 }];
    const lookup = pinnedLookup(addresses);
    const one = jest.fn();
    lookup('push.example', { family: 0 }, one);
    expect(one).toHaveBeenCalledWith(null, '93.184.215.14', 4);
    const all = jest.fn();
    lookup('push.example', { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, addresses);
  });
});

describe('configuration', () => {
  it('reads ALLOWED_PRIVATE_ADDRESSES as a comma list and MESSAGING_CHANNEL_URL (unset: null)', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 'k' };
    const config = loadConfig({
      ...base,
      ALLOWED_PRIVATE_ADDRESSES: ' 127.0.0.1, [::1] ,Push.Local,,',
      MESSAGING_CHANNEL_URL: 'https://t.me/insieme',
    });
    expect(config.allowedPrivateAddresses).toEqual(['127.0.0.1', '::1', 'push.local']);
    expect(config.messagingChannelUrl).toBe('https://t.me/insieme');
    const defaults = loadConfig(base);
    expect(defaults.allowedPrivateAddresses).toEqual([]);
    expect(defaults.messagingChannelUrl).toBeNull();
  });
});
