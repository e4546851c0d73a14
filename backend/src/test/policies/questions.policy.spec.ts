import { AppError } from '../../common/app-error';
import { authorize, can } from '../../common/policy/authorize';
import { canAnswerQuestion, canReadQuestions } from '../../modules/questions/questions.policy';
import { buildAssociation, buildUser } from '../factories';
import { associationRoles, policyDatabase } from './roles';

/**
 * The questions policy asked directly (ARCHITECTURE §7): anyone signed in asks; only the
 * administrators of the question's association read, mark and answer it — the asker included
 * gets nothing more, and another association's administrator is refused at object level.
 */
const db = policyDatabase();

async function withQuestion() {
  const r = await associationRoles(db.app);
  const otherAdmin = await buildUser(db.app);
  const other = await buildAssociation(db.app, { adminId: otherAdmin.id });
  const question = await db.app.services.questions.ask(r.stranger.id, r.association.id, 'Orari?');
  return { ...r, otherAdmin, other, question };
}

describe("canReadQuestions: the association's administrators", () => {
  it('refuses a stranger, a pending requester, a plain volunteer and another administrator', async () => {
    const r = await withQuestion();
    for (const user of [r.stranger, r.pending, r.volunteer, r.otherAdmin])
      expect(await can(db.em, user.id, canReadQuestions, r.association.id)).toBe(false);
    expect(await can(db.em, r.admin.id, canReadQuestions, r.association.id)).toBe(true);
  });

  it('refuses through authorize with a 403 (FORBIDDEN), and so does the service', async () => {
    const r = await withQuestion();
    const refusal = authorize(db.em, r.volunteer.id, canReadQuestions, r.association.id);
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      db.app.services.questions.list(r.otherAdmin.id, r.association.id, { first: 10 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe("canAnswerQuestion: administrators of the question's association", () => {
  it('refuses the asker, a volunteer, a pending requester and another association’s administrator', async () => {
    const r = await withQuestion();
    for (const user of [r.stranger, r.volunteer, r.pending, r.otherAdmin])
      expect(await can(db.em, user.id, canAnswerQuestion, r.question)).toBe(false);
    expect(await can(db.em, r.admin.id, canAnswerQuestion, r.question)).toBe(true);
  });

  it("refuses through authorize with a 403; the service refuses another association's administrator", async () => {
    const r = await withQuestion();
    await expect(
      authorize(db.em, r.otherAdmin.id, canAnswerQuestion, r.question),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const service = db.app.services.questions;
    await expect(service.get(r.otherAdmin.id, r.question.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.markRead(r.otherAdmin.id, r.question.id)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(service.answer(r.otherAdmin.id, r.question.id, 'No')).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // nothing changed
    const unchanged = await service.get(r.admin.id, r.question.id);
    expect(unchanged).toMatchObject({ displayed: false, answer: null });
  });
});
