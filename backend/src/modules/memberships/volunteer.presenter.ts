import type { Loaders } from '../../graphql/loaders';
import { base64Image } from '../media/media.surface';
import type { VolunteerList, VolunteerRecord, VolunteerView } from './memberships.service';

/**
 * spec §3 volunteer / user-association shape for the REST facade. Phone and e-mail come hidden by
 * the service where the policy says so; the shape then leaves them out.
 */
export function volunteerBodies(loaders: Loaders, { volunteers }: VolunteerList) {
  return Promise.all(volunteers.map((m) => volunteerBody(loaders, m)));
}

/** The membership a mutation changed, in the same shape. */
export function volunteerRecordBody(loaders: Loaders, record: VolunteerRecord) {
  return volunteerBody(loaders, record.membership);
}

async function volunteerBody(loaders: Loaders, m: VolunteerView) {
  return {
    id: m.id,
    id_user_association: m.id,
    id_user: m.userId,
    name: m.user.name,
    surname: m.user.surname,
    ...(m.user.email === null ? {} : { tel: m.user.phone, email: m.user.email }),
    ...(await base64Image(loaders.mediaById, m.user.imageId)),
    admin: m.isAdmin,
    member: m.isMember,
    status: m.status,
  };
}
