/** GraphQL documents shared by the association tests. */
export const ASSOCIATION_FIELDS = `id name address street town province siteWeb dateOfFoundation imageUrl followers numberLike isFavourite iAmVolunteer iAmWaiting iAmAdmin topics { id name }`;
export const ASSOCIATION = `query($id: Int!) { association(id: $id) { ${ASSOCIATION_FIELDS} } }`;
export const LIST = `query($filter: AssociationFilter!, $search: String, $first: Int!, $after: String) {
  associations(filter: $filter, search: $search, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id name } } } }`;
export const FOLLOW = `mutation($id: Int!) { followAssociation(input: { associationId: $id }) { id followers isFavourite } }`;
export const UNFOLLOW = `mutation($id: Int!) { unfollowAssociation(input: { associationId: $id }) { id followers isFavourite } }`;
export const REQUEST = `mutation($id: Int!) { requestToVolunteer(input: { associationId: $id }) { id iAmWaiting iAmVolunteer isFavourite } }`;
export const LEAVE = `mutation($id: Int!) { leaveAssociation(input: { associationId: $id }) { id iAmWaiting iAmVolunteer } }`;
export const VOLUNTEER_FIELDS = `id associationId userId name surname email phone isAdmin isMember status`;
export const DECIDE = `mutation($id: Int!, $accept: Boolean!) { decideVolunteerRequest(input: { membershipId: $id, accept: $accept }) { ${VOLUNTEER_FIELDS} } }`;
export const ROLES = `mutation($input: SetVolunteerRolesInput!) { setVolunteerRoles(input: $input) { ${VOLUNTEER_FIELDS} } }`;
export const REMOVE = `mutation($id: Int!) { removeVolunteer(input: { membershipId: $id }) { ${VOLUNTEER_FIELDS} } }`;
export const VOLUNTEERS = `query($associationId: Int!, $status: MembershipStatus!, $search: String) { volunteers(associationId: $associationId, status: $status, search: $search) { ${VOLUNTEER_FIELDS} } }`;
export const DASHBOARD = `query($id: Int!) { associationDashboard(id: $id) { association { id name } counters { associationId numberVolunteerRequests numberShiftRequests numberQuestion } statistics { likes followers views } volunteers { id name isAdmin } } }`;
