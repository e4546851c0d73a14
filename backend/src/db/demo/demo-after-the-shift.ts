import { todayInRome } from '@insieme/schema';
import type { EntityManager } from 'typeorm';
import type { User } from '../../modules/users/user.entity';
import type { Services } from '../../services';
import type { AssociationKey, SeededAssociation } from './demo-associations';
import type { PersonKey } from './demo-people';

/** Croce Verde's register carries over its paper register: entries dated this many days ago. */
const REGISTER_SINCE_DAYS = 60;

/** Who Croce Verde's register holds, and in which section (their profiles have its data). */
const REGISTER: readonly { person: PersonKey; section: 'regular' | 'occasional' }[] = [
  { person: 'luca', section: 'regular' },
  { person: 'marco', section: 'regular' },
  { person: 'elena', section: 'regular' },
  { person: 'paolo', section: 'occasional' },
];

/**
 * After the shift (issues 22 and 23), through the services as the app runs them: Croce Verde's
 * administrator marks present everyone accepted on its event already over (the shift's times),
 * so Marco's "Le mie ore" and Giulia's "Ore dei volontari" show hours; and enters four of its
 * volunteers in its register of volunteers, so "Registro volontari" and "Assicurati al …" are
 * not empty.
 */
export async function seedAfterTheShift(
  services: Services,
  em: EntityManager,
  people: Map<PersonKey, User>,
  associations: Map<AssociationKey, SeededAssociation>,
): Promise<void> {
  const cvm = associations.get('cvm')!;
  const signUps: { id: number }[] = await em.query(
    `SELECT us.id FROM user_shift us
       JOIN shift s ON s.id = us.shift_id JOIN event e ON e.id = s.event_id
      WHERE e.association_id = $1 AND s.end_date < now() AND us.status = 'accepted'
      ORDER BY us.id`,
    [cvm.id],
  );
  for (const signUp of signUps)
    await services.attendance.setAttendance(cvm.adminId, {
      signUpId: signUp.id,
      status: 'present',
    });

  const startDate = todayInRome(new Date(Date.now() - REGISTER_SINCE_DAYS * 86_400_000));
  for (const entry of REGISTER)
    await services.register.enter(cvm.adminId, cvm.id, {
      userId: people.get(entry.person)!.id,
      section: entry.section,
      startDate,
    });
}
