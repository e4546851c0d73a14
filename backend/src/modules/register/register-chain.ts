import { createHash } from 'node:crypto';
import type { RegisterEntry } from './register-entry.entity';

/**
 * The hash chain of an association's register (issue 23, docs/register.md "Integrity"): each
 * entry's `hash` is the SHA-256 of its canonical serialisation, which includes the previous
 * entry's hash, so changing, removing or reordering any stored row breaks the chain from there
 * on. Anyone can recompute it from an export: the serialisation is the JSON array below, in
 * this order, UTF-8, dates as YYYY-MM-DD, absent values as null.
 *
 * Version 2 (issue 31) hashes `recorded_at` as PostgreSQL stores it, to the microsecond
 * (`2026-11-28T12:20:00.123000Z`), and the entry's `source`: version 1 hashed a JavaScript Date,
 * to the millisecond, so a time moved by 0.4 ms still verified. Entries written before keep their
 * version-1 hash; they verify only while their stored time has no digit below the millisecond
 * (which version 1 could not write) and their source is `app` (the only one there was).
 */
export const GENESIS_HASH = '0'.repeat(64);
export const CHAIN_VERSION = 'insieme-register/2';
const CHAIN_VERSION_1 = 'insieme-register/1';

/** The fields the hash covers: all of the entry except the hash itself. */
export type ChainedFields = Omit<RegisterEntry, 'hash'> & {
  /** `recorded_at` as stored, in microseconds (see recordedAtText) */
  recordedAtText: string;
};

/** A JavaScript time as PostgreSQL stores it (microseconds, UTC): what version 2 hashes. */
export const microsecondText = (at: Date): string => at.toISOString().replace(/Z$/, '000Z');

/** SQL: `recorded_at` (of `alias`) as text, to the microsecond, UTC. */
export const recordedAtTextSql = (alias: string) =>
  `to_char(${alias}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The entry's own data, in the order both versions hash it. */
const entryData = (e: ChainedFields) => [
  e.id,
  e.associationId,
  e.seq,
  e.kind,
  e.userId,
  e.name,
  e.surname,
  e.fiscalCode,
  e.birthPlace,
  e.birthDate,
  e.residence,
  e.domicile,
  e.section,
  e.startDate,
  e.endDate,
  e.corrects,
];

export function canonicalEntry(e: ChainedFields): string {
  return JSON.stringify([
    CHAIN_VERSION,
    ...entryData(e),
    e.recordedAtText,
    e.recordedBy,
    e.recordedByName,
    e.source,
    e.prevHash,
  ]);
}

/** Version 1 (issue 23), for the entries written before version 2. */
export function canonicalEntryV1(e: ChainedFields): string {
  return JSON.stringify([
    CHAIN_VERSION_1,
    ...entryData(e),
    e.recordedAt.toISOString(),
    e.recordedBy,
    e.recordedByName,
    e.prevHash,
  ]);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const entryHash = (e: ChainedFields): string => sha256(canonicalEntry(e));

export const entryHashV1 = (e: ChainedFields): string => sha256(canonicalEntryV1(e));

/**
 * The stored hash is the entry's: version 2, or version 1 for an entry whose stored time has
 * nothing below the millisecond and whose source is the app (what version 1 could write).
 */
function holds(e: ChainedFields & { hash: string }): boolean {
  if (e.hash === entryHash(e)) return true;
  return (
    e.source === 'app' &&
    e.recordedAtText === microsecondText(e.recordedAt) &&
    e.hash === entryHashV1(e)
  );
}

export type BreakReason = 'sequence' | 'chain' | 'hash';

export interface ChainCheck {
  valid: boolean;
  /** the first entry that does not hold (its id), null when the register is intact */
  firstBrokenEntry: number | null;
  /** its number in the register */
  firstBrokenSeq: number | null;
  /**
   * sequence: a number is missing or repeated (an entry removed or inserted); chain: it does not
   * follow the previous entry's hash; hash: its content is not what was hashed (changed)
   */
  reason: BreakReason | null;
  entries: number;
  /** the hash of the last entry: what a yearly signature of the register seals */
  lastHash: string;
}

/** Checks an association's entries, read in `seq` order. */
export function checkChain(
  entries: readonly (RegisterEntry & { recordedAtText: string })[],
): ChainCheck {
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const reason: BreakReason | null =
      entry.seq !== index + 1
        ? 'sequence'
        : entry.prevHash !== previous
          ? 'chain'
          : !holds(entry)
            ? 'hash'
            : null;
    if (reason)
      return {
        valid: false,
        firstBrokenEntry: entry.id,
        firstBrokenSeq: entry.seq,
        reason,
        entries: entries.length,
        lastHash: entries[entries.length - 1].hash,
      };
    previous = entry.hash;
  }
  return {
    valid: true,
    firstBrokenEntry: null,
    firstBrokenSeq: null,
    reason: null,
    entries: entries.length,
    lastHash: previous,
  };
}
