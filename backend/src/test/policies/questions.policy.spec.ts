import { AppError } from '../../common/app-error';
import { authorize } from '../../common/policy/authorize';
import { canAnswerQuestion, canReadQuestions } from '../../modules/questions/questions.policy';
import { ASSOCIATION, associationRoles, thrown } from './roles';

/**
 * The questions policy (docs/architecture.md, "Who may do what"): anyone signed in asks; only the
 * administrators of the question's association read, mark and answer it — the asker gets nothing
 * more, and another association's administrator is refused at object level.
 */
const question = { associationId: ASSOCIATION };

describe("canReadQuestions: the association's administrators", () => {
  it('refuses a stranger, a pending requester, a plain volunteer and another administrator', () => {
    const r = associationRoles();
    for (const viewer of [r.stranger, r.pending, r.volunteer, r.otherAdmin, r.pendingAdmin])
      expect(canReadQuestions(viewer, ASSOCIATION)).toBe(false);
    expect(canReadQuestions(r.admin, ASSOCIATION)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN)', () => {
    const r = associationRoles();
    const refusal = () => authorize(r.volunteer, canReadQuestions, ASSOCIATION);
    expect(refusal).toThrow(AppError);
    expect(thrown(refusal)).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("canAnswerQuestion: administrators of the question's association", () => {
  it('refuses the asker, a volunteer, a pending requester and another association’s administrator', () => {
    const r = associationRoles();
    for (const viewer of [r.stranger, r.volunteer, r.pending, r.otherAdmin])
      expect(canAnswerQuestion(viewer, question)).toBe(false);
    expect(canAnswerQuestion(r.admin, question)).toBe(true);
  });

  it('refuses through authorize with a 403', () => {
    expect(
      thrown(() => authorize(associationRoles().otherAdmin, canAnswerQuestion, question)),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
