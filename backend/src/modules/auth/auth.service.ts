import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  changePasswordSchema,
  eventTypePreferencesSchema,
  forgotPasswordSchema,
  loginSchema,
  registrationAccountSchema,
  registrationPersonalSchema,
} from '@insieme/schema';
import type { Config } from '../../config';
import { AppError, badInput, notFound } from '../../common/app-error';
import type { RateLimits } from '../../common/rate-limits';
import { validateInput } from '../../common/validate';
import { enqueue } from '../../jobs/enqueue';
import type { Transactions } from '../../platform/domain-events';
import {
  alreadyRegisteredMail,
  confirmRegistrationMail,
  newPasswordMail,
  resetPasswordLinkMail,
} from '../../mail/templates';
import type {
  AssociationFoundingService,
  NewAssociationData,
} from '../associations/association-founding.service';
import type { CatalogService } from '../catalog/catalog.service';
import { User } from '../users/user.entity';
import { USER_ERRORS } from '../users/users.errors';
import { AUTH_ERRORS } from './auth.errors';
import type {} from './auth.events';
import { deviceCookies, newDevice } from './device-cookie';
import { createEmailToken, lockEmailToken } from './email-tokens';
import { countLoginAttempt, forgiveLoginAttempt } from './login-limits';
import type { EndedSessions, SessionsService } from './sessions.service';
import {
  burnDummyVerification,
  generatePassword,
  hashPassword,
  verifyPassword,
} from './password-hasher';
import type { AuthUser } from './auth.types';

export interface RegisterData {
  name: string;
  surname: string;
  email: string;
  password: string;
  phone: string;
  birthDate: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  preferences: number[];
  language?: string;
  followAssociationIds?: number[];
  association?: NewAssociationData | null;
}

// declared apart so that the sessions service can name it without importing this service

export interface SignedIn {
  accessToken: string;
  user: User;
}

/** A login also gives the device a new device cookie (device-cookie.ts). */
export interface LoggedIn extends SignedIn {
  deviceCookie: string;
}

