import type { EntityManager } from 'typeorm';
import { computeFiscalCode } from '../../common/fiscal-code';
import { EventType } from '../../modules/catalog/event-type.entity';
import { User } from '../../modules/users/user.entity';
import type { UsersService } from '../../modules/users/users.service';

/** Every demo person logs in with this password (README, log). */
export const DEMO_PASSWORD = 'Insieme2025!';

/** The two logins printed in the README and in the log on first start. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@insieme.demo',
    name: 'Giulia',
    surname: 'Rossi',
    role: 'amministratrice di Croce Verde Milano',
  },
  { email: 'volontario@insieme.demo', name: 'Marco', surname: 'Bianchi', role: 'volontario' },
] as const;

export type PersonKey =
  | 'giulia'
  | 'marco'
  | 'luca'
  | 'elena'
  | 'paolo'
  | 'anna'
  | 'matteo'
  | 'chiara'
  | 'francesca'
  | 'davide'
  | 'sara'
  | 'lorenzo'
  | 'federico'
  | 'valentina'
  | 'simone'
  | 'martina'
  | 'alessandro'
  | 'giorgia';

export interface DemoPerson {
  key: PersonKey;
  name: string;
  surname: string;
  /** Defaults to name.surname@insieme.demo. */
  email?: string;
  phone: string;
  birthDate: string;
  /** Event type names (registration preferences). */
  preferences: string[];
  /** Colour of a generated profile picture; none keeps the placeholder. */
  avatar?: string;
  /**
   * The data a register of volunteers needs (issue 23), for the people Croce Verde's register
   * holds: the codice fiscale is computed from them (codice-fiscale-js), so it always matches.
   */
  register?: { sex: 'M' | 'F'; birthPlace: string; province: string; residence: string };
}

export const PEOPLE: readonly DemoPerson[] = [
  {
    key: 'giulia',
    name: 'Giulia',
    surname: 'Rossi',
    email: DEMO_ACCOUNTS[0].email,
    phone: '3331234567',
    birthDate: '1988-04-12',
    preferences: ['Assistenza', 'Formazione', 'Raccolta fondi'],
    avatar: '#be185d',
  },
  {
    key: 'marco',
    name: 'Marco',
    surname: 'Bianchi',
    email: DEMO_ACCOUNTS[1].email,
    phone: '3337654321',
    birthDate: '1995-09-30',
    preferences: ['Assistenza', 'Pulizia del territorio', 'Evento sportivo'],
    avatar: '#1d4ed8',
    register: {
      sex: 'M',
      birthPlace: 'Milano',
      province: 'MI',
      residence: 'Via Padova 21, Milano (MI)',
    },
  },
  {
    key: 'luca',
    name: 'Luca',
    surname: 'Ferrari',
    phone: '3401122334',
    birthDate: '1979-01-23',
    preferences: ['Assistenza', 'Logistica'],
    avatar: '#0f766e',
    register: {
      sex: 'M',
      birthPlace: 'Monza',
      province: 'MB',
      residence: 'Viale Monza 140, Milano (MI)',
    },
  },
  {
    key: 'elena',
    name: 'Elena',
    surname: 'Marino',
    phone: '3472233445',
    birthDate: '1992-06-08',
    preferences: ['Assistenza', 'Animazione'],
    avatar: '#6d28d9',
    register: {
      sex: 'F',
      birthPlace: 'Torino',
      province: 'TO',
      residence: 'Via Solari 8, Milano (MI)',
    },
  },
  {
    key: 'paolo',
    name: 'Paolo',
    surname: 'Conti',
    phone: '3283344556',
    birthDate: '1985-11-17',
    preferences: ['Logistica', 'Pulizia del territorio'],
    register: {
      sex: 'M',
      birthPlace: 'Bergamo',
      province: 'BG',
      residence: 'Via Ripamonti 77, Milano (MI)',
    },
  },
  {
    key: 'anna',
    name: 'Anna',
    surname: 'Gallo',
    phone: '3494455667',
    birthDate: '1999-03-02',
    preferences: ['Assistenza', 'Evento sportivo'],
  },
  {
    key: 'matteo',
    name: 'Matteo',
    surname: 'Bruno',
    phone: '3385566778',
    birthDate: '1990-07-21',
    preferences: ['Evento sportivo', 'Logistica'],
  },
  {
    key: 'chiara',
    name: 'Chiara',
    surname: 'Romano',
    phone: '3406677889',
    birthDate: '1983-12-05',
    preferences: ['Pulizia del territorio', 'Sensibilizzazione'],
    avatar: '#15803d',
  },
  {
    key: 'francesca',
    name: 'Francesca',
    surname: 'Esposito',
    phone: '3477788990',
    birthDate: '1976-05-14',
    preferences: ['Raccolta alimentare', 'Assistenza'],
  },
  {
    key: 'davide',
    name: 'Davide',
    surname: 'Colombo',
    phone: '3298899001',
    birthDate: '1987-08-29',
    preferences: ['Assistenza', 'Sensibilizzazione'],
    avatar: '#475569',
  },
  {
    key: 'sara',
    name: 'Sara',
    surname: 'Ricci',
    phone: '3319900112',
    birthDate: '1994-02-11',
    preferences: ['Evento culturale', 'Formazione'],
  },
  {
    key: 'lorenzo',
    name: 'Lorenzo',
    surname: 'Moretti',
    phone: '3391011121',
    birthDate: '1981-10-03',
    preferences: ['Evento sportivo', 'Animazione'],
  },
  {
    key: 'federico',
    name: 'Federico',
    surname: 'Costa',
    phone: '3452021222',
    birthDate: '1997-04-26',
    preferences: ['Evento sportivo', 'Assistenza'],
  },
  {
    key: 'valentina',
    name: 'Valentina',
    surname: 'Fontana',
    phone: '3463031323',
    birthDate: '1993-09-15',
    preferences: ['Raccolta alimentare', 'Evento culturale'],
  },
  {
    key: 'simone',
    name: 'Simone',
    surname: 'Greco',
    phone: '3484041424',
    birthDate: '2000-01-09',
    preferences: ['Evento culturale', 'Raccolta alimentare'],
  },
  {
    key: 'martina',
    name: 'Martina',
    surname: 'Lombardi',
    phone: '3205051525',
    birthDate: '1996-12-19',
    preferences: ['Pulizia del territorio', 'Raccolta alimentare'],
  },
  {
    key: 'alessandro',
    name: 'Alessandro',
    surname: 'Barbieri',
    phone: '3216061626',
    birthDate: '1989-06-30',
    preferences: ['Raccolta alimentare', 'Logistica'],
  },
  {
    key: 'giorgia',
    name: 'Giorgia',
    surname: 'Mancini',
    phone: '3227071727',
    birthDate: '1998-08-07',
    preferences: ['Assistenza', 'Animazione'],
  },
];

