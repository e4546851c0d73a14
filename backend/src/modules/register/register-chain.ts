import { createHash } from 'node:crypto';
import type { RegisterEntry } from './register-entry.entity';

/**
 * The hash chain of an association's register (issue 23, docs/register.md "Integrity"): each
 * entry's `hash` is the SHA-256 of its canonical serialisation, which includes the previous
 * entry's hash, so changing, removing or reordering any stored row breaks the chain from there
 * on. Anyone can recompute it from an export: the serialisation is the JSON array below, in
 * this order, UTF-8, dates as YYYY-MM-DD, `recordedAt` as ISO 8601 UTC with milliseconds, absent
 * values as null.
 */
export const GENESIS_HASH = '0'.repeat(64);
export const CHAIN_VERSION = 'insieme-register/1';

/** The fields the hash covers: all of the entry except the hash itself. */
export type ChainedFields = Omit<RegisterEntry, 'hash'>;

export function canonicalEntry(e: ChainedFields): string {
  return JSON.stringify([
    CHAIN_VERSION,
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
    e.recordedAt.toISOString(),
    e.recordedBy,
    e.recordedByName,
    e.prevHash,
  ]);
}

export const entryHash = (e: ChainedFields): string =>
  createHash('sha256').update(canonicalEntry(e), 'utf8').digest('hex');

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
export function checkChain(entries: readonly RegisterEntry[]): ChainCheck {
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const reason: BreakReason | null =
      entry.seq !== index + 1
        ? 'sequence'
        : entry.prevHash !== previous
          ? 'chain'
          : entry.hash !== entryHash(entry)
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
