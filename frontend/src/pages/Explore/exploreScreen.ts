import { LIMITS } from '@insieme/schema';
import { screenQuery } from '../../app/screenQuery';
import { ExploreScreenDocument } from '../../gql/graphql';

/** Explore's one request (pages/Explore/explore.graphql), started by its route's loader. */
export const exploreScreen = screenQuery(ExploreScreenDocument, () => ({
  first: LIMITS.explorePageSize,
  nearby: LIMITS.nearbyAssociationsLimit,
}));
