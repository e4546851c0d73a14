import { LIMITS } from '@insieme/schema';
import { screenQuery } from '../../app/screenQuery';
import { MyEventScreenDocument } from '../../gql/graphql';

/** My activities' one request (pages/MyEvent/myEvent.graphql), started by its route's loader. */
export const myEventScreen = screenQuery(MyEventScreenDocument, () => ({
  first: LIMITS.explorePageSize,
}));
