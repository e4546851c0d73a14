import type { DataSource, EntityManager } from 'typeorm';
import {
  editUserSchema,
  MESSAGE_KEYS,
  registerDataSchema,
  type RegisterDataValues,
} from '@insieme/schema';
import { AppError, badInput, notFound } from '../../common/app-error';
import { acceptedRowSql } from '../../common/policy/membership';
import { validateInput } from '../../common/validate';
import type { Transactions } from '../../platform/domain-events';
import type { CatalogService } from '../catalog/catalog.service';
import { IMAGE_SIDES, type ImageSource, type MediaService } from '../media/media.service';
import { fiscalCodeProblem } from '../../common/fiscal-code';
import { User } from './user.entity';
import { USER_ERRORS } from './users.errors';
import type {} from './users.events';

export interface UpdateProfileData {
  name: string;
  surname: string;
  phone: string;
  birthDate: string;
  /** A new picture (uploaded bytes, or the key of the person's own upload); undefined keeps it. */
  image?: ImageSource;
  removeImage?: boolean;
  preferences: number[];
  /**
   * The register data (issue 23): a field absent (undefined) keeps what is stored, null or ''
   * clears it. Clients that know nothing of it (the profile form of before) send none of it.
   */
  registerData?: RegisterDataChange;
}

/** The register data of the profile as a change: undefined keeps, null or '' clears. */
export type RegisterDataChange = { [K in keyof RegisterDataValues]?: string | null };

/**
 * Which kinds of automatic messages also come by e-mail (docs/mail-preferences.md): notices about
 * the person's shifts, events and requests; reminders before their shifts; and, for administrators,
 * new volunteer requests and questions. In-app notifications and push are always on.
 */
export interface MailPreferences {
  notices: boolean;
  reminders: boolean;
  adminNotices: boolean;
  /** waitlist offers and what becomes of them (issue 21) */
  waitlist: boolean;
}

/** A partial change: a choice that is absent or null stays as it is. */
export type MailPreferencesChange = { [K in keyof MailPreferences]?: boolean | null };

/** The columns behind each choice. */
const MAIL_COLUMNS = {
  notices: 'mailNotices',
  reminders: 'mailReminders',
  adminNotices: 'mailAdminNotices',
  waitlist: 'mailWaitlist',
} as const satisfies Record<keyof MailPreferences, keyof User>;

/** The person's e-mail choices, as stored on their row. */
export function mailPreferencesOf(
  user: Pick<User, (typeof MAIL_COLUMNS)[keyof MailPreferences]>,
): MailPreferences {
  return {
    notices: user.mailNotices,
    reminders: user.mailReminders,
    adminNotices: user.mailAdminNotices,
    waitlist: user.mailWaitlist,
  };
}

