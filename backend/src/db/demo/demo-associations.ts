import type { EntityManager } from 'typeorm';
import { Membership } from '../../modules/memberships/membership.entity';
import type { User } from '../../modules/users/user.entity';
import type { Services } from '../../services';
import type { PersonKey } from './demo-people';

export type AssociationKey = 'cvm' | 'parco' | 'banco' | 'zampe' | 'libri' | 'sport' | 'nonni';

interface DemoMembership {
  person: PersonKey;
  status: 'accepted' | 'waiting';
  member?: boolean;
  admin?: boolean;
}

interface DemoAssociation {
  key: AssociationKey;
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  dateOfFoundation: string;
  siteWeb: string;
  /** Topic names of the catalogue (at most 3). */
  topics: string[];
  /** Logo colour. */
  color: string;
  /** Creates the association with a one-time code, so becomes its first administrator. */
  /** Its own legal data, printed on its register of volunteers (issue 23). */
  legal?: { fiscalCode: string; runtsNumber: string };
  founder: PersonKey;
  /** Volunteer requests, in the order they were made; accepted ones are accepted by the founder. */
  people: DemoMembership[];
  /** People who only follow (requests follow too). */
  followers: PersonKey[];
}

export const ASSOCIATIONS: readonly DemoAssociation[] = [
  {
    key: 'cvm',
    name: 'Croce Verde Milano',
    description:
      'Dal 1985 garantiamo soccorso sanitario, trasporti in ambulanza e assistenza alle persone fragili a Milano e provincia. ' +
      'Formiamo i nostri volontari con corsi di primo soccorso e BLSD e siamo presenti alle grandi manifestazioni della città.',
    street: 'Via Lulli 12',
    town: 'Milano',
    province: 'MI',
    dateOfFoundation: '1985-03-14',
    siteWeb: 'https://croceverde.example.org',
    topics: ['Salute', 'Emergenza e protezione civile'],
    color: '#15803d',
    // 11 digits whose last is the check digit (entity-fiscal-code.ts); made up for the demo
    legal: { fiscalCode: '97051234561', runtsNumber: 'RUNTS 12345' },
    founder: 'giulia',
    people: [
      { person: 'luca', status: 'accepted', admin: true, member: true },
      { person: 'marco', status: 'accepted', member: true },
      { person: 'elena', status: 'accepted', member: true },
      { person: 'paolo', status: 'accepted' },
      { person: 'anna', status: 'accepted' },
      { person: 'matteo', status: 'accepted' },
      { person: 'giorgia', status: 'accepted' },
      { person: 'federico', status: 'waiting' },
      { person: 'valentina', status: 'waiting' },
      { person: 'simone', status: 'waiting' },
    ],
    followers: ['martina', 'alessandro', 'chiara'],
  },
  {
    key: 'parco',
    name: 'Amici del Parco',
    description:
      'Cura del verde urbano, pulizia dei parchi e laboratori di educazione ambientale per scuole e famiglie. ' +
      'Ogni mese organizziamo giornate di pulizia aperte a tutti: basta un paio di guanti e un po’ di buona volontà.',
    street: 'Viale Cassala 3',
    town: 'Torino',
    province: 'TO',
    dateOfFoundation: '2009-06-05',
    siteWeb: 'https://amicidelparco.example.org',
    topics: ['Ambiente', 'Educazione'],
    color: '#65a30d',
    founder: 'chiara',
    people: [
      { person: 'martina', status: 'accepted', member: true },
      { person: 'paolo', status: 'accepted' },
      { person: 'giorgia', status: 'accepted' },
      { person: 'marco', status: 'waiting' },
      { person: 'anna', status: 'waiting' },
    ],
    followers: ['giulia', 'elena'],
  },
  {
    key: 'banco',
    name: 'Banco Solidale Roma',
    description:
      'Raccogliamo e distribuiamo alimenti alle famiglie in difficoltà del quartiere Appio-Tuscolano, ' +
      'in collaborazione con i supermercati e le parrocchie della zona. Il giovedì pomeriggio teniamo un doposcuola gratuito.',
    street: 'Via Appia Nuova 201',
    town: 'Roma',
    province: 'RM',
    dateOfFoundation: '2014-11-20',
    siteWeb: 'https://bancosolidale.example.org',
    topics: ['Inclusione sociale', 'Infanzia e famiglia'],
    color: '#c2410c',
    founder: 'francesca',
    people: [
      { person: 'alessandro', status: 'accepted', member: true },
      { person: 'valentina', status: 'accepted' },
      { person: 'simone', status: 'accepted' },
      { person: 'martina', status: 'accepted' },
      { person: 'anna', status: 'waiting' },
    ],
    followers: ['marco', 'giulia', 'sara'],
  },
  {
    key: 'zampe',
    name: 'Zampe Amiche Bologna',
    description:
      'Gestiamo un rifugio per cani e gatti abbandonati sui colli bolognesi: passeggiate, cure, adozioni consapevoli ' +
      'e campagne di sensibilizzazione contro l’abbandono.',
    street: 'Via dei Colli 12',
    town: 'Bologna',
    province: 'BO',
    dateOfFoundation: '2003-04-18',
    siteWeb: 'https://zampeamiche.example.org',
    topics: ['Animali'],
    color: '#a16207',
    founder: 'davide',
    people: [
      { person: 'federico', status: 'accepted' },
      { person: 'giorgia', status: 'accepted', member: true },
      { person: 'elena', status: 'accepted' },
      { person: 'matteo', status: 'waiting' },
    ],
    followers: ['anna', 'valentina', 'marco'],
  },
  {
    key: 'libri',
    name: 'Libri in Circolo Napoli',
    description:
      'Promuoviamo la lettura nei quartieri di Napoli con letture ad alta voce per bambini, scambi di libri in piazza ' +
      'e una piccola biblioteca di quartiere aperta grazie ai volontari.',
    street: 'Via Toledo 256',
    town: 'Napoli',
    province: 'NA',
    dateOfFoundation: '2016-09-24',
    siteWeb: 'https://libriincircolo.example.org',
    topics: ['Cultura', 'Educazione', 'Infanzia e famiglia'],
    color: '#6d28d9',
    founder: 'sara',
    people: [
      { person: 'simone', status: 'accepted', member: true },
      { person: 'valentina', status: 'accepted' },
      { person: 'alessandro', status: 'accepted' },
      { person: 'giorgia', status: 'waiting' },
    ],
    followers: ['francesca', 'chiara', 'elena'],
  },
  {
    key: 'sport',
    name: 'Sport Senza Barriere Firenze',
    description:
      'Sport per tutte e per tutti: tornei integrati, nuoto e camminate per persone con disabilità insieme ' +
      'alle loro famiglie e ai volontari. Nessuna esperienza richiesta, solo voglia di stare insieme.',
    street: 'Viale Manfredo Fanti 4',
    town: 'Firenze',
    province: 'FI',
    dateOfFoundation: '2011-02-07',
    siteWeb: 'https://sportsenzabarriere.example.org',
    topics: ['Sport', 'Disabilità', 'Inclusione sociale'],
    color: '#1d4ed8',
    founder: 'lorenzo',
    people: [
      { person: 'matteo', status: 'accepted', member: true },
      { person: 'federico', status: 'accepted' },
      { person: 'anna', status: 'accepted' },
      { person: 'paolo', status: 'waiting' },
    ],
    followers: ['marco', 'luca', 'davide'],
  },
  {
    // a neighbour of Milano: "Associazioni nella tua zona" shows it first to Giulia and Marco
    key: 'nonni',
    name: 'Nonni Connessi Monza',
    description:
      'Aiutiamo le persone anziane della Brianza a usare smartphone, videochiamate e servizi online: ' +
      'sportelli settimanali in biblioteca, visite a domicilio e pomeriggi insieme tra generazioni.',
    street: 'Via Italia 18',
    town: 'Monza',
    province: 'MB',
    dateOfFoundation: '2019-10-01',
    siteWeb: 'https://nonniconnessi.example.org',
    topics: ['Anziani', 'Inclusione sociale'],
    color: '#0e7490',
    founder: 'federico',
    people: [
      { person: 'valentina', status: 'accepted', member: true },
      { person: 'simone', status: 'accepted' },
    ],
    followers: ['martina'],
  },
];

