import { validateWith } from '../validate';
import { editAssociationSchema, firstEditAssociationError } from './edit-association';

const now = new Date('2025-06-15T10:00:00Z');
const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const valid = {
  image: PNG,
  name: 'Amici del Parco',
  description: 'Curiamo il verde del quartiere.',
  dateOfFoundation: '2010-03-01',
  street: 'Via Roma 1',
  town: 'Milano',
  province: 'MI',
  siteWeb: 'https://amicidelparco.it',
};
const empty = {
  image: null,
  name: '',
  description: '',
  dateOfFoundation: '',
  street: '',
  town: '',
  province: '',
  siteWeb: 'not a url',
};

describe('firstEditAssociationError: order of the checks', () => {
  // Fixing the fields one by one, in spec order, reveals the next message.
  it.each<[string, object, string | null]>([
    ['everything wrong', empty, 'void_name'],
    ['a new image does not hide the next rule', { ...empty, image: PNG }, 'void_name'],
    ['name fixed', { ...empty, image: PNG, name: 'Amici' }, 'void_description'],
    [
      'description fixed',
      { ...empty, image: PNG, name: 'Amici', description: 'Desc' },
      'void_date_of_foundation',
    ],
    [
      'foundation date fixed',
      { ...empty, image: PNG, name: 'Amici', description: 'Desc', dateOfFoundation: '2010-03-01' },
      'void_address',
    ],
    [
      'street fixed',
      {
        ...empty,
        image: PNG,
        name: 'Amici',
        description: 'Desc',
        dateOfFoundation: '2010-03-01',
        street: 'Via Roma 1',
      },
      'void_address',
    ],
    ['town fixed', { ...valid, siteWeb: 'not a url', province: '' }, 'void_address'],
    ['province fixed', { ...valid, siteWeb: 'not a url' }, 'not_valid_site_web'],
    ['site fixed', valid, null],
  ])('%s -> %p', (_, values, expected) => {
    expect(firstEditAssociationError(values, { now })).toBe(expected);
  });

  it('reports a file that is not an image before the later fields', () => {
    expect(
      firstEditAssociationError(
        { ...valid, image: 'data:text/plain;base64,QUJD', siteWeb: 'x', name: '' },
        { now },
      ),
    ).toBe('validation.image_type');
  });

  it('checks the messaging channel after the web site', () => {
    expect(firstEditAssociationError({ ...valid, messagingChannelUrl: 'chat' }, { now })).toBe(
      'not_valid_site_web',
    );
    expect(
      firstEditAssociationError({ ...valid, messagingChannelUrl: 'https://t.me/+abc' }, { now }),
    ).toBeNull();
  });
});

describe('editAssociationSchema', () => {
  const check = (patch: object) => {
    const r = validateWith(editAssociationSchema, { ...valid, ...patch }, { now });
    return r.ok ? 'ok' : `${r.field}: ${r.key}`;
  };

  it.each<[string, object, string]>([
    ['valid', {}, 'ok'],
    // no logo: the placeholder stays (issue 18)
    ['image null', { image: null }, 'ok'],
    ['image missing', { image: undefined }, 'ok'],
    ['image empty', { image: '' }, 'ok'],
    ['image current URL', { image: '/media/12' }, 'ok'],
    [
      'image not an image',
      { image: 'data:text/plain;base64,QUJD' },
      'image: validation.image_type',
    ],
    ['image broken base64', { image: 'data:image/png;base64,QUJ' }, 'image: validation.image_type'],
    ['name empty', { name: '' }, 'name: void_name'],
    ['name 50 chars', { name: 'n'.repeat(50) }, 'ok'],
    ['name 51 chars', { name: 'n'.repeat(51) }, 'name: validation.max_length'],
    ['description empty', { description: ' ' }, 'description: void_description'],
    ['description 1000 chars', { description: 'd'.repeat(1000) }, 'ok'],
    [
      'description 1001 chars',
      { description: 'd'.repeat(1001) },
      'description: validation.max_length',
    ],
    [
      'foundation date empty',
      { dateOfFoundation: '' },
      'dateOfFoundation: void_date_of_foundation',
    ],
    [
      'foundation date invalid',
      { dateOfFoundation: '2023-02-29' },
      'dateOfFoundation: validation.date_not_valid',
    ],
    ['founded today', { dateOfFoundation: '2025-06-15' }, 'ok'],
    [
      'founded tomorrow',
      { dateOfFoundation: '2025-06-16' },
      'dateOfFoundation: validation.future_date',
    ],
    ['street empty', { street: '' }, 'street: void_address'],
    ['street 151 chars', { street: 's'.repeat(151) }, 'street: validation.max_length'],
    ['town empty', { town: '' }, 'town: void_address'],
    ['town 61 chars', { town: 't'.repeat(61) }, 'town: validation.max_length'],
    ['province empty', { province: '' }, 'province: void_address'],
    ['province unknown', { province: 'XX' }, 'province: validation.province_not_valid'],
    ['site missing', { siteWeb: undefined }, 'ok'],
    ['site null', { siteWeb: null }, 'ok'],
    ['site empty', { siteWeb: '' }, 'ok'],
    ['site www.', { siteWeb: 'www.amicidelparco.it' }, 'ok'],
    ['site without scheme', { siteWeb: 'amicidelparco.it' }, 'siteWeb: not_valid_site_web'],
    ['site ftp', { siteWeb: 'ftp://amicidelparco.it' }, 'siteWeb: not_valid_site_web'],
    ['site without host', { siteWeb: 'http://' }, 'siteWeb: not_valid_site_web'],
    ['3 topics', { topicIds: [1, 2, 3] }, 'ok'],
    ['4 topics', { topicIds: [1, 2, 3, 4] }, 'topicIds: validation.max_topic'],
  ])('%s', (_, patch, expected) => {
    expect(check(patch)).toBe(expected);
  });
});