export class UsersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly catalog: CatalogService,
    private readonly media: MediaService,
  ) {}

  async get(userId: number): Promise<User> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    if (!user) throw notFound(USER_ERRORS.notFound);
    return user;
  }

  /** The derived admin flag: true while the user administers at least one association. */
  async isAdmin(userId: number): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM user_association WHERE user_id = $1 AND ${acceptedRowSql('admin')} LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  async preferenceIds(userId: number): Promise<number[]> {
    const rows: { event_type_id: number }[] = await this.dataSource.query(
      'SELECT event_type_id FROM user_event_type WHERE user_id = $1 ORDER BY event_type_id',
      [userId],
    );
    return rows.map((r) => r.event_type_id);
  }

  async updateProfile(userId: number, input: UpdateProfileData): Promise<User> {
    const values = await validateInput<UpdateProfileData>(editUserSchema, input);
    const register = await validateInput<RegisterDataValues>(
      registerDataSchema,
      input.registerData ?? {},
    );
    return this.transactions.run(async (tx) => {
      const em = tx.em;
      const user = await em
        .getRepository(User)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound(USER_ERRORS.notFound);
      const before = { ...user };
      const preferences = await this.catalog.requireEventTypes(em, input.preferences);
      const previousImageId = user.imageId;
      if (input.image !== undefined)
        user.imageId = await this.media.attach(
          em,
          userId,
          input.image,
          IMAGE_SIDES.profile,
          'imageKey',
        );
      else if (input.removeImage) user.imageId = null;
      Object.assign(user, {
        name: values.name.trim(),
        surname: values.surname.trim(),
        phone: values.phone,
        birthDate: values.birthDate,
        preferences,
      });
      applyRegisterData(user, register, input.registerData ?? {});
      await assertFiscalCodeFree(em, user);
      await em
        .getRepository(User)
        .save(user)
        .catch((error: unknown) => {
          // two profiles saved at once with the same code: the unique index decides
          if (violates(error, FISCAL_CODE_INDEX)) throw fiscalCodeTaken();
          throw error;
        });
      if (previousImageId !== user.imageId) await this.media.remove(em, previousImageId);
      // the register follows the person (issue 31): its administrators are told
      const changed = REGISTER_DATA_FIELDS.filter((f) => before[f] !== user[f]);
      if (changed.length) await tx.record({ name: 'RegisterDataChanged', userId, fields: changed });
      return user;
    });
  }

  /**
   * Changes only the choices the caller names (true/false); absent or null ones keep their value.
   * One UPDATE of just those columns, so two partial changes made at once (two open tabs) both
   * persist. Returns the whole profile, with every choice as now stored.
   */
  async updateMailPreferences(userId: number, change: MailPreferencesChange): Promise<User> {
    const values: Partial<Pick<User, (typeof MAIL_COLUMNS)[keyof MailPreferences]>> = {};
    for (const [choice, column] of Object.entries(MAIL_COLUMNS) as [
      keyof MailPreferences,
      (typeof MAIL_COLUMNS)[keyof MailPreferences],
    ][]) {
      const value: unknown = change[choice];
      if (value === undefined || value === null) continue;
      // the GraphQL and REST edges only let booleans through; a direct caller gets the same rule
      if (typeof value !== 'boolean')
        throw badInput(MESSAGE_KEYS.invalidRequest, { field: choice });
      values[column] = value;
    }
    if (Object.keys(values).length > 0) {
      const { affected } = await this.dataSource.getRepository(User).update({ id: userId }, values);
      if (affected === 0) throw notFound(USER_ERRORS.notFound);
    }
    return this.get(userId);
  }

  /**
   * Deletes the account at once: memberships, follows, requests, tokens, notifications and
   * preferences go with it (ON DELETE CASCADE), and so do its sign-ups (their attendance is erased
   * first by attendance's AccountDeleting processor); the
   * profile picture is removed explicitly.
   */
  async deleteAccount(userId: number): Promise<void> {
    await this.transactions.run(async (tx) => {
      const em = tx.em;
      const user = await em
        .getRepository(User)
        .findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user) throw notFound(USER_ERRORS.notFound);
      // GDPR erasure: attendance's processor erases the person's attendance first, the one path
      // that may (docs/attendance.md "Privacy")
      await tx.record({ name: 'AccountDeleting', userId });
      await em.getRepository(User).delete(userId);
      await this.media.remove(em, user.imageId);
    });
  }
}

/** The profile's data a register of volunteers holds. */
const REGISTER_DATA_FIELDS = ['fiscalCode', 'birthPlace', 'residence', 'domicile'] as const;

/** The unique index of `user_account.fiscal_code` (migration 1764000001000). */
const FISCAL_CODE_INDEX = 'UQ_user_account_fiscal_code';

const fiscalCodeTaken = () =>
  new AppError('CONFLICT', MESSAGE_KEYS.fiscalCodeTaken, { field: 'fiscalCode' });

/**
 * One codice fiscale belongs to one account (issue 31): 409 validation.fiscal_code_taken when
 * another account has it. Read first for the usual case; a race between two saves is decided by
 * the unique index (`violates` below).
 */
async function assertFiscalCodeFree(em: EntityManager, user: User): Promise<void> {
  if (user.fiscalCode === null) return;
  const taken: unknown[] = await em.query(
    'SELECT 1 FROM user_account WHERE fiscal_code = $1 AND id <> $2 LIMIT 1',
    [user.fiscalCode, user.id],
  );
  if (taken.length > 0) throw fiscalCodeTaken();
}

/** A unique violation (SQLSTATE 23505) of the named constraint or index. */
function violates(error: unknown, constraint: string): boolean {
  const driver = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return driver?.code === '23505' && driver.constraint === constraint;
}

/**
 * The register data sent (`sent`: which fields were named) on the row, then the codice fiscale
 * checked against the birth date the profile will have: a new birth date that contradicts the
 * stored code is refused too. A domicile equal to the residence is not stored (only a different
 * one is, as the register asks).
 */
function applyRegisterData(user: User, values: RegisterDataValues, sent: RegisterDataChange): void {
  const fields = ['fiscalCode', 'birthPlace', 'residence', 'domicile'] as const;
  for (const field of fields) if (sent[field] !== undefined) user[field] = values[field] ?? null;
  if (
    user.domicile !== null &&
    user.residence !== null &&
    user.domicile.trim().toLowerCase() === user.residence.trim().toLowerCase()
  )
    user.domicile = null;
  if (user.fiscalCode === null) return;
  const problem = fiscalCodeProblem(user.fiscalCode, user.birthDate);
  if (problem === 'not_valid')
    throw badInput(MESSAGE_KEYS.fiscalCodeNotValid, { field: 'fiscalCode' });
  if (problem === 'birth_date')
    throw badInput(MESSAGE_KEYS.fiscalCodeBirthDate, {
      field: sent.fiscalCode !== undefined ? 'fiscalCode' : 'birthDate',
    });
}

declare module '../../platform/services' {
  interface Services {
    users: UsersService;
  }
}
