import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ChainCheck } from '../register-chain';
import type { RegisterRow } from '../register-row';
import type { CorrectionProposal, RegisterCandidate, RegisterHolder } from '../register.service';

export enum RegisterSectionEnum {
  REGULAR = 'regular',
  OCCASIONAL = 'occasional',
}
registerEnumType(RegisterSectionEnum, {
  name: 'RegisterSection',
  description: 'REGULAR: "volontari non occasionali"; OCCASIONAL: "volontari occasionali"',
});

export enum RegisterEntryKindEnum {
  ENROLMENT = 'enrolment',
  END = 'end',
  CORRECTION = 'correction',
}
registerEnumType(RegisterEntryKindEnum, {
  name: 'RegisterEntryKind',
  description:
    'ENROLMENT opens a line; END records its end date; CORRECTION corrects fields of the entry it supersedes',
});

export enum RegisterBreakReasonEnum {
  SEQUENCE = 'sequence',
  CHAIN = 'chain',
  HASH = 'hash',
}
registerEnumType(RegisterBreakReasonEnum, {
  name: 'RegisterBreakReason',
  description:
    'SEQUENCE: an entry is missing or added; CHAIN: it does not follow the previous hash; HASH: its content changed',
});

export enum RegisterSourceEnum {
  APP = 'app',
  PAPER_FORM = 'paper_form',
}
registerEnumType(RegisterSourceEnum, {
  name: 'RegisterSource',
  description:
    "APP: the data came from the person's profile; PAPER_FORM: an administrator copied it from a form the person signed on paper",
});

export enum ProposableFieldEnum {
  FISCAL_CODE = 'fiscalCode',
  BIRTH_PLACE = 'birthPlace',
  RESIDENCE = 'residence',
  DOMICILE = 'domicile',
}
registerEnumType(ProposableFieldEnum, {
  name: 'RegisterProfileField',
  description: "Register data the person keeps in their profile (a correction's fields)",
});

export enum RegisterFieldEnum {
  FISCAL_CODE = 'fiscalCode',
  BIRTH_PLACE = 'birthPlace',
  RESIDENCE = 'residence',
}
registerEnumType(RegisterFieldEnum, {
  name: 'RegisterField',
  description: 'Profile data the register needs',
});

@ObjectType('RegisterEntry', {
  description:
    "One entry of an association's register of volunteers (issue 23): never changed once written; a snapshot of the person's data",
})
export class RegisterEntryObject {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { description: "the entry's number in the association's register (1, 2, 3…)" })
  sequence: number;

  @Field(() => RegisterEntryKindEnum)
  kind: RegisterEntryKindEnum;

  @Field(() => Int, { description: 'the account it is about (which may be deleted since)' })
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  fiscalCode: string;

  @Field()
  birthPlace: string;

  @Field({ description: 'YYYY-MM-DD' })
  birthDate: string;

  @Field()
  residence: string;

  @Field(() => String, { nullable: true, description: 'only when different from the residence' })
  domicile: string | null;

  @Field(() => RegisterSectionEnum)
  section: RegisterSectionEnum;

  @Field({ description: 'YYYY-MM-DD; insured from 24:00 of this day' })
  startDate: string;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD; insured until 24:00 of this day; null: still in the register',
  })
  endDate: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'the entry this one supersedes (an end or a correction); null for an enrolment',
  })
  corrects: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'the later entry that supersedes this one; null: the current state of its line',
  })
  supersededBy: number | null;

  @Field({ description: 'when it was written' })
  recordedAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'who wrote it (an administrator, or the person)',
  })
  recordedBy: number | null;

  @Field(() => String, { nullable: true, description: 'their name when it was written' })
  recordedByName: string | null;

  @Field(() => RegisterSourceEnum, { description: "where the entry's data came from" })
  source: RegisterSourceEnum;

  @Field({ description: 'SHA-256 (hex) of the entry and the previous hash' })
  hash: string;

  static from(r: RegisterRow): RegisterEntryObject {
    return Object.assign(new RegisterEntryObject(), {
      id: r.id,
      sequence: r.seq,
      kind: r.kind as RegisterEntryKindEnum,
      userId: r.userId,
      name: r.name,
      surname: r.surname,
      fiscalCode: r.fiscalCode,
      birthPlace: r.birthPlace,
      birthDate: r.birthDate,
      residence: r.residence,
      domicile: r.domicile,
      section: r.section as RegisterSectionEnum,
      startDate: r.startDate,
      endDate: r.endDate,
      corrects: r.corrects,
      supersededBy: r.supersededBy,
      recordedAt: r.recordedAt,
      recordedBy: r.recordedBy,
      recordedByName: r.recordedByName,
      source: r.source as RegisterSourceEnum,
      hash: r.hash,
    });
  }
}

@ObjectType('RegisterVerification', {
  description:
    'The hash chain recomputed: "Registro integro", or the first entry that does not hold',
})
export class RegisterVerificationObject {
  @Field()
  valid: boolean;

  @Field(() => Int, { nullable: true, description: 'the id of the first entry that does not hold' })
  firstBrokenEntry: number | null;

  @Field(() => Int, { nullable: true, description: 'its number in the register' })
  firstBrokenSequence: number | null;

  @Field(() => RegisterBreakReasonEnum, { nullable: true })
  reason: RegisterBreakReasonEnum | null;

  @Field(() => Int)
  entries: number;

