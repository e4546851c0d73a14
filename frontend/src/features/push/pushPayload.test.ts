import { parsePushPayload } from './pushPayload';
import { applicationServerKey, sameKey } from './pushSupport';

describe('parsePushPayload (what the service worker shows)', () => {
  it('reads title, body, icon and the URL to open', () => {
    expect(
      parsePushPayload(
        JSON.stringify({
          title: 'Turno confermato',
          body: 'Ti aspettiamo sabato',
          icon: '/media/a.png',
          url: '/notifications/4',
        }),
      ),
    ).toEqual({
      title: 'Turno confermato',
      body: 'Ti aspettiamo sabato',
      icon: '/media/a.png',
      url: '/notifications/4',
      tag: undefined,
    });
  });

  it('takes the URL from data.url too, and defaults the rest', () => {
    expect(parsePushPayload('{"title":"Ciao","data":{"url":"/event/3"}}')).toEqual({
      title: 'Ciao',
      body: '',
      icon: '/icons/icon-192.png',
      url: '/event/3',
      tag: undefined,
    });
  });

  it('shows a plain-text or empty message as the body of an "Insieme" notification', () => {
    expect(parsePushPayload('Nuova notifica')).toMatchObject({
      title: 'Insieme',
      body: 'Nuova notifica',
      url: '/notifications',
    });
    expect(parsePushPayload(undefined)).toMatchObject({ title: 'Insieme', body: '' });
  });
});

describe('applicationServerKey', () => {
  it('decodes the URL-safe base64 VAPID key into its 65 bytes', () => {
    const key = applicationServerKey(
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    );
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect(sameKey(key.buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array(65).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(true);
  });
});
