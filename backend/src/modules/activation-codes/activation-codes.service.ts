import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { LIMITS } from '@insieme/schema';
import { badInput } from '../../common/app-error';
import { ACTIVATION_CODE_ERRORS } from './activation-codes.errors';
import { ActivationCode } from './activation-code.entity';

/** Unambiguous characters: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export class ActivationCodesService {
  constructor(private readonly dataSource: DataSource) {}

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
