import type { EntityManager } from 'typeorm';
import type { User } from '../../modules/users/user.entity';
import { Membership } from '../../modules/memberships/membership.entity';
import type { Services } from '../../services';
import type { AssociationKey, SeededAssociation } from './demo-associations';
import type { PersonKey } from './demo-people';

/**
 * The communication loop of the demo, through the services as the app runs it: Croce Verde's
 * administrator (Giulia) sends a notification to its accepted volunteers; Elena asks Croce Verde a
 * question that Luca (second administrator) answers, and Marco asks one still open, so both demo
 * accounts find something in Notifiche and Domande.
 */
export async function seedMessages(
  services: Services,
  em: EntityManager,
  people: Map<PersonKey, User>,
  associations: Map<AssociationKey, SeededAssociation>,
): Promise<void> {
  const cvm = associations.get('cvm')!;
  const volunteers = await em
    .getRepository(Membership)
    .findBy({ associationId: cvm.id, status: 'accepted' });
  await services.notifications.send(cvm.adminId, {
    associationId: cvm.id,
    recipientIds: volunteers.map((m) => m.userId).filter((id) => id !== cvm.adminId),
    title: 'Turni di dicembre aperti',
    body: 'Sono aperte le iscrizioni ai turni di dicembre: scegli i tuoi dal calendario. Grazie!',
  });
  // one already answered, by the second administrator: Elena finds the answer in Notifiche, and
  // both administrators' notices of it are read (an answered question leaves no unread notice)
  const answered = await services.questions.ask(
    people.get('elena')!.id,
    cvm.id,
    'Per il turno in ambulanza serve portare la divisa o la fornite voi?',
  );
  await services.questions.answer(
    people.get('luca')!.id,
    answered.id,
    'La forniamo noi: passa in sede mezz’ora prima del turno per ritirarla.',
  );
  await services.questions.ask(
    people.get('marco')!.id,
    cvm.id,
    'Il corso BLSD di gennaio è aperto anche a chi ha appena iniziato?',
  );
}
