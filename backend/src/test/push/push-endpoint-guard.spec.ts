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

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.1.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['100.128.0.1', true],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['224.0.0.251', false],
    ['255.255.255.255', false],
    ['198.18.0.1', false],
    ['192.0.2.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:93.184.215.14', true],
    ['64:ff9b::a00:1', false],
    ['2001:db8::1', false],
    ['not an address', false],
  ])('%s → %p', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
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