export interface SeededAssociation {
  id: number;
  /** The founder, who decides its requests and creates its events. */
  adminId: number;
}

/**
 * Creates each association the way the app does (one-time code, then "Modifica associazione" with
 * a logo and a web site), then its volunteers: requests, decided by the founder, roles set.
 */
export async function seedAssociations(
  services: Services,
  em: EntityManager,
  people: Map<PersonKey, User>,
  logos: Map<AssociationKey, Buffer>,
): Promise<Map<AssociationKey, SeededAssociation>> {
  const idOf = (key: PersonKey) => people.get(key)!.id;
  const topics = await services.catalog.topics();
  const topicIds = (names: string[]) =>
    names.map((name) => {
      const topic = topics.find((t) => t.name === name);
      if (!topic) throw new Error(`demo: no topic "${name}" in the catalogue`);
      return topic.id;
    });
  const codes = await services.activationCodes.generate(ASSOCIATIONS.length);
  const memberships = em.getRepository(Membership);
  const seeded = new Map<AssociationKey, SeededAssociation>();

  for (const [i, a] of ASSOCIATIONS.entries()) {
    const adminId = idOf(a.founder);
    const fields = {
      name: a.name,
      description: a.description,
      street: a.street,
      town: a.town,
      province: a.province,
      dateOfFoundation: a.dateOfFoundation,
      topicIds: topicIds(a.topics),
    };
    const { id } = await services.associations.create(adminId, {
      ...fields,
      activationCode: codes[i]!,
    });
    await services.associations.update(adminId, {
      ...fields,
      id,
      image: logos.get(a.key)!,
      siteWeb: a.siteWeb,
      // every first step done (docs/association-first-steps.md): the demo dashboards show no checklist
      messagingChannelUrl: `https://chat.example.org/${a.key}`,
      ...a.legal,
    });
    seeded.set(a.key, { id, adminId });

    for (const m of a.people) await services.memberships.requestToVolunteer(idOf(m.person), id);
    const requests = await memberships.findBy({ associationId: id, status: 'waiting' });
    for (const m of a.people.filter((p) => p.status === 'accepted')) {
      const request = requests.find((r) => r.userId === idOf(m.person))!;
      await services.memberships.decide(adminId, request.id, true);
      if (m.admin || m.member)
        await services.memberships.setRoles(adminId, request.id, {
          isAdmin: m.admin ?? false,
          isMember: m.member ?? false,
        });
    }
    for (const key of a.followers) await services.memberships.follow(idOf(key), id);
    // a few page visits, so the dashboard's statistics are not all zero
    for (const key of [a.people[0]!.person, ...a.followers.slice(0, 1)])
      await services.associations.recordView(idOf(key), id);
  }
  return seeded;
}
