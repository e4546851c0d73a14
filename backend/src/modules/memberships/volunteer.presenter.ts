import type { Loaders } from '../../graphql/loaders';
import { base64Image } from '../media/media.loaders';
import type { Volunteer, VolunteerList, VolunteerRecord } from './memberships.service';

/**
 * spec §3 volunteer / user-association shape for the REST facade. Phone and e-mail appear only
 * when the policy lets the viewer see them (`contactsVisible`, decided once by the service).
 */
export function volunteerBodies(loaders: Loaders, { volunteers, contactsVisible }: VolunteerList) {
  return Promise.all(volunteers.map((m) => volunteerBody(loaders, m, contactsVisible)));
}

/** The membership a mutation changed, in the same shape. */
export function volunteerRecordBody(loaders: Loaders, record: VolunteerRecord) {
  return volunteerBody(loaders, record.membership, record.contactsVisible);
}

async function volunteerBody(loaders: Loaders, m: Volunteer, contactsVisible: boolean) {
  return {
    id: m.id,
    id_user_association: m.id,
    id_user: m.userId,
    name: m.user.name,
    surname: m.user.surname,
    ...(contactsVisible ? { tel: m.user.phone, email: m.user.email } : {}),
    ...(await base64Image(loaders.mediaById, m.user.imageId)),
    admin: m.isAdmin,
    member: m.isMember,
    status: m.status,
  };
}
