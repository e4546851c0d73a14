import {
  buildAssociation,
  buildFollow,
  buildMembership,
  buildUser,
  userWithToken,
} from '../factories';
import { startTestApp, type TestApp } from '../test-app';

/**
 * Issue 18: "Associazioni nella tua zona" nearest first — the viewer's province, then the
 * distance between chief towns (schema PROVINCE_CAPITALS), same region on a tie, then the most
 * followed — instead of the most followed anywhere. Its own database: the order of every
 * association is asserted.
 */
const NEARBY = `query($first: Int!) { nearbyAssociations(first: $first) { id name } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

async function followers(associationId: number, count: number) {
  for (let i = 0; i < count; i++)
    await buildFollow(app, { userId: (await buildUser(app)).id, associationId });
}

async function nearbyNames(token: string, first = 8): Promise<string[]> {
  const result = await app.gql<{ nearbyAssociations: { name: string }[] }>(
    NEARBY,
    { first },
    token,
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.nearbyAssociations.map((a) => a.name);
}

describe('associations in the area', () => {
  let napoli: number;
  beforeAll(async () => {
    // the far ones are the most followed: the old order showed them first
    napoli = (
      await buildAssociation(app, { name: 'Napoli Solidale', address: 'Via Toledo 1, Napoli, NA' })
    ).id;
    await followers(napoli, 6);
    const padova = await buildAssociation(app, {
      name: 'Padova Insieme',
      address: 'Via Roma 2, Padova, PD',
    });
    await followers(padova.id, 5);
    const verona = await buildAssociation(app, {
      name: 'Verona Aiuta',
      address: 'Via Mazzini 3, Verona, VR',
    });
    await followers(verona.id, 4);
    await buildAssociation(app, { name: 'Pavia Volontari', address: 'Corso Cavour 4, Pavia, PV' });
    await buildAssociation(app, { name: 'Lodi Dona', address: 'Corso Roma 5, Lodi, LO' });
    const monza = await buildAssociation(app, {
      name: 'Monza Cuore',
      address: 'Via Italia 6, Monza, MB',
    });
    await followers(monza.id, 1);
    await buildAssociation(app, { name: 'Brianza Verde', address: 'Via Milano 7, Monza, MB' });
    await buildAssociation(app, { name: 'Milano Due', address: 'Via Dante 8, Milano, MI' });
    await buildAssociation(app, { name: 'Roma Mensa', address: 'Via Appia 9, Roma, RM' });
  });

  it('shows a Milano volunteer Milano, then Monza, Lodi, Pavia… before Verona, Padova and Napoli', async () => {
    const { user, token } = await userWithToken(app);
    const mine = await buildAssociation(app, {
      name: 'Croce Milano',
      address: 'Via Lulli 1, Milano, MI',
    });
    await buildMembership(app, { userId: user.id, associationId: mine.id });
    expect(await nearbyNames(token, 20)).toEqual([
      'Milano Due', // same province
      'Monza Cuore', // 15 km, more followed than the other in Monza
      'Brianza Verde',
      'Lodi Dona', // 29 km
      'Pavia Volontari', // 30 km
      'Verona Aiuta', // 140 km
      'Padova Insieme', // 210 km
      'Roma Mensa', // 480 km
      'Napoli Solidale', // 660 km
    ]);
    // the same list over REST (spec §7 GET /api/association/near/)
    const rest = await app.rest<{ name: string }[]>('GET', '/api/association/near/?limit=3', {
      token,
    });
    expect(rest.body.map((a) => a.name)).toEqual(['Milano Due', 'Monza Cuore', 'Brianza Verde']);
  });

  it('the provinces of the associations I belong to count, not those of the ones I only follow', async () => {
    const { user, token } = await userWithToken(app);
    const mine = await buildAssociation(app, { name: 'Pavia Mia', address: 'Via B 1, Pavia, PV' });
    await buildMembership(app, { userId: user.id, associationId: mine.id, status: 'waiting' });
    // following a Napoli association does not bring Napoli "near"
    await buildFollow(app, { userId: user.id, associationId: napoli });
    const names = await nearbyNames(token, 20);
    // Pavia, then Lodi (27 km), then Milano (30 km: the two there by name)
    expect(names.slice(0, 4)).toEqual([
      'Pavia Volontari',
      'Lodi Dona',
      'Croce Milano',
      'Milano Due',
    ]);
    expect(names).not.toContain('Napoli Solidale');
    expect(names).not.toContain('Pavia Mia');
    expect(names.indexOf('Roma Mensa')).toBe(names.length - 1);
  });

  it('with only follows, their provinces are home', async () => {
    const { user, token } = await userWithToken(app);
    await buildFollow(app, { userId: user.id, associationId: napoli });
    // Roma 190 km from Napoli, Padova 540, Verona 575
    expect(await nearbyNames(token, 3)).toEqual(['Roma Mensa', 'Padova Insieme', 'Verona Aiuta']);
  });

  it('with no association at all, the most followed come first', async () => {
    const { token } = await userWithToken(app);
    expect(await nearbyNames(token, 3)).toEqual([
      'Napoli Solidale',
      'Padova Insieme',
      'Verona Aiuta',
    ]);
  });
});
