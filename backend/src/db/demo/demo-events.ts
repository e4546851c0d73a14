import { In, type EntityManager } from 'typeorm';
import { SHIFT_COLORS } from '@insieme/schema';
import { Shift } from '../../modules/shifts/shift.entity';
import { SignUp } from '../../modules/shifts/sign-up.entity';
import type { User } from '../../modules/users/user.entity';
import type { Services } from '../../services';
import type { AssociationKey, SeededAssociation } from './demo-associations';
import { plusMinutes, type DemoClock, type DemoWhen } from './demo-clock';
import type { PhotoSpec } from './demo-images';
import type { PersonKey } from './demo-people';

type SignUpPlan = [PersonKey, 'accepted' | 'waiting'];

interface DemoShift {
  title: string;
  description?: string;
  /** Index in the 9-colour palette. */
  color: number;
  /** Minutes after the event's start. */
  from: number;
  minutes: number;
  max: number;
  /** Open to people who are not volunteers of the association (public events only). */
  open?: boolean;
  signUps?: SignUpPlan[];
}

interface DemoEvent {
  association: AssociationKey;
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  /** A negative day is an event already over (see `moveIntoPast`). */
  when: DemoWhen;
  hours: number;
  isPublic: boolean;
  topics: string[];
  eventTypes: string[];
  photos: PhotoSpec[];
  shifts: DemoShift[];
  likes: PersonKey[];
  /** Archived by an administrator after its sign-ups. */
  archive?: boolean;
}

/**
 * The programme of the next three weeks. Between them the shifts show every state a screen can
 * show: free, one place left, full, for volunteers only, open to everyone; accepted and pending
 * sign-ups. Marco (volontario@) has shifts today and on several days after; Giulia (admin@)
 * manages Croce Verde's, so both find something on Home and in the calendar.
 */
