import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { Association } from '../associations/association.entity';
import { User } from '../users/user.entity';

/** One shift of a statement, as it was counted when the statement was issued. */
export interface StatementShift {
  shiftId: number;
  eventId: number;
  eventName: string;
  shiftTitle: string;
  /** ISO instant of the shift's start */
  startDate: string;
  minutes: number;
}

/**
 * A statement of hours a volunteer downloaded (issue 22): the person, the association, the period
 * (Rome calendar days, inclusive) and the figures at issue time. `token` (128 random bits,
 * base64url) is the verification address; the statement is valid while it is not revoked and the
 * association's records still give the same figures (docs/attendance.md).
 */
@Entity('hours_statement')
@Unique('UQ_hours_statement_token', ['token'])
@Index('IDX_hours_statement_user', ['userId', 'id'])
@Index('IDX_hours_statement_association', ['associationId', 'id'])
export class HoursStatement {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_hours_statement' })
  id: number;

  @Column({ type: 'varchar', length: 22 })
  token: string;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  @ManyToOne(() => Association, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'association_id' })
  association?: Association;

  /** YYYY-MM-DD */
  @Column({ name: 'period_from', type: 'date' })
  from: string;

  /** YYYY-MM-DD, inclusive */
  @Column({ name: 'period_to', type: 'date' })
  to: string;

  @Column({ name: 'total_minutes', type: 'int' })
  totalMinutes: number;

  @Column({ type: 'jsonb' })
  shifts: StatementShift[];

  /** The holder as they were when it was issued (issue 31): a rename never changes it. */
  @Column({ name: 'holder_name', type: 'varchar', length: 100 })
  holderName: string;

  @Column({ name: 'holder_surname', type: 'varchar', length: 100 })
  holderSurname: string;

  @Column({ name: 'holder_fiscal_code', type: 'varchar', length: 16, nullable: true })
  holderFiscalCode: string | null;

  /** YYYY-MM-DD */
  @Column({ name: 'holder_birth_date', type: 'date', nullable: true })
  holderBirthDate: string | null;

  /** The association's codice fiscale and RUNTS number when it was issued (null: not given). */
  @Column({ name: 'association_fiscal_code', type: 'varchar', length: 16, nullable: true })
  associationFiscalCode: string | null;

  @Column({ name: 'association_runts_number', type: 'varchar', length: 30, nullable: true })
  associationRuntsNumber: string | null;

  /**
   * Minutes with the association in the 12 months ending on `to`, when issued: the progress
   * towards the 60 hours of DM 31 luglio 2025 (art. 19 c.2 CTS). null for statements older than
   * issue 31.
   */
  @Column({ name: 'year_minutes', type: 'int', nullable: true })
  yearMinutes: number | null;

  @Column({ name: 'issued_at', type: 'timestamptz', default: () => 'now()' })
  issuedAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'revoked_by', type: 'int', nullable: true })
  revokedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'revoked_by' })
  revoker?: User;
}
