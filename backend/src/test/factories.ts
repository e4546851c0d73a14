import { hashPassword } from '../modules/auth/password-hasher';
import { Association } from '../modules/associations/association.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { User } from '../modules/users/user.entity';
import type { TestApp } from './test-app';

export const PASSWORD = 'Password1!';
let passwordHash: Promise<string> | undefined;
let sequence = 0;

/** A confirmed user who can log in with PASSWORD. */
export async function buildUser(app: TestApp, overrides: Partial<User> = {}): Promise<User> {
  passwordHash ??= hashPassword(PASSWORD);
  sequence += 1;
  const repo = app.dataSource.getRepository(User);
  return repo.save(
    repo.create({
      name: 'Anna',
      surname: 'Verdi',
      email: `user${sequence}-${Date.now()}@example.org`,
      phone: '3331112222',
      birthDate: '1990-05-20',
      passwordHash: await passwordHash,
      emailConfirmedAt: new Date(),
      ...overrides,
    }),
  );
}

export async function buildAssociation(
  app: TestApp,
  options: { adminId?: number; name?: string } = {},
): Promise<Association> {
  sequence += 1;
  const repo = app.dataSource.getRepository(Association);
  const association = await repo.save(
    repo.create({
      name: options.name ?? `Associazione ${sequence}`,
      description: 'Una associazione di prova',
      address: 'Via Roma 1, Milano, MI',
      dateOfFoundation: '2000-01-01',
      siteWeb: null,
      imageId: null,
    }),
  );
  if (options.adminId)
    await app.dataSource.getRepository(Membership).insert({
      userId: options.adminId,
      associationId: association.id,
      status: 'accepted',
      isAdmin: true,
    });
  return association;
}

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }`;

export async function login(app: TestApp, email: string, password = PASSWORD): Promise<string> {
  const result = await app.gql<{ login: { accessToken: string } }>(LOGIN, {
    input: { email, password },
  });
  if (!result.data?.login) throw new Error(`login failed: ${JSON.stringify(result.errors)}`);
  return result.data.login.accessToken;
}

export async function userWithToken(
  app: TestApp,
  overrides: Partial<User> = {},
): Promise<{ user: User; token: string }> {
  const user = await buildUser(app, overrides);
  return { user, token: await login(app, user.email) };
}