export const EVENTS: readonly DemoEvent[] = [
  {
    association: 'cvm',
    name: 'Servizio ambulanza',
    description:
      'Turni sull’ambulanza della sede di Via Lulli: trasporti sanitari e interventi in convenzione con il 118. ' +
      'Presentarsi in sede 15 minuti prima con la divisa.',
    street: 'Via Lulli 12',
    town: 'Milano',
    province: 'MI',
    when: { day: 0, at: '14:00' },
    hours: 6,
    isPublic: false,
    topics: ['Salute', 'Emergenza e protezione civile'],
    eventTypes: ['Assistenza'],
    photos: [{ scene: 'city', sky: 'morning' }],
    shifts: [
      {
        title: 'Pomeriggio',
        description: 'Equipaggio del pomeriggio: autista e soccorritore.',
        color: 0,
        from: 0,
        minutes: 180,
        max: 2,
        signUps: [
          ['marco', 'accepted'],
          ['elena', 'accepted'],
        ],
      },
      {
        title: 'Sera',
        color: 1,
        from: 180,
        minutes: 180,
        max: 3,
        signUps: [
          ['paolo', 'accepted'],
          ['anna', 'accepted'],
          ['matteo', 'waiting'],
        ],
      },
    ],
    likes: ['marco', 'elena', 'luca'],
  },
  {
    association: 'cvm',
    name: 'Corso BLSD per volontari',
    description:
      'Corso di rianimazione cardiopolmonare e uso del defibrillatore (BLSD) con certificazione. ' +
      'Posti riservati ai volontari dell’associazione; servono abbigliamento comodo e tanta attenzione.',
    street: 'Via Lulli 12',
    town: 'Milano',
    province: 'MI',
    when: { day: 2, at: '09:00' },
    hours: 4,
    isPublic: true,
    topics: ['Salute', 'Educazione'],
    eventTypes: ['Formazione'],
    photos: [
      { scene: 'hall', sky: 'morning' },
      { scene: 'hall', sky: 'sunset' },
    ],
    shifts: [
      {
        title: 'Partecipanti',
        color: 2,
        from: 0,
        minutes: 240,
        max: 8,
        signUps: [
          ['marco', 'accepted'],
          ['giorgia', 'accepted'],
          ['anna', 'waiting'],
        ],
      },
      {
        title: 'Istruttori',
        description: 'Istruttori certificati IRC.',
        color: 3,
        from: 0,
        minutes: 240,
        max: 2,
        signUps: [
          ['luca', 'accepted'],
          ['elena', 'accepted'],
        ],
      },
    ],
    likes: ['marco', 'giorgia', 'anna', 'paolo'],
  },
  {
    association: 'cvm',
    name: 'Giornata della prevenzione',
    description:
      'Gazebo in piazza con misurazione gratuita di pressione e glicemia e informazioni sul primo soccorso. ' +
      'Chiunque può dare una mano ad allestire e smontare; le misurazioni sono riservate ai volontari formati.',
    street: 'Piazza del Duomo',
    town: 'Milano',
    province: 'MI',
    when: { day: 4, at: '10:00' },
    hours: 7,
    isPublic: true,
    topics: ['Salute'],
    eventTypes: ['Sensibilizzazione'],
    photos: [{ scene: 'market', sky: 'morning' }],
    shifts: [
      {
        title: 'Allestimento gazebo',
        color: 5,
        from: 0,
        minutes: 90,
        max: 4,
        open: true,
        signUps: [
          ['matteo', 'accepted'],
          ['marco', 'waiting'],
          ['martina', 'waiting'],
        ],
      },
      {
        title: 'Misurazione pressione',
        description: 'Solo volontari con il corso sanitario.',
        color: 0,
        from: 90,
        minutes: 240,
        max: 3,
        signUps: [
          ['giulia', 'accepted'],
          ['elena', 'accepted'],
        ],
      },
      { title: 'Smontaggio', color: 8, from: 330, minutes: 90, max: 3, open: true },
    ],
    likes: ['giulia', 'marco', 'martina', 'chiara'],
  },
  {
    association: 'cvm',
    name: 'Assistenza alla Stramilano',
    description:
      'Assistenza sanitaria lungo il percorso della Stramilano: postazioni fisse alla partenza e all’arrivo. ' +
      'Le postazioni di partenza sono aperte anche a chi non è ancora volontario.',
    street: 'Piazza Castello',
    town: 'Milano',
    province: 'MI',
    when: { day: 7, at: '08:00' },
    hours: 6,
    isPublic: true,
    topics: ['Salute', 'Sport'],
    eventTypes: ['Assistenza', 'Evento sportivo'],
    photos: [{ scene: 'sport', sky: 'morning' }],
    shifts: [
      {
        title: 'Postazione partenza',
        color: 7,
        from: 0,
        minutes: 180,
        max: 6,
        open: true,
        signUps: [
          ['marco', 'accepted'],
          ['giorgia', 'accepted'],
          ['federico', 'waiting'],
        ],
      },
      {
        title: 'Postazione arrivo',
        color: 4,
        from: 120,
        minutes: 240,
        max: 4,
        signUps: [
          ['luca', 'accepted'],
          ['paolo', 'accepted'],
          ['anna', 'waiting'],
        ],
      },
    ],
    likes: ['marco', 'federico', 'lorenzo', 'matteo'],
  },
  {
    association: 'cvm',
    name: 'Trasporti per visite mediche',
    description:
      'Accompagniamo anziani e persone fragili alle visite mediche negli ospedali cittadini. ' +
      'Serve la patente B e un po’ di pazienza.',
    street: 'Via Lulli 12',
    town: 'Milano',
    province: 'MI',
    when: { day: 10, at: '08:30' },
    hours: 8,
    isPublic: false,
    topics: ['Salute', 'Anziani'],
    eventTypes: ['Assistenza'],
    photos: [],
    shifts: [
      {
        title: 'Mattina',
        color: 1,
        from: 0,
        minutes: 240,
        max: 2,
        signUps: [
          ['paolo', 'accepted'],
          ['anna', 'waiting'],
        ],
      },
      {
        title: 'Pomeriggio',
        color: 6,
        from: 240,
        minutes: 240,
        max: 2,
        signUps: [
          ['marco', 'accepted'],
          ['elena', 'accepted'],
        ],
      },
    ],
    likes: ['elena'],
  },
  {
    association: 'cvm',
    name: 'Serata informativa sul 118',
    description:
      'Incontro aperto alla cittadinanza su come funziona il sistema di emergenza. ' +
      'Archiviato: l’incontro si terrà online, il link arriverà con una notifica.',
    street: 'Via Lulli 12',
    town: 'Milano',
    province: 'MI',
    when: { day: 12, at: '20:30' },
    hours: 2,
    isPublic: true,
    topics: ['Salute', 'Emergenza e protezione civile'],
    eventTypes: ['Sensibilizzazione', 'Formazione'],
    photos: [{ scene: 'hall', sky: 'dusk' }],
    shifts: [
      {
        title: 'Accoglienza',
        color: 0,
        from: 0,
        minutes: 120,
        max: 2,
        signUps: [['elena', 'accepted']],
      },
    ],
    likes: ['elena', 'paolo'],
    archive: true,
  },
  {
    association: 'cvm',
    name: 'Raccolta fondi al mercato',
    description:
      'Banchetto al mercato di Piazzale Lagosta per raccogliere fondi per la nuova ambulanza. ' +
      'Aperto a tutti: si vendono torte fatte in casa e gadget dell’associazione.',
    street: 'Piazzale Lagosta',
    town: 'Milano',
    province: 'MI',
    when: { day: 15, at: '08:00' },
    hours: 5,
    isPublic: true,
    topics: ['Salute'],
    eventTypes: ['Raccolta fondi'],
    photos: [{ scene: 'market', sky: 'sunset' }],
    shifts: [
      {
        title: 'Banchetto',
        color: 3,
        from: 0,
        minutes: 300,
        max: 4,
        open: true,
        signUps: [
          ['marco', 'accepted'],
          ['anna', 'accepted'],
          ['valentina', 'waiting'],
        ],
      },
    ],
    likes: ['giulia', 'marco', 'valentina'],
  },
  {
    association: 'cvm',
    name: 'Esercitazione di protezione civile',
    description:
      'Esercitazione con la protezione civile regionale: allestimento di un campo e simulazione di evacuazione.',
    street: 'Via Novara 1',
    town: 'Milano',
    province: 'MI',
    when: { day: 19, at: '09:00' },
    hours: 8,
    isPublic: false,
    topics: ['Emergenza e protezione civile'],
    eventTypes: ['Formazione', 'Logistica'],
    photos: [],
    shifts: [
      {
        title: 'Squadra logistica',
        color: 8,
        from: 0,
        minutes: 480,
        max: 10,
        signUps: [
          ['luca', 'accepted'],
          ['matteo', 'waiting'],
        ],
      },
      {
        title: 'Squadra sanitaria',
        color: 0,
        from: 0,
        minutes: 480,
        max: 6,
        signUps: [
          ['elena', 'accepted'],
          ['giorgia', 'accepted'],
        ],
      },
    ],
    likes: ['luca'],
  },
  {
    association: 'cvm',
    name: 'Assistenza alla Milano Marathon',
    description:
      'Postazioni sanitarie lungo il percorso della maratona. Grazie a tutti i volontari: 14 interventi, nessuno grave!',
    street: 'Corso Venezia',
    town: 'Milano',
    province: 'MI',
    when: { day: -9, at: '08:00' },
    hours: 6,
    isPublic: true,
    topics: ['Salute', 'Sport'],
    eventTypes: ['Assistenza', 'Evento sportivo'],
    photos: [{ scene: 'city', sky: 'sunset' }],
    shifts: [
      {
        title: 'Postazione km 10',
        color: 7,
        from: 0,
        minutes: 300,
        max: 4,
        signUps: [
          ['marco', 'accepted'],
          ['elena', 'accepted'],
          ['paolo', 'accepted'],
        ],
      },
      {
        title: 'Postazione arrivo',
        color: 4,
        from: 60,
        minutes: 300,
        max: 2,
        signUps: [
          ['luca', 'accepted'],
          ['anna', 'accepted'],
        ],
      },
    ],
    likes: ['marco', 'elena', 'paolo', 'anna', 'giorgia', 'federico', 'luca'],
  },
  {
    association: 'parco',
    name: 'Pulizia del Parco del Valentino',
    description:
      'Giornata di pulizia lungo il Po e nei viali del parco. Guanti, sacchi e pinze li portiamo noi; ' +
      'aperta a chiunque voglia partecipare, anche con i bambini.',
    street: 'Corso Massimo d’Azeglio',
    town: 'Torino',
    province: 'TO',
    when: { day: 1, at: '09:30' },
    hours: 4,
    isPublic: true,
    topics: ['Ambiente'],
    eventTypes: ['Pulizia del territorio'],
    photos: [
      { scene: 'park', sky: 'morning' },
      { scene: 'park', sky: 'sunset' },
    ],
    shifts: [
      {
        title: 'Squadra rifiuti',
        color: 7,
        from: 0,
        minutes: 150,
        max: 10,
        open: true,
        signUps: [
          ['martina', 'accepted'],
          ['paolo', 'accepted'],
          ['giorgia', 'accepted'],
          ['alessandro', 'waiting'],
        ],
      },
      { title: 'Squadra sfalci', color: 6, from: 90, minutes: 150, max: 5, open: true },
    ],
    likes: ['martina', 'paolo', 'marco', 'giulia'],
  },
  {
    association: 'parco',
    name: 'Laboratorio di giardinaggio',
    description:
      'Laboratorio per bambini dai 6 ai 10 anni: semine, travasi e un piccolo orto da portare a casa.',
    street: 'Viale Cassala 3',
    town: 'Torino',
    province: 'TO',
    when: { day: 8, at: '15:00' },
    hours: 3,
    isPublic: true,
    topics: ['Ambiente', 'Educazione'],
    eventTypes: ['Formazione', 'Animazione'],
    photos: [],
    shifts: [
      {
        title: 'Aiuto laboratorio',
        color: 7,
        from: 0,
        minutes: 180,
        max: 2,
        signUps: [
          ['martina', 'accepted'],
          ['giorgia', 'accepted'],
        ],
      },
    ],
    likes: ['giorgia'],
  },
  {
    association: 'parco',
    name: 'Piantumazione alberi',
    description: 'Mettiamo a dimora 40 nuovi alberi nel parco della Pellerina con il Comune.',
    street: 'Corso Appio Claudio',
    town: 'Torino',
    province: 'TO',
    when: { day: 14, at: '09:00' },
    hours: 5,
    isPublic: false,
    topics: ['Ambiente'],
    eventTypes: ['Pulizia del territorio'],
    photos: [],
    shifts: [
      { title: '', color: 7, from: 0, minutes: 300, max: 6, signUps: [['paolo', 'accepted']] },
    ],
    likes: [],
  },
  {
    association: 'banco',
    name: 'Distribuzione pacchi alimentari',
    description:
      'Distribuzione settimanale dei pacchi alle famiglie seguite dall’associazione. ' +
      'Prima si preparano i pacchi in magazzino, poi si consegnano su appuntamento.',
    street: 'Via Appia Nuova 201',
    town: 'Roma',
    province: 'RM',
    when: { day: 0, at: '16:00' },
    hours: 3,
    isPublic: true,
    topics: ['Inclusione sociale', 'Infanzia e famiglia'],
    eventTypes: ['Raccolta alimentare', 'Assistenza'],
    photos: [{ scene: 'hall', sky: 'sunset' }],
    shifts: [
      {
        title: 'Preparazione pacchi',
        color: 5,
        from: 0,
        minutes: 90,
        max: 3,
        signUps: [
          ['alessandro', 'accepted'],
          ['valentina', 'accepted'],
        ],
      },
      {
        title: 'Distribuzione',
        color: 3,
        from: 90,
        minutes: 90,
        max: 4,
        open: true,
        signUps: [
          ['martina', 'accepted'],
          ['simone', 'waiting'],
        ],
      },
    ],
    likes: ['valentina', 'alessandro', 'sara'],
  },
  {
    association: 'banco',
    name: 'Colletta al supermercato',
    description:
      'Colletta alimentare davanti ai supermercati del quartiere: invitiamo i clienti a donare pasta, legumi, ' +
      'olio e prodotti per l’infanzia. Aperta anche a chi non è volontario.',
    street: 'Via Tuscolana 500',
    town: 'Roma',
    province: 'RM',
    when: { day: 6, at: '09:00' },
    hours: 9,
    isPublic: true,
    topics: ['Inclusione sociale'],
    eventTypes: ['Raccolta alimentare'],
    photos: [],
    shifts: [
      {
        title: 'Ingresso mattina',
        color: 5,
        from: 0,
        minutes: 240,
        max: 4,
        open: true,
        signUps: [
          ['valentina', 'accepted'],
          ['simone', 'accepted'],
          ['alessandro', 'accepted'],
        ],
      },
      {
        title: 'Ingresso pomeriggio',
        color: 6,
        from: 240,
        minutes: 300,
        max: 4,
        open: true,
        signUps: [['martina', 'accepted']],
      },
      {
        title: 'Magazzino',
        description: 'Smistamento e pesatura delle donazioni.',
        color: 8,
        from: 0,
        minutes: 540,
        max: 2,
        signUps: [['simone', 'waiting']],
      },
    ],
    likes: ['marco', 'giulia', 'valentina', 'martina', 'anna'],
  },
  {
    association: 'banco',
    name: 'Doposcuola per bambini',
    description: 'Aiuto compiti e merenda per i bambini delle famiglie che seguiamo.',
    street: 'Via Appia Nuova 201',
    town: 'Roma',
    province: 'RM',
    when: { day: 13, at: '15:00' },
    hours: 3,
    isPublic: false,
    topics: ['Infanzia e famiglia', 'Educazione'],
    eventTypes: ['Animazione'],
    photos: [],
    shifts: [
      {
        title: 'Tutor',
        color: 2,
        from: 0,
        minutes: 180,
        max: 3,
        signUps: [
          ['valentina', 'accepted'],
          ['simone', 'accepted'],
        ],
      },
    ],
    likes: ['simone'],
  },
  {
    association: 'zampe',
    name: 'Passeggiata con i cani del rifugio',
    description:
      'Portiamo a spasso i cani ospiti del rifugio sui sentieri dei colli. Un’occasione per conoscerli ' +
      '(e magari adottarne uno). Aperta a tutti, in gruppi piccoli.',
    street: 'Via dei Colli 12',
    town: 'Bologna',
    province: 'BO',
    when: { day: 3, at: '10:00' },
    hours: 3,
    isPublic: true,
    topics: ['Animali'],
    eventTypes: ['Animazione'],
    photos: [
      { scene: 'shelter', sky: 'morning' },
      { scene: 'park', sky: 'morning' },
    ],
    shifts: [
      {
        title: 'Gruppo del mattino',
        color: 6,
        from: 0,
        minutes: 90,
        max: 5,
        open: true,
        signUps: [
          ['federico', 'accepted'],
          ['giorgia', 'accepted'],
        ],
      },
      {
        title: 'Gruppo di mezzogiorno',
        color: 5,
        from: 90,
        minutes: 90,
        max: 5,
        open: true,
        signUps: [
          ['elena', 'accepted'],
          ['anna', 'waiting'],
        ],
      },
    ],
    likes: ['anna', 'valentina', 'marco', 'giorgia'],
  },
  {
    association: 'zampe',
    name: 'Open day al rifugio',
    description:
      'Il rifugio apre le porte: visite guidate, merenda e banchetto per le adozioni a distanza.',
    street: 'Via dei Colli 12',
    town: 'Bologna',
    province: 'BO',
    when: { day: 11, at: '14:00' },
    hours: 4,
    isPublic: true,
    topics: ['Animali'],
    eventTypes: ['Sensibilizzazione', 'Raccolta fondi'],
    photos: [],
    shifts: [
      {
        title: 'Accoglienza visitatori',
        color: 6,
        from: 0,
        minutes: 240,
        max: 3,
        signUps: [
          ['federico', 'accepted'],
          ['giorgia', 'accepted'],
          ['elena', 'accepted'],
        ],
      },
      { title: 'Banchetto adozioni', color: 3, from: 0, minutes: 240, max: 2, open: true },
    ],
    likes: ['federico', 'anna'],
  },
  {
    association: 'libri',
    name: 'Letture ad alta voce',
    description:
      'Letture per bambini dai 4 agli 8 anni nella biblioteca di quartiere, con laboratorio finale.',
    street: 'Via Toledo 256',
    town: 'Napoli',
    province: 'NA',
    when: { day: 5, at: '17:00' },
    hours: 2,
    isPublic: true,
    topics: ['Cultura', 'Infanzia e famiglia'],
    eventTypes: ['Evento culturale'],
    photos: [{ scene: 'hall', sky: 'morning' }],
    shifts: [
      {
        title: 'Lettori',
        color: 2,
        from: 0,
        minutes: 120,
        max: 4,
        open: true,
        signUps: [
          ['simone', 'accepted'],
          ['giorgia', 'waiting'],
        ],
      },
      {
        title: 'Accoglienza',
        color: 1,
        from: 0,
        minutes: 120,
        max: 2,
        signUps: [['valentina', 'accepted']],
      },
    ],
    likes: ['valentina', 'francesca'],
  },
  {
    association: 'libri',
    name: 'Scambio di libri in piazza',
    description:
      'Porta un libro, prendi un libro: bancarelle di scambio in Piazza Bellini per tutta la mattina.',
    street: 'Piazza Bellini',
    town: 'Napoli',
    province: 'NA',
    when: { day: 17, at: '10:00' },
    hours: 6,
    isPublic: true,
    topics: ['Cultura'],
    eventTypes: ['Evento culturale', 'Sensibilizzazione'],
    photos: [],
    shifts: [
      {
        title: 'Banco libri',
        color: 2,
        from: 0,
        minutes: 360,
        max: 6,
        open: true,
        signUps: [['alessandro', 'accepted']],
      },
    ],
    likes: ['chiara', 'alessandro', 'simone'],
  },
  {
    association: 'sport',
    name: 'Torneo di basket integrato',
    description:
      'Torneo di basket con squadre miste di atleti con e senza disabilità. Cerchiamo arbitri e volontari ' +
      'per l’accoglienza delle squadre.',
    street: 'Viale Manfredo Fanti 4',
    town: 'Firenze',
    province: 'FI',
    when: { day: 2, at: '15:00' },
    hours: 4,
    isPublic: true,
    topics: ['Sport', 'Disabilità', 'Inclusione sociale'],
    eventTypes: ['Evento sportivo'],
    photos: [{ scene: 'sport', sky: 'sunset' }],
    shifts: [
      {
        title: 'Arbitri',
        color: 4,
        from: 0,
        minutes: 240,
        max: 2,
        signUps: [
          ['matteo', 'accepted'],
          ['federico', 'accepted'],
        ],
      },
      {
        title: 'Accoglienza atleti',
        color: 1,
        from: 0,
        minutes: 240,
        max: 6,
        open: true,
        signUps: [['anna', 'accepted']],
      },
    ],
    likes: ['matteo', 'federico', 'anna', 'marco'],
  },
  {
    association: 'sport',
    name: 'Pomeriggio in piscina',
    description:
      'Nuoto libero accompagnato per ragazzi con disabilità: servono volontari a bordo vasca.',
    street: 'Viale Manfredo Fanti 4',
    town: 'Firenze',
    province: 'FI',
    when: { day: 9, at: '14:30' },
    hours: 3,
    isPublic: true,
    topics: ['Sport', 'Disabilità'],
    eventTypes: ['Evento sportivo', 'Assistenza'],
    photos: [],
    shifts: [
      {
        title: 'Assistenza bordo vasca',
        color: 1,
        from: 0,
        minutes: 180,
        max: 4,
        open: true,
        signUps: [
          ['marco', 'accepted'],
          ['anna', 'accepted'],
          ['paolo', 'waiting'],
        ],
      },
    ],
    likes: ['marco', 'anna'],
  },
  {
    association: 'sport',
    name: 'Camminata inclusiva sui colli',
    description:
      'Otto chilometri facili da Piazzale Michelangelo a Fiesole, con carrozzine da trekking per chi ne ha bisogno.',
    street: 'Piazzale Michelangelo',
    town: 'Firenze',
    province: 'FI',
    when: { day: 20, at: '09:30' },
    hours: 4,
    isPublic: true,
    topics: ['Sport', 'Inclusione sociale'],
    eventTypes: ['Evento sportivo'],
    photos: [],
    shifts: [
      {
        title: 'Accompagnatori',
        color: 7,
        from: 0,
        minutes: 240,
        max: 12,
        open: true,
        signUps: [
          ['federico', 'accepted'],
          ['matteo', 'accepted'],
        ],
      },
    ],
    likes: ['federico', 'luca'],
  },
];

