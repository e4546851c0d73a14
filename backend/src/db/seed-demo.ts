import { logger } from '../common/logger';
import { Association } from '../modules/associations/association.entity';
import { hashPassword } from '../modules/auth/password-hasher';
import { Topic } from '../modules/catalog/topic.entity';
import { EventType } from '../modules/catalog/event-type.entity';
import { Follow } from '../modules/memberships/follow.entity';
import { Membership } from '../modules/memberships/membership.entity';
import { User } from '../modules/users/user.entity';
import type { Services } from '../services';

/** Logins printed in the README and in the log on first start. */
export const DEMO_PASSWORD = 'Insieme2025!';
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@insieme.demo',
    name: 'Giulia',
    surname: 'Rossi',
    role: 'amministratrice di Croce Verde Milano',
  },
  { email: 'volontario@insieme.demo', name: 'Marco', surname: 'Bianchi', role: 'volontario' },
] as const;

const ASSOCIATIONS = [
  {
    name: 'Croce Verde Milano',
    description:
      'Soccorso sanitario, trasporti e assistenza alle persone fragili a Milano e provincia.',
    address: 'Via Lulli 12, Milano, MI',
    dateOfFoundation: '1985-03-14',
    siteWeb: 'https://croceverde.example.org',
    topics: ['Salute', 'Emergenza e protezione civile'],
  },
  {
    name: 'Amici del Parco',
    description: 'Cura del verde urbano, pulizia dei parchi e laboratori di educazione ambientale.',
    address: 'Viale Cassala 3, Torino, TO',
    dateOfFoundation: '2009-06-05',
    siteWeb: null,
    topics: ['Ambiente', 'Educazione'],
  },
  {
    name: 'Banco Solidale Roma',
    description: 'Raccolta e distribuzione di alimenti alle famiglie in difficoltà del quartiere.',
    address: 'Via Appia Nuova 201, Roma, RM',
    dateOfFoundation: '2014-11-20',
    siteWeb: 'https://bancosolidale.example.org',
    topics: ['Inclusione sociale', 'Infanzia e famiglia'],
  },
];

/** Seeds demo data on the first start of an empty database (SEED_DEMO=false turns it off). */
export async function seedDemo(services: Services): Promise<void> {
  const { dataSource } = services;
  if ((await dataSource.getRepository(User).count()) > 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await dataSource.transaction(async (em) => {
    const topics = await em.getRepository(Topic).find();
    const eventTypes = await em.getRepository(EventType).find({ take: 3, order: { id: 'ASC' } });
    const associations = [];
    for (const a of ASSOCIATIONS) {
      associations.push(
        await em.getRepository(Association).save(
          em.getRepository(Association).create({
            ...a,
            imageId: null,
            topics: topics.filter((t) => a.topics.includes(t.name)),
          }),
        ),
      );
    }
    const [admin, volunteer] = await Promise.all(
      DEMO_ACCOUNTS.map((account, i) =>
        em.getRepository(User).save(
          em.getRepository(User).create({
            email: account.email,
            name: account.name,
            surname: account.surname,
            phone: i === 0 ? '3331234567' : '3337654321',
            birthDate: i === 0 ? '1988-04-12' : '1995-09-30',
            passwordHash,
            emailConfirmedAt: new Date(),
            preferences: eventTypes,
          }),
        ),
      ),
    );
    await em.getRepository(Membership).insert([
      {
        userId: admin.id,
        associationId: associations[0].id,
        status: 'accepted',
        isAdmin: true,
        decidedAt: new Date(),
      },
      {
        userId: volunteer.id,
        associationId: associations[0].id,
        status: 'accepted',
        isMember: true,
        decidedAt: new Date(),
      },
      { userId: volunteer.id, associationId: associations[1].id, status: 'waiting' },
    ]);
    await em.getRepository(Follow).insert([
      { userId: volunteer.id, associationId: associations[0].id },
      { userId: volunteer.id, associationId: associations[1].id },
    ]);
  });
  const codes = await services.activationCodes.generate(3);
  logger.info(
    {
      accounts: DEMO_ACCOUNTS.map((a) => a.email),
      password: DEMO_PASSWORD,
      activationCodes: codes,
    },
    `Demo data seeded. Log in as ${DEMO_ACCOUNTS.map((a) => a.email).join(' or ')} with password ${DEMO_PASSWORD}`,
  );
}
