import crypto from 'node:crypto';
import { authorize, can } from '../../common/policy/authorize';
import { canManageDevice } from '../../modules/devices/devices.policy';
import { buildUser } from '../factories';
import { policyDatabase } from './roles';

/** The devices policy asked directly: a subscription is checked and removed by its owner only. */
const db = policyDatabase();

const keys = {
  p256dh: crypto.createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: crypto.randomBytes(16).toString('base64url'),
};

describe('canManageDevice', () => {
  it('refuses another person and an unknown endpoint; grants the owner; follows the device when it moves', async () => {
    const owner = await buildUser(db.app);
    const other = await buildUser(db.app);
    const endpoint = `https://93.184.215.14/push/${crypto.randomBytes(6).toString('hex')}`;
    await db.app.services.devices.register(owner.id, { endpoint, keys });

    expect(await can(db.em, other.id, canManageDevice, endpoint)).toBe(false);
    expect(await can(db.em, owner.id, canManageDevice, `${endpoint}-unknown`)).toBe(false);
    expect(await can(db.em, owner.id, canManageDevice, endpoint)).toBe(true);
    await expect(authorize(db.em, other.id, canManageDevice, endpoint)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    // the service asks it: another person's removal removes nothing
    expect(await db.app.services.devices.unregister(other.id, endpoint)).toBe(false);
    expect(await db.app.services.devices.isRegistered(other.id, endpoint)).toBe(false);
    expect(await db.app.services.devices.isRegistered(owner.id, endpoint)).toBe(true);

    // registered again by the other person (their browser now): the permission moves with it
    await db.app.services.devices.register(other.id, { endpoint, keys });
    expect(await can(db.em, owner.id, canManageDevice, endpoint)).toBe(false);
    expect(await can(db.em, other.id, canManageDevice, endpoint)).toBe(true);
  });
});