/**
 * The services refuse dates in the past, so an event already over is created this many days
 * later, signed up to and liked like any other, then moved back.
 */
const PAST_SHIFT_DAYS = 28;

/** Moves an event, its shifts and sign-ups back by `days` (Rome wall-clock kept). */
async function moveIntoPast(db: EntityManager, eventId: number, days: number): Promise<void> {
  const back = (column: string) =>
    `${column} = ((${column} AT TIME ZONE 'Europe/Rome') - make_interval(days => $2)) AT TIME ZONE 'Europe/Rome'`;
  await db.query(
    `UPDATE event SET ${back('start_date')}, ${back('end_date')}, ${back('created_at')} WHERE id = $1`,
    [eventId, days],
  );
  await db.query(
    `UPDATE shift SET ${back('start_date')}, ${back('end_date')}, ${back('created_at')} WHERE event_id = $1`,
    [eventId, days],
  );
  await db.query(
    `UPDATE user_shift SET ${back('created_at')}, ${back('decided_at')}
      WHERE shift_id IN (SELECT id FROM shift WHERE event_id = $1)`,
    [eventId, days],
  );
}

/**
 * Creates the events through the events service (with the photos rendered beforehand), then the
 * sign-ups through the shifts service: each person asks, the association's administrator accepts.
 */
