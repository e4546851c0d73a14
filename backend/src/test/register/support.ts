import {
  buildAssociation,
  buildMembership,
  buildUser,
  takeFiscalCode,
  tokenFor,
  uniqueFiscalCode,
} from '../factories';
import type { TestApp } from '../test-app';

/**
 * People with a valid codice fiscale for their birth date (computed with codice-fiscale-js from
 * name, surname, sex, birth date and place), for the register's tests.
 */
export const PEOPLE = {
  mario: {
    name: 'Mario',
    surname: 'Rossi',
    birthDate: '1985-03-15',
    fiscalCode: 'RSSMRA85C15H501R',
    birthPlace: 'Roma (RM)',
  },
  anna: {
    name: 'Anna',
    surname: 'Verdi',
    birthDate: '1990-05-20',
    fiscalCode: 'VRDNNA90E60F205X',
    birthPlace: 'Milano (MI)',
  },
  luca: {
    name: 'Luca',
    surname: 'Bianchi',
    birthDate: '1992-01-01',
    fiscalCode: 'BNCLCU92A01L219M',
    birthPlace: 'Torino (TO)',
  },
  giulia: {
    name: 'Giulia',
    surname: 'Neri',
    birthDate: '1988-11-07',
    fiscalCode: 'NREGLI88S47F839Q',
    birthPlace: 'Napoli (NA)',
  },
  paolo: {
    name: 'Paolo',
    surname: 'Gialli',
    birthDate: '1975-06-30',
    fiscalCode: 'GLLPLA75H30A944W',
    birthPlace: 'Bologna (BO)',
  },
} as const;

export type PersonKey = keyof typeof PEOPLE;

export interface Signed {
  id: number;
  email: string;
  token: string;
}

/** Today and `n` days from it, as the register reads days (Europe/Rome, YYYY-MM-DD). */
export function romeDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

/** A signed-in person; with `data`, their profile has everything the register needs. */
export async function person(
  app: TestApp,
  key: PersonKey,
  data = true,
  /** built at the same time as others of the same key: a code of their own */
  concurrent = false,
): Promise<Signed> {
  const p = PEOPLE[key];
  const user = await buildUser(app, {
    name: p.name,
    surname: p.surname,
    birthDate: p.birthDate,
    ...(data
      ? {
          // one code belongs to one account (issue 31): the earlier Mario of the file gives it
          // up, or (built at the same time) this one has another valid code for the same birth
          fiscalCode: concurrent
            ? await uniqueFiscalCode(app, p.fiscalCode)
            : await takeFiscalCode(app, p.fiscalCode),
          birthPlace: p.birthPlace,
          residence: `Via ${p.surname} 1, Milano`,
        }
      : {}),
  });
  return { id: user.id, email: user.email, token: await tokenFor(app, user) };
}

/** An administrator (Ada) of a new association, and accepted volunteers of it. */
export async function registerWorld(
  app: TestApp,
  ...volunteers: (PersonKey | [PersonKey, false])[]
) {
  const admin = await person(app, 'paolo');
  const association = await buildAssociation(app, { adminId: admin.id, name: 'Croce Blu Test' });
  const people: Signed[] = [];
  for (const v of volunteers) {
    const [key, data] = Array.isArray(v) ? v : [v, true];
    const p = await person(app, key, data);
    await buildMembership(app, { userId: p.id, associationId: association.id });
    people.push(p);
  }
  return { admin, association, people };
}

export interface EntryBody {
  id: number;
  sequence: number;
  kind: string;
  id_user: number;
  name: string;
  surname: string;
  fiscal_code: string;
  birth_place: string;
  birth_date: string;
  residence: string;
  domicile: string | null;
  section: string;
  start_date: string;
  end_date: string | null;
  corrects: number | null;
  superseded_by: number | null;
  recorded_at: string;
  recorded_by: number | null;
  recorded_by_name: string | null;
  hash: string;
}

/** REST helpers bound to one association. */
export function registerApi(app: TestApp, associationId: number) {
  const base = `/api/association/${associationId}/register`;
  return {
    enter: (token: string, body: Record<string, unknown>) =>
      app.rest<EntryBody & { message: string; key: string; field: string }>('POST', base, {
        token,
        body,
      }),
    end: (token: string, entryId: number, body: Record<string, unknown> = {}) =>
      app.rest<EntryBody & { message: string; key: string }>('POST', `${base}/${entryId}/end`, {
        token,
        body,
      }),
    correct: (token: string, entryId: number, body: Record<string, unknown>) =>
      app.rest<EntryBody & { message: string; key: string; field: string }>(
        'POST',
        `${base}/${entryId}/correct`,
        {
          token,
          body,
        },
      ),
    list: (token: string) => app.rest<EntryBody[]>('GET', base, { token }),
    insured: (token: string, date: string) =>
      app.rest<EntryBody[]>('GET', `${base}/insured?date=${date}`, { token }),
    verify: (token: string) =>
      app.rest<{
        valid: boolean;
        first_broken_entry?: number;
        reason?: string;
        entries: number;
        last_hash: string;
      }>('GET', `${base}/verify`, { token }),
  };
}

/** Fetches a file of the REST facade as bytes, with its headers. */
export async function download(app: TestApp, path: string, token: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}
