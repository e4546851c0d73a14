import type { ChainCheck } from './register-chain';
import type { RegisterRow } from './register-row';
import type { CorrectionProposal, RegisterCandidate, RegisterHolder } from './register.service';

/** One entry as the REST facade gives it (issue 23's contract, plus what the screens need). */
export const registerEntryBody = (r: RegisterRow) => ({
  id: r.id,
  sequence: r.seq,
  kind: r.kind,
  id_user: r.userId,
  name: r.name,
  surname: r.surname,
  fiscal_code: r.fiscalCode,
  birth_place: r.birthPlace,
  birth_date: r.birthDate,
  residence: r.residence,
  domicile: r.domicile,
  section: r.section,
  start_date: r.startDate,
  end_date: r.endDate,
  corrects: r.corrects,
  superseded_by: r.supersededBy,
  recorded_at: r.recordedAt.toISOString(),
  recorded_by: r.recordedBy,
  recorded_by_name: r.recordedByName,
  source: r.source,
  hash: r.hash,
});

/** A correction filled in from the profile (issue 31): the fields that differ, the rest null. */
export const proposalBody = (p: CorrectionProposal) => ({
  id_entry: p.entryId,
  id_user: p.userId,
  name: p.name,
  surname: p.surname,
  fields: p.fields,
  fiscal_code: p.fiscalCode,
  birth_place: p.birthPlace,
  residence: p.residence,
  domicile: p.domicile,
});

export const verificationBody = (c: ChainCheck) =>
  c.valid
    ? { valid: true, entries: c.entries, last_hash: c.lastHash }
    : {
        valid: false,
        first_broken_entry: c.firstBrokenEntry,
        first_broken_sequence: c.firstBrokenSeq,
        reason: c.reason,
        entries: c.entries,
        last_hash: c.lastHash,
      };

export const candidateBody = (c: RegisterCandidate) => ({
  id_user: c.userId,
  name: c.name,
  surname: c.surname,
  missing: c.missing,
});

export const holderBody = (h: RegisterHolder) => ({
  id_association: h.associationId,
  name: h.associationName,
  current: h.current,
  since: h.since,
  until: h.until,
  entries: h.entries,
});
