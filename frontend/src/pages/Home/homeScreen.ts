import { LIMITS } from '@insieme/schema';
import { romeDay } from '../../app/romeDay';
import { screenQuery } from '../../app/screenQuery';
import { HomeScreenDocument } from '../../gql/graphql';

/** Home shows the first few events of the associations I follow. */
export const HOME_EVENTS = 5;

/** Home's one request (pages/Home/home.graphql), started by its route's loader. */
export const homeScreen = screenQuery(HomeScreenDocument, () => ({
  date: romeDay(),
  stripSize: LIMITS.homeVolunteerAssociationsLimit,
  nearby: LIMITS.nearbyAssociationsLimit,
  events: HOME_EVENTS,
}));