export async function seedEvents(
  services: Services,
  em: EntityManager,
  clock: DemoClock,
  people: Map<PersonKey, User>,
  associations: Map<AssociationKey, SeededAssociation>,
  photos: Buffer[][],
): Promise<void> {
  const idOf = (key: PersonKey) => people.get(key)!.id;
  const [topics, eventTypes] = await Promise.all([
    services.catalog.topics(),
    services.catalog.eventTypes(),
  ]);
  const idsOf = (list: { id: number; name: string }[], names: string[]) =>
    names.map((name) => {
      const found = list.find((x) => x.name === name);
      if (!found) throw new Error(`demo: no "${name}" in the catalogue`);
      return found.id;
    });
  const shiftRepo = em.getRepository(Shift);
  const signUpRepo = em.getRepository(SignUp);

  for (const [i, e] of EVENTS.entries()) {
    const { id: associationId, adminId } = associations.get(e.association)!;
    const daysBack = e.when.day < 0 ? PAST_SHIFT_DAYS : 0;
    const start = clock.start({ day: e.when.day + daysBack, at: e.when.at });
    const { event } = await services.events.create(adminId, {
      associationId,
      name: e.name,
      description: e.description,
      street: e.street,
      town: e.town,
      province: e.province,
      startDate: start,
      endDate: plusMinutes(start, e.hours * 60),
      isPublic: e.isPublic,
      topicIds: idsOf(topics, e.topics),
      eventTypeIds: idsOf(eventTypes, e.eventTypes),
      photos: photos[i]!,
      shifts: e.shifts.map((s) => ({
        title: s.title,
        description: s.description ?? '',
        color: SHIFT_COLORS[s.color]!,
        startDate: plusMinutes(start, s.from),
        endDate: plusMinutes(start, s.from + s.minutes),
        maxVolunteer: s.max,
        openSubscription: s.open ?? false,
      })),
    });
    // inserted in one statement, so in the order given
    const shifts = await shiftRepo.find({ where: { eventId: event.id }, order: { id: 'ASC' } });
    const plans = e.shifts.flatMap((plan, k) =>
      (plan.signUps ?? []).map(([who, status]) => ({
        shiftId: shifts[k]!.id,
        userId: idOf(who),
        status,
      })),
    );
    for (const p of plans) await services.shifts.signUp(p.userId, p.shiftId);
    const requests = plans.length
      ? await signUpRepo.findBy({ shiftId: In(shifts.map((s) => s.id)) })
      : [];
    for (const p of plans.filter((x) => x.status === 'accepted')) {
      const request = requests.find((r) => r.shiftId === p.shiftId && r.userId === p.userId)!;
      await services.shifts.decide(adminId, request.id, true);
    }
    for (const who of e.likes) await services.eventReactions.like(idOf(who), event.id);
    if (e.archive) await services.events.terminate(adminId, event.id);
    if (daysBack) await moveIntoPast(em, event.id, daysBack);
  }
}
