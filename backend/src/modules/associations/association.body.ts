import { splitAddress } from '@insieme/schema';
import type { Services } from '../../services';
import { base64Image } from '../media/media.loaders';
import type { Association } from './association.entity';

/**
 * spec §3 association shape for the REST facade. Built with the same per-request loaders as
 * GraphQL, so a list of N associations costs a fixed number of statements (plus its images).
 */
export async function associationBodies(
  services: Services,
  associations: Association[],
  viewerId: number | null,
) {
  const loaders = services.loaders(viewerId);
  return Promise.all(
    associations.map(async (a) => {
      const [topics, followers, viewer, image, likes] = await Promise.all([
        loaders.topicsByAssociation.load(a.id),
        loaders.followersByAssociation.load(a.id),
        loaders.viewerStateByAssociation.load(a.id),
        base64Image(loaders.mediaById, a.imageId),
        loaders.likesByAssociation.load(a.id),
      ]);
      const { street, town, province } = splitAddress(a.address);
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        address: a.address,
        street,
        town,
        province,
        site_web: a.siteWeb,
        date_of_foundation: a.dateOfFoundation,
        ...image,
        topic: topics.map((t) => t.id),
        topics: topics.map((t) => ({ id: t.id, name: t.name })),
        followers,
        number_like: likes,
        is_favourite: viewer.isFavourite,
        favourite: viewer.isFavourite,
        i_am_volunteer: viewer.status === 'accepted',
        i_am_waiting: viewer.status === 'waiting',
        i_am_admin: viewer.isAdmin,
      };
    }),
  );
}