  @Field({ description: "the last entry's hash: what a yearly signature of the register seals" })
  lastHash: string;

  static from(c: ChainCheck): RegisterVerificationObject {
    return Object.assign(new RegisterVerificationObject(), {
      valid: c.valid,
      firstBrokenEntry: c.firstBrokenEntry,
      firstBrokenSequence: c.firstBrokenSeq,
      reason: c.reason as RegisterBreakReasonEnum | null,
      entries: c.entries,
      lastHash: c.lastHash,
    });
  }
}

@ObjectType('RegisterCandidate', {
  description: 'An accepted volunteer not in the register now, with what their profile lacks',
})
export class RegisterCandidateObject {
  @Field(() => Int)
  userId: number;

  @Field()
  name: string;

  @Field()
  surname: string;

  @Field(() => [RegisterFieldEnum], { description: 'empty: the person can be entered' })
  missing: RegisterFieldEnum[];

  static from(c: RegisterCandidate): RegisterCandidateObject {
    return Object.assign(new RegisterCandidateObject(), {
      ...c,
      missing: c.missing as RegisterFieldEnum[],
    });
  }
}

@ObjectType('RegisterHolder', {
  description:
    'An association whose register of volunteers holds me (kept after an account deletion: art. 17(3)(b) GDPR)',
})
export class RegisterHolderObject {
  @Field(() => Int)
  associationId: number;

  @Field()
  associationName: string;

  @Field({ description: 'in the register now (no end date)' })
  current: boolean;

  @Field({ description: 'YYYY-MM-DD: the earliest start date' })
  since: string;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD: the last end date, when not current',
  })
  until: string | null;

  @Field(() => Int)
  entries: number;

  static from(h: RegisterHolder): RegisterHolderObject {
    return Object.assign(new RegisterHolderObject(), h);
  }
}

@InputType({ description: 'Register data copied from a signed paper form' })
export class RegisterPaperFormInput {
  @Field()
  fiscalCode: string;

  @Field()
  birthPlace: string;

  @Field()
  residence: string;

  @Field(() => String, { nullable: true, description: 'only when different from the residence' })
  domicile?: string | null;
}

@InputType()
export class AddRegisterEntryInput {
  @Field(() => Int)
  associationId: number;

  @Field(() => Int, { description: 'an accepted volunteer of the association' })
  userId: number;

  @Field(() => RegisterSectionEnum)
  section: RegisterSectionEnum;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, never in the future; today (Rome) when omitted',
  })
  startDate?: string | null;

  @Field(() => RegisterPaperFormInput, {
    nullable: true,
    description:
      "the data of a form the volunteer signed on paper (a volunteer who does not use the app): the entry takes it instead of the profile's and says so (source PAPER_FORM)",
  })
  paperForm?: RegisterPaperFormInput | null;
}

@InputType()
export class EndRegisterEntryInput {
  @Field(() => Int)
  associationId: number;

  @Field(() => Int, { description: 'the current entry of the line' })
  entryId: number;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, not in the future nor before the start; today (Rome) when omitted',
  })
  endDate?: string | null;
}

@InputType({
  description: 'Only the fields that change; omitted (or null) fields stay as they are',
})
export class CorrectRegisterEntryInput {
  @Field(() => Int)
  associationId: number;

  @Field(() => Int, { description: 'the current entry of the line' })
  entryId: number;

  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  surname?: string | null;

  @Field(() => String, { nullable: true })
  fiscalCode?: string | null;

  @Field(() => String, { nullable: true })
  birthPlace?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  birthDate?: string | null;

  @Field(() => String, { nullable: true })
  residence?: string | null;

  @Field(() => String, { nullable: true, description: "null or '' removes the domicile" })
  domicile?: string | null;

  @Field(() => RegisterSectionEnum, { nullable: true })
  section?: RegisterSectionEnum | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, never in the future' })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, never in the future; null explicitly: no end (reopens the line)',
  })
  endDate?: string | null;
}

@ObjectType('RegisterCorrectionProposal', {
  description:
    'A volunteer in the register whose profile now differs from their current entry (issue 31): the correction filled in, for an administrator to record with correctRegisterEntry',
})
export class RegisterCorrectionProposalObject {
  @Field(() => Int, { description: 'the current entry to correct' })
  entryId: number;

  @Field(() => Int)
  userId: number;

  @Field({ description: "the person's name as the profile has it now" })
  name: string;

  @Field()
  surname: string;

  @Field(() => [ProposableFieldEnum], { description: 'the fields that differ' })
  fields: ProposableFieldEnum[];

  @Field(() => String, { nullable: true, description: "the profile's value, when it differs" })
  fiscalCode: string | null;

  @Field(() => String, { nullable: true })
  birthPlace: string | null;

  @Field(() => String, { nullable: true })
  residence: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'when DOMICILE is among the fields, null means no separate domicile',
  })
  domicile: string | null;

  static from(p: CorrectionProposal): RegisterCorrectionProposalObject {
    return Object.assign(new RegisterCorrectionProposalObject(), {
      entryId: p.entryId,
      userId: p.userId,
      name: p.name,
      surname: p.surname,
      fields: p.fields as ProposableFieldEnum[],
      fiscalCode: p.fiscalCode,
      birthPlace: p.birthPlace,
      residence: p.residence,
      domicile: p.domicile,
    });
  }
}
