import { splitAddress } from '@insieme/schema';
import type { Loaders } from '../../graphql/loaders';
import { base64Image } from '../media/media.surface';
import type { Association } from './association.entity';
import type {
  AssociationStatistics,
  DashboardCounters,
  ViewerStates,
} from './associations.service';

/**
 * Gives the request's `viewerStateByAssociation` what a list's own statement read of the viewer
 * (`AssociationsService.list` and `nearby`), so the list's fields ask no statement for it.
 */
export function primeViewerStates(loaders: Loaders, states: ViewerStates): Loaders {
  for (const [id, state] of states) loaders.viewerStateByAssociation.prime(id, state);
  return loaders;
}

/**
 * spec §3 association shape for the REST facade, with `fiscal_code` and `runts_number` for its
 * administrators. Built with the same per-request loaders as
 * GraphQL (the viewer's: `is_favourite`, `i_am_*`), so a list of N associations costs a fixed
 * number of statements (plus its images).
 */
export function associationBodies(loaders: Loaders, associations: Association[]) {
  return Promise.all(
    associations.map(async (a) => {
      const [topics, followers, viewer, image, likes] = await Promise.all([
        loaders.topicsByAssociation.load(a.id),
        a.followerCount ?? loaders.followersByAssociation.load(a.id),
        loaders.viewerStateByAssociation.load(a.id),
        base64Image(loaders.mediaById, a.imageId),
        loaders.likesByAssociation.load(a.id),
      ]);
      return {
        id: a.id,
        name: a.name,
        description: a.description,
        address: a.address,
        ...splitAddress(a.address),
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
        // its administrators only (canSeeAssociationLegalData): everyone else's answer is unchanged
        ...(viewer.seesLegalData && {
          fiscal_code: a.fiscalCode,
          runts_number: a.runtsNumber,
        }),
      };
    }),
  );
}

export type AssociationBody = Awaited<ReturnType<typeof associationBodies>>[number];

/** The administrators' dashboard (`dashboard=true`): the association with its counters. */
export function dashboardBody(
  association: AssociationBody,
  counters: DashboardCounters,
  statistics: AssociationStatistics,
  volunteer: unknown[],
) {
  return {
    ...association,
    number_volunteer_requests: counters.numberVolunteerRequests,
    number_shift_requests: counters.numberShiftRequests,
    number_waitlist_offers: counters.numberWaitlistOffers,
    number_question: counters.numberQuestion,
    number_like: statistics.likes,
    followers: statistics.followers,
    traffic_association: statistics.views,
    volunteer,
  };
}
