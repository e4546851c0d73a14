import { LIMITS } from '@insieme/schema';
import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import { AssociationScreenDocument } from '../../gql/graphql';

/** The association page's one request (pages/Association/association.graphql). */
export const associationScreen = screenQuery(AssociationScreenDocument, (params) => {
  const id = positiveInt(params.idAssociation);
  return id === undefined ? null : { id, first: LIMITS.associationEventsPage };
});
