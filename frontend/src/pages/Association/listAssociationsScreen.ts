import { screenQuery } from '../../app/screenQuery';
import {
  ASSOCIATIONS_PAGE_SIZE,
  FILTER_OF_TYPE,
  listTypeOf,
} from '../../features/associations/associationFilter';
import { ListAssociationsScreenDocument } from '../../gql/graphql';

/** The list's one request (listAssociations.graphql), for the list `?type=` names. */
export const listAssociationsScreen = screenQuery(ListAssociationsScreenDocument, (_, search) => ({
  filter: FILTER_OF_TYPE[listTypeOf(search.get('type'))],
  first: ASSOCIATIONS_PAGE_SIZE,
}));
