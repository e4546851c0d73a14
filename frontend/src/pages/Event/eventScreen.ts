import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import { EventScreenDocument } from '../../gql/graphql';

/** The event page's one request (pages/Event/event.graphql), started by its route's loader. */
export const eventScreen = screenQuery(EventScreenDocument, (params) => {
  const id = positiveInt(params.idEvent);
  return id === undefined ? null : { id };
});
