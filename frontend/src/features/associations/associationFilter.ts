import type { AssociationFilter } from '../../gql/graphql';

/** Associations per page of the full list. */
export const ASSOCIATIONS_PAGE_SIZE = 12;

export type AssociationListType = 'follow' | 'volunteer' | 'all';

/** `?type=` of /list-associations: follow, volunteer, anything else means all. */
export function listTypeOf(type: string | null): AssociationListType {
  return type === 'follow' || type === 'volunteer' ? type : 'all';
}

export const FILTER_OF_TYPE: Record<AssociationListType, AssociationFilter> = {
  follow: 'FOLLOWED',
  volunteer: 'VOLUNTEER',
  all: 'ALL',
};
