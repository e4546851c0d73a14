import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { activationCodeSchema, LIMITS } from '@insieme/schema';
import { badInput } from '../../common/app-error';
import type { RateLimits } from '../../common/rate-limits';
import { validateInput } from '../../common/validate';
import { ACTIVATION_CODE_ERRORS } from './activation-codes.errors';
import { ActivationCode } from './activation-code.entity';

/** Unambiguous characters: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const LIMIT = 'activationCodePerIp';

export class ActivationCodesService {
  /** `rateLimits` is absent only in the coordinators' CLI, which checks no code. */
  constructor(
    private readonly dataSource: DataSource,
    private readonly rateLimits?: RateLimits,
  ) {}

  private limits(): RateLimits {
    if (!this.rateLimits) throw new Error('ActivationCodesService: no rate limits');
    return this.rateLimits;
  }

  /**
   * Whether the code exists and is unused, without using it (the wizards check it when leaving
   * its step; the final submit consumes it atomically). Each refused code counts against the
   * caller's IP (`ACTIVATION_CODE_IP`, docs/rate-limits.md), so codes cannot be guessed: the point
   * is taken before the read and given back when the code is good.
   */
  async check(code: string, ip: string): Promise<boolean> {
    const { activationCode } = await validateInput<{ activationCode: string }>(
      activationCodeSchema,
      { activationCode: code },
    );
    await this.limits().consume(LIMIT, ip);
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM activation_code WHERE code = $1 AND used_at IS NULL`,
      [activationCode.toUpperCase()],
    );
    if (rows.length > 0) await this.limits().refund(LIMIT, ip);
    return rows.length > 0;
  }

  /**
   * Runs `work` (which consumes a code) under the same limit as `check`: a refusal, of the code or
   * of anything after it, keeps its point, so creating associations is no way around the limit.
   */
  async limitedByIp<T>(ip: string, work: () => Promise<T>): Promise<T> {
    await this.limits().consume(LIMIT, ip);
    const result = await work();
    await this.limits().refund(LIMIT, ip);
    return result;
  }

  /** Creates `count` new one-time codes (coordinators hand them to associations). */
  async generate(count: number): Promise<string[]> {
    const codes: string[] = [];
    while (codes.length < count) {
      const code = Array.from(
        { length: LIMITS.activationCodeLength },
        () => ALPHABET[crypto.randomInt(ALPHABET.length)],
      ).join('');
      const inserted = await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(ActivationCode)
        .values({ code })
        .orIgnore()
        .returning('id')
        .execute();
      if (inserted.identifiers.length && inserted.identifiers[0]) codes.push(code);
    }
    return codes;
  }

  /**
   * Marks the code used inside the caller's transaction. The guarded UPDATE takes the row lock,
   * so of two concurrent registrations with one code exactly one sees a row come back.
   */
  async consume(em: EntityManager, code: string, userId: number): Promise<number> {
    // TypeORM's query() answers an UPDATE with [rows, affected count]
    const [list] = (await em.query(
      `UPDATE activation_code SET used_at = now(), used_by_user_id = $2
        WHERE code = $1 AND used_at IS NULL RETURNING id`,
      [code.trim().toUpperCase(), userId],
    )) as [{ id: number }[], number];
    if (!list.length) throw badInput(ACTIVATION_CODE_ERRORS.notValid, { field: 'activationCode' });
    return list[0].id;
  }

  async attachAssociation(em: EntityManager, codeId: number, associationId: number): Promise<void> {
    await em.update(ActivationCode, { id: codeId }, { associationId });
  }
}

declare module '../../platform/services' {
  interface Services {
    activationCodes: ActivationCodesService;
  }
}
