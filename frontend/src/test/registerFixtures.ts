import type {
  RegisterCandidateFieldsFragment,
  RegisterEntryFieldsFragment,
  RegisterProposalFieldsFragment,
  RegisterVerificationFieldsFragment,
} from '../gql/graphql';
import { guardData } from './dashboardFixtures';
import { shellData } from './shellFixtures';

/** An entry of the register of volunteers (issue 23): Mario Rossi entered on 10/03/2026. */
export function registerEntry(
  id: number,
  overrides: Partial<RegisterEntryFieldsFragment> = {},
): RegisterEntryFieldsFragment {
  return {
    __typename: 'RegisterEntry',
    id,
    sequence: id,
    kind: 'ENROLMENT',
    userId: 40 + id,
    name: 'Mario',
    surname: 'Rossi',
    fiscalCode: 'RSSMRA85C15H501R',
    birthPlace: 'Roma (RM)',
    birthDate: '1985-03-15',
    residence: 'Via Roma 1, 20100 Milano',
    domicile: null,
    section: 'REGULAR',
    startDate: '2026-03-10',
    endDate: null,
    corrects: null,
    supersededBy: null,
    recordedAt: '2026-03-10T09:30:00.000Z',
    recordedBy: 1,
    recordedByName: 'Giulia Verdi',
    source: 'APP',
    hash: `${String(id).padStart(2, '0')}ab34cd56ef78${'0'.repeat(50)}`,
    ...overrides,
  };
}

export function verification(
  overrides: Partial<RegisterVerificationFieldsFragment> = {},
): RegisterVerificationFieldsFragment {
  return {
    __typename: 'RegisterVerification',
    valid: true,
    firstBrokenEntry: null,
    firstBrokenSequence: null,
    reason: null,
    entries: 0,
    lastHash: '0'.repeat(64),
    ...overrides,
  };
}

export function candidate(
  userId: number,
  name: string,
  surname: string,
  missing: RegisterCandidateFieldsFragment['missing'] = [],
): RegisterCandidateFieldsFragment {
  return { __typename: 'RegisterCandidate', userId, name, surname, missing };
}

/** The answer of the register screen's one query (pages/Dashboard/register.graphql). */
export function registerScreenData({
  entries = [] as RegisterEntryFieldsFragment[],
  check = verification({ entries: entries.length }),
  candidates = [] as RegisterCandidateFieldsFragment[],
  proposals = [] as RegisterProposalFieldsFragment[],
  id = 2,
  name = 'Croce Verde',
  fiscalCode = '80012345676' as string | null,
} = {}) {
  return {
    ...shellData({ isAdmin: true }),
    association: { ...guardData(id).association, name, fiscalCode },
    volunteerRegister: entries,
    registerVerification: check,
    registerCandidates: candidates,
    registerCorrectionProposals: proposals,
  };
}