export const emailOf = (p: DemoPerson): string =>
  p.email ?? `${p.name}.${p.surname}@insieme.demo`.toLowerCase();

/**
 * Inserts the people directly, confirmed, all with the one password hash computed by the caller:
 * registration would hash (and mail) once per person, which is what makes a seed slow.
 */
export async function insertPeople(
  em: EntityManager,
  passwordHash: string,
): Promise<Map<PersonKey, User>> {
  const eventTypes = await em.getRepository(EventType).find();
  const byName = new Map(eventTypes.map((t) => [t.name, t]));
  const confirmedAt = new Date();
  const users = await em.getRepository(User).save(
    PEOPLE.map((p) =>
      em.getRepository(User).create({
        name: p.name,
        surname: p.surname,
        email: emailOf(p),
        phone: p.phone,
        birthDate: p.birthDate,
        passwordHash,
        emailConfirmedAt: confirmedAt,
        preferences: p.preferences.map((name) => byName.get(name)).filter((t) => t !== undefined),
        ...(p.register && {
          fiscalCode: computeFiscalCode({ ...p, ...p.register }),
          birthPlace: `${p.register.birthPlace} (${p.register.province})`,
          residence: p.register.residence,
        }),
      }),
    ),
  );
  return new Map(PEOPLE.map((p, i) => [p.key, users[i]!]));
}

/** Profile pictures (rendered beforehand), stored through the users' own service. */
export async function picturePeople(
  users: UsersService,
  people: Map<PersonKey, User>,
  avatars: Map<PersonKey, Buffer>,
): Promise<void> {
  for (const [key, image] of avatars) {
    const user = people.get(key)!;
    await users.updateProfile(user.id, {
      name: user.name,
      surname: user.surname,
      phone: user.phone,
      birthDate: user.birthDate,
      image,
      preferences: (user.preferences ?? []).map((t) => t.id),
    });
  }
}
