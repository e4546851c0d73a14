import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export type RegisterEntryKind = 'enrolment' | 'end' | 'correction';
export type RegisterSection = 'regular' | 'occasional';
/** Where the person's data came from: their profile, or a signed paper form (issue 31). */
export type RegisterSource = 'app' | 'paper_form';

/**
 * One entry of an association's register of volunteers (issue 23, docs/register.md): art. 17
 * D.Lgs. 117/2017, kept electronically as art. 3 c.2 of the DM 6 ottobre 2021 allows — entries
 * that cannot be changed (a trigger refuses UPDATE, DELETE and TRUNCATE; the code only INSERTs)
 * and each one dated (`recordedAt`, art. 2215-bis c.c.).
 *
 * An entry is self-contained: it carries a snapshot of the person's data, so it stays readable
 * after the account is gone (art. 17(3)(b) GDPR). That is why no relation is declared here: no
 * foreign key to the person or to whoever recorded it, nothing the ORM could cascade. An
 * enrolment opens a volunteer's line; an end (the end date) or a correction is a new entry whose
 * `corrects` points at the entry it supersedes — the latest entry of a line (the one nothing
 * corrects) is its current state. `seq`, `prevHash` and `hash` chain the association's entries
 * (register-chain.ts).
 */
@Entity('register_entry')
@Unique('UQ_register_entry_seq', ['associationId', 'seq'])
@Unique('UQ_register_entry_corrects', ['corrects'])
export class RegisterEntry {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_register_entry' })
  id: number;

  @Column({ name: 'association_id', type: 'int' })
  associationId: number;

  /** 1, 2, 3… within the association: the entry's number in the register. */
  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'varchar', length: 10 })
  kind: RegisterEntryKind;

  /** The person's account when the entry was made (the account may be gone since). */
  @Index('IDX_register_entry_user')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 25 })
  name: string;

  @Column({ type: 'varchar', length: 25 })
  surname: string;

  @Column({ name: 'fiscal_code', type: 'varchar', length: 16 })
  fiscalCode: string;

  @Column({ name: 'birth_place', type: 'varchar', length: 100 })
  birthPlace: string;

  /** YYYY-MM-DD */
  @Column({ name: 'birth_date', type: 'date' })
  birthDate: string;

  @Column({ type: 'varchar', length: 200 })
  residence: string;

  /** Only when different from the residence. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  domicile: string | null;

  @Column({ type: 'varchar', length: 10 })
  section: RegisterSection;

  /** YYYY-MM-DD: cover starts at 24:00 of this day (DM 6 ottobre 2021). */
  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  /** YYYY-MM-DD: cover ends at 24:00 of this day; null while the volunteer is in the register. */
  @Column({ name: 'end_date', type: 'date', nullable: true })
  endDate: string | null;

  /** The entry this one supersedes (an end or a correction); null for an enrolment. */
  @Column({ type: 'int', nullable: true })
  corrects: number | null;

  /** When the entry was written (hashed as stored, to the microsecond: register-chain.ts). */
  @Column({ name: 'recorded_at', type: 'timestamptz' })
  recordedAt: Date;

  /** Who wrote it (an administrator, or the person leaving); their name is kept beside it. */
  @Column({ name: 'recorded_by', type: 'int', nullable: true })
  recordedBy: number | null;

  @Column({ name: 'recorded_by_name', type: 'varchar', length: 51, nullable: true })
  recordedByName: string | null;

  /**
   * `app`: the person's data came from their profile; `paper_form`: an administrator copied it
   * from a form the person signed on paper (a volunteer who does not use the app).
   */
  @Column({ type: 'varchar', length: 10, default: 'app' })
  source: RegisterSource;

  /** The hash of the association's previous entry (64 zeros for the first). */
  @Column({ name: 'prev_hash', type: 'char', length: 64 })
  prevHash: string;

  /** SHA-256 (hex) of this entry's canonical serialisation and `prevHash`. */
  @Column({ type: 'char', length: 64 })
  hash: string;
}
