import { authorize } from '../../common/policy/authorize';
import { canManageDevice } from '../../modules/devices/devices.policy';
import { associationRoles, thrown } from './roles';

/** The devices policy: a subscription is checked and removed by its owner only. */
describe('canManageDevice', () => {
  it('refuses another person and an unknown endpoint; grants the owner; follows the device when it moves', () => {
    const { volunteer: owner, stranger: other } = associationRoles();
    const subscription = { userId: owner.id };
    expect(canManageDevice(other, subscription)).toBe(false);
    expect(canManageDevice(owner, null)).toBe(false);
    expect(canManageDevice(owner, subscription)).toBe(true);
    expect(thrown(() => authorize(other, canManageDevice, subscription))).toMatchObject({
      code: 'FORBIDDEN',
    });
    // registered again by the other person (their browser now): the permission moves with it
    const moved = { userId: other.id };
    expect(canManageDevice(owner, moved)).toBe(false);
    expect(canManageDevice(other, moved)).toBe(true);
  });
});