/** Errors of a nested input name their field with its path (e.g. `association.name`). */
async function prefixField<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.field)
      throw new AppError(error.code, error.key, {
        field: `${prefix}.${error.field}`,
        params: error.params,
      });
    throw error;
  }
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const LANGUAGE_TAG = /^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/;

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly config: Config,
    private readonly sessions: SessionsService,
    private readonly rateLimits: RateLimits,
    private readonly catalog: CatalogService,
    private readonly founding: AssociationFoundingService,
  ) {}

  private link(path: string): string {
    return `${this.config.publicUrl}${path}`;
  }

  /**
   * Creates the account (and, on the administrator path, the association) in one transaction,
   * with the confirmation mail queued in it. An address that already has an account gets the same
   * answer, and a mail telling its owner, so the form never reveals who is registered.
   *
   * Timing must not reveal it either, so both paths run the same statements: for a taken address
   * the whole creation runs under a stand-in address and is rolled back to a savepoint (the
   * activation code is checked, and refused, alike), then the "already registered" mail is queued.
   * The limits count only registrations that passed validation (docs/rate-limits.md).
   */
  async register(input: RegisterData, ip: string): Promise<{ email: string }> {
    await validateInput(registrationAccountSchema, input);
    await validateInput(registrationPersonalSchema, input);
    await validateInput(eventTypePreferencesSchema, input);
    // the column holds a short tag ('it', 'it-IT'); GraphQL's String has no bound of its own
    if (input.language && !LANGUAGE_TAG.test(input.language))
      throw badInput(AUTH_ERRORS.languageNotValid, { field: 'language' });
    if (input.association)
      await prefixField('association', () => this.founding.validate(input.association!));
    const email = normalizeEmail(input.email);
    await this.rateLimits.consumeAll([
      ['registrationPerIp', ip],
      ['registrationPerEmail', email],
    ]);
    const passwordHash = await hashPassword(input.password);
    const name = input.name.trim();

    await this.transactions.run(async (tx) => {
      const em = tx.em;
      const existing = await em
        .getRepository(User)
        .findOne({ where: { email }, select: { id: true, name: true } });
      await tx.savepoint(async (rollback) => {
        const alreadyRegistered = async (owner: Pick<User, 'name'>) => {
          // its writes and the effects they recorded (the administrators' notices) are undone
          await rollback();
          await enqueue(
            em,
            'mail',
            alreadyRegisteredMail(
              email,
              owner.name,
              this.link('/login'),
              this.link('/forget-password'),
            ),
          );
        };
        const inserted = await em
          .createQueryBuilder()
          .insert()
          .into(User)
          .values({
            name,
            surname: input.surname.trim(),
            // `.invalid` is reserved (RFC 2606): the stand-in can never be someone's address
            email: existing ? `${crypto.randomUUID()}@taken.invalid` : email,
            phone: input.phone,
            birthDate: input.birthDate,
            passwordHash,
            language: input.language || 'it',
          })
          .orIgnore()
          .returning(['id'])
          .execute();
        const userId = inserted.raw[0]?.id as number | undefined;
        // a concurrent registration of this address committed first (rare: not equal-time)
        if (!userId)
          return alreadyRegistered(await em.getRepository(User).findOneByOrFail({ email }));
        const preferences = await this.catalog.requireEventTypes(em, input.preferences);
        await em.createQueryBuilder().relation(User, 'preferences').of(userId).add(preferences);
        if (input.association)
          await prefixField('association', () =>
            this.founding.found(em, userId, input.association!),
          );
        await tx.record({
          name: 'AccountRegistered',
          userId,
          followAssociationIds: input.followAssociationIds ?? [],
        });
        const token = await createEmailToken(em, userId, 'confirm_registration');
        if (existing) return alreadyRegistered(existing);
        const link = this.link(`/confirm-registration/${token}`);
        await enqueue(em, 'mail', confirmRegistrationMail(email, name, link));
      });
    });
    return { email };
  }

  /** Opening the mailed link twice is fine; an unknown or expired link is a 404. */
  async confirmRegistration(token: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const row = await lockEmailToken(em, token, 'confirm_registration', { allowUsed: true });
      if (!row) throw notFound(AUTH_ERRORS.confirmationLinkNotValid);
      if (row.usedAt) return;
      await em.update('email_token', { id: row.id }, { usedAt: new Date() });
      await em.getRepository(User).update({ id: row.userId }, { emailConfirmedAt: new Date() });
    });
  }

  /**
   * Failures are counted per (e-mail, IP) pair, per IP and per account (a much higher ceiling,
   * against guessing from many IPs), so that someone else's wrong passwords cannot lock the owner
   * out; a device that signed in to the account before (its device cookie) is counted on its own
   * (login-limits.ts). The points are taken before the password is checked and given back when it
   * is right.
   */
  async login(
    input: { email: string; password: string },
    ip: string,
    client: { userAgent?: unknown; presentedCookies?: readonly string[] } = {},
  ): Promise<LoggedIn> {
    await validateInput(loginSchema, input);
    const email = normalizeEmail(input.email);
    const device = deviceCookies(this.config).deviceOf(client.presentedCookies ?? [], email);
    const attempt = await countLoginAttempt(this.rateLimits, { email, ip, device });
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.email = :email', { email })
      .getOne();
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnDummyVerification(input.password).then(() => false);
    if (!user || !valid) throw badInput(AUTH_ERRORS.invalidCredentials);
    await forgiveLoginAttempt(this.rateLimits, attempt);
    if (!user.emailConfirmedAt) throw badInput(AUTH_ERRORS.emailNotConfirmed);
    // a device already listed takes its row again; a new one gets its cookie and row now
    const thisDevice = device ?? newDevice();
    return {
      accessToken: await this.sessions.openOnDevice(user, client.userAgent, thisDevice),
      user,
      deviceCookie: deviceCookies(this.config).issue(email, thisDevice),
    };
  }

  /**
   * Same answer and same work whether or not the address has an account: the request only counts
   * the limits and queues a job (one statement); the lookup, the token and the mail happen in the
   * job (sendPasswordResetLink). Asking again before the job ran replaces it (job key).
   */
  async forgotPassword(input: { email: string }, ip: string): Promise<void> {
    await validateInput(forgotPasswordSchema, input);
    const email = normalizeEmail(input.email);
    await this.rateLimits.consumeAll([
      ['resetPerIp', ip],
      ['resetPerEmail', email],
    ]);
    await enqueue(
      this.dataSource.manager,
      'password-reset',
      { email },
      { jobKey: `password-reset:${email}` },
    );
  }

  /** The password-reset job: if the address has an account, a reset link is created and mailed. */
  async sendPasswordResetLink(email: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      const user = await em.getRepository(User).findOneBy({ email });
      if (!user) return;
      const token = await createEmailToken(em, user.id, 'reset_password');
      const link = this.link(`/confirm-forget-password/${token}`);
      await enqueue(em, 'mail', resetPasswordLinkMail(email, user.name, link));
    });
  }

  /**
   * From the mailed link: sets a new random password, mails it (the mail is queued in the same
   * transaction), and ends every session.
   */
  async resetPassword(token: string): Promise<void> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const ended = await this.dataSource.transaction(async (em) => {
      const row = await lockEmailToken(em, token, 'reset_password');
      if (!row) throw notFound(AUTH_ERRORS.resetLinkNotValid);
      await em.update('email_token', { id: row.id }, { usedAt: new Date() });
      await em
        .getRepository(User)
        .createQueryBuilder()
        .update()
        .set({
          passwordHash,
          tokenVersion: () => 'token_version + 1',
          emailConfirmedAt: () => 'COALESCE(email_confirmed_at, now())',
        })
        .where('id = :id', { id: row.userId })
        .execute();
      const user = await em.getRepository(User).findOneByOrFail({ id: row.userId });
      await enqueue(
        em,
        'mail',
        newPasswordMail(user.email, user.name, password, this.link('/login')),
      );
      return this.sessions.endAll(em, user.id);
    });
    this.sessions.announce(ended);
  }

  /**
   * Returns a fresh token in a new session: every other session (the caller's old one included)
   * ends, and their WebSockets close.
   */
  async changePassword(
    userId: number,
    input: { oldPassword: string; newPassword: string },
    userAgent?: unknown,
  ): Promise<SignedIn> {
    await validateInput(changePasswordSchema, { ...input, confirmPassword: input.newPassword });
    const passwordHash = await hashPassword(input.newPassword);
    let ended: EndedSessions = { userId, sessionIds: [] };
    const signedIn = await this.dataSource.transaction(async (em) => {
      const current = await em
        .getRepository(User)
        .createQueryBuilder('u')
        .addSelect('u.passwordHash')
        .setLock('pessimistic_write')
        .where('u.id = :id', { id: userId })
        .getOne();
      if (!current) throw notFound(USER_ERRORS.notFound);
      if (!(await verifyPassword(current.passwordHash, input.oldPassword)))
        throw badInput(AUTH_ERRORS.oldPasswordWrong, { field: 'oldPassword' });
      current.passwordHash = passwordHash;
      current.tokenVersion += 1;
      await em.getRepository(User).save(current);
      ended = await this.sessions.endAll(em, userId);
      return { accessToken: await this.sessions.open(em, current, userAgent), user: current };
    });
    this.sessions.announce(ended);
    return signedIn;
  }

  /** The user behind a bearer token, or null (expired, forged, outdated, ended or deleted). */
  authenticate(token: string | undefined): Promise<AuthUser | null> {
    return this.sessions.authenticate(token);
  }

  /**
   * The request check with the reason of a refusal: `refused` when a token was sent and is not
   * accepted, with `key` = `auth.session_ended` when its device was disconnected (the session
   * ended elsewhere) rather than its time run out (docs/sessions.md).
   */
  async authenticateRequest(
    token: string | undefined,
  ): Promise<{ user: AuthUser | null; refused: boolean; key?: string }> {
    const checked = await this.sessions.check(token);
    if (checked === null) return { user: null, refused: false };
    if (checked === 'ended') return { user: null, refused: true, key: AUTH_ERRORS.sessionEnded };
    if (checked === 'invalid') return { user: null, refused: true };
    return { user: checked, refused: false };
  }
}

declare module '../../platform/services' {
  interface Services {
    auth: AuthService;
  }
}
