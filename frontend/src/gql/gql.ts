/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation DeleteAccount {\n  deleteAccount {\n    message\n  }\n}": typeof types.DeleteAccountDocument,
    "query Me {\n  me {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": typeof types.MeDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": typeof types.UpdateProfileDocument,
    "fragment AssociationTile on Association {\n  id\n  name\n  address\n  imageUrl\n  isFavourite\n  followers\n}\n\nfragment AssociationProfile on Association {\n  id\n  name\n  description\n  address\n  street\n  town\n  province\n  siteWeb\n  dateOfFoundation\n  imageUrl\n  followers\n  isFavourite\n  iAmVolunteer\n  iAmWaiting\n  iAmAdmin\n  topics {\n    id\n    name\n  }\n}\n\nquery Association($id: Int!) {\n  association(id: $id) {\n    ...AssociationProfile\n  }\n}\n\nmutation RecordAssociationView($input: AssociationIdInput!) {\n  recordAssociationView(input: $input)\n}": typeof types.AssociationTileFragmentDoc,
    "query Associations($filter: AssociationFilter!, $search: String, $first: Int!, $after: String) {\n  associations(filter: $filter, search: $search, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AssociationTile\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}\n\nquery NearbyAssociations($first: Int!) {\n  nearbyAssociations(first: $first) {\n    ...AssociationTile\n  }\n}": typeof types.AssociationsDocument,
    "mutation CreateAssociation($input: CreateAssociationInput!) {\n  createAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}\n\nmutation UpdateAssociation($input: UpdateAssociationInput!) {\n  updateAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}": typeof types.CreateAssociationDocument,
    "mutation FollowAssociation($input: AssociationIdInput!) {\n  followAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation UnfollowAssociation($input: AssociationIdInput!) {\n  unfollowAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation RequestToVolunteer($input: AssociationIdInput!) {\n  requestToVolunteer(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n  }\n}\n\nmutation LeaveAssociation($input: AssociationIdInput!) {\n  leaveAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n    iAmAdmin\n  }\n}": typeof types.FollowAssociationDocument,
    "mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}": typeof types.ConfirmRegistrationDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}": typeof types.SessionUserFragmentDoc,
    "query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}": typeof types.EventTypesDocument,
    "fragment DashboardCounters on DashboardCounters {\n  associationId\n  numberVolunteerRequests\n  numberShiftRequests\n  numberQuestion\n}\n\nquery AssociationDashboard($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      ...AssociationTile\n    }\n    counters {\n      ...DashboardCounters\n    }\n    statistics {\n      likes\n      followers\n      views\n    }\n    volunteers(first: 4) {\n      ...VolunteerSummary\n    }\n  }\n}\n\nquery AssociationCounters($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      id\n      name\n    }\n    counters {\n      ...DashboardCounters\n    }\n  }\n}\n\nsubscription OnAssociationDashboardCounters($associationId: Int!) {\n  associationDashboardCounters(associationId: $associationId) {\n    ...DashboardCounters\n  }\n}": typeof types.DashboardCountersFragmentDoc,
    "mutation RecordInvitationTraffic($input: InvitationTrafficInput!) {\n  recordInvitationTraffic(input: $input)\n}": typeof types.RecordInvitationTrafficDocument,
    "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}": typeof types.UnreadNotificationCountDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}": typeof types.RegisterDocument,
    "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}": typeof types.RegistrationAssociationsDocument,
    "fragment VolunteerSummary on Volunteer {\n  id\n  associationId\n  userId\n  name\n  surname\n  email\n  phone\n  imageUrl\n  isAdmin\n  isMember\n  status\n  requestedAt\n}\n\nquery Volunteers($associationId: Int!, $status: MembershipStatus!, $search: String) {\n  volunteers(associationId: $associationId, status: $status, search: $search) {\n    ...VolunteerSummary\n  }\n}\n\nmutation DecideVolunteerRequest($input: DecideVolunteerRequestInput!) {\n  decideVolunteerRequest(input: $input) {\n    ...VolunteerSummary\n  }\n}\n\nmutation SetVolunteerRoles($input: SetVolunteerRolesInput!) {\n  setVolunteerRoles(input: $input) {\n    id\n    isAdmin\n    isMember\n  }\n}\n\nmutation RemoveVolunteer($input: MembershipIdInput!) {\n  removeVolunteer(input: $input) {\n    id\n    associationId\n    status\n  }\n}": typeof types.VolunteerSummaryFragmentDoc,
};
const documents: Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ChangePasswordDocument,
    "mutation DeleteAccount {\n  deleteAccount {\n    message\n  }\n}": types.DeleteAccountDocument,
    "query Me {\n  me {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": types.MeDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": types.UpdateProfileDocument,
    "fragment AssociationTile on Association {\n  id\n  name\n  address\n  imageUrl\n  isFavourite\n  followers\n}\n\nfragment AssociationProfile on Association {\n  id\n  name\n  description\n  address\n  street\n  town\n  province\n  siteWeb\n  dateOfFoundation\n  imageUrl\n  followers\n  isFavourite\n  iAmVolunteer\n  iAmWaiting\n  iAmAdmin\n  topics {\n    id\n    name\n  }\n}\n\nquery Association($id: Int!) {\n  association(id: $id) {\n    ...AssociationProfile\n  }\n}\n\nmutation RecordAssociationView($input: AssociationIdInput!) {\n  recordAssociationView(input: $input)\n}": types.AssociationTileFragmentDoc,
    "query Associations($filter: AssociationFilter!, $search: String, $first: Int!, $after: String) {\n  associations(filter: $filter, search: $search, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AssociationTile\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}\n\nquery NearbyAssociations($first: Int!) {\n  nearbyAssociations(first: $first) {\n    ...AssociationTile\n  }\n}": types.AssociationsDocument,
    "mutation CreateAssociation($input: CreateAssociationInput!) {\n  createAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}\n\nmutation UpdateAssociation($input: UpdateAssociationInput!) {\n  updateAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}": types.CreateAssociationDocument,
    "mutation FollowAssociation($input: AssociationIdInput!) {\n  followAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation UnfollowAssociation($input: AssociationIdInput!) {\n  unfollowAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation RequestToVolunteer($input: AssociationIdInput!) {\n  requestToVolunteer(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n  }\n}\n\nmutation LeaveAssociation($input: AssociationIdInput!) {\n  leaveAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n    iAmAdmin\n  }\n}": types.FollowAssociationDocument,
    "mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}": types.ConfirmRegistrationDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": types.ResetPasswordDocument,
    "fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}": types.SessionUserFragmentDoc,
    "query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}": types.EventTypesDocument,
    "fragment DashboardCounters on DashboardCounters {\n  associationId\n  numberVolunteerRequests\n  numberShiftRequests\n  numberQuestion\n}\n\nquery AssociationDashboard($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      ...AssociationTile\n    }\n    counters {\n      ...DashboardCounters\n    }\n    statistics {\n      likes\n      followers\n      views\n    }\n    volunteers(first: 4) {\n      ...VolunteerSummary\n    }\n  }\n}\n\nquery AssociationCounters($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      id\n      name\n    }\n    counters {\n      ...DashboardCounters\n    }\n  }\n}\n\nsubscription OnAssociationDashboardCounters($associationId: Int!) {\n  associationDashboardCounters(associationId: $associationId) {\n    ...DashboardCounters\n  }\n}": types.DashboardCountersFragmentDoc,
    "mutation RecordInvitationTraffic($input: InvitationTrafficInput!) {\n  recordInvitationTraffic(input: $input)\n}": types.RecordInvitationTrafficDocument,
    "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}": types.UnreadNotificationCountDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}": types.RegisterDocument,
    "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}": types.RegistrationAssociationsDocument,
    "fragment VolunteerSummary on Volunteer {\n  id\n  associationId\n  userId\n  name\n  surname\n  email\n  phone\n  imageUrl\n  isAdmin\n  isMember\n  status\n  requestedAt\n}\n\nquery Volunteers($associationId: Int!, $status: MembershipStatus!, $search: String) {\n  volunteers(associationId: $associationId, status: $status, search: $search) {\n    ...VolunteerSummary\n  }\n}\n\nmutation DecideVolunteerRequest($input: DecideVolunteerRequestInput!) {\n  decideVolunteerRequest(input: $input) {\n    ...VolunteerSummary\n  }\n}\n\nmutation SetVolunteerRoles($input: SetVolunteerRolesInput!) {\n  setVolunteerRoles(input: $input) {\n    id\n    isAdmin\n    isMember\n  }\n}\n\nmutation RemoveVolunteer($input: MembershipIdInput!) {\n  removeVolunteer(input: $input) {\n    id\n    associationId\n    status\n  }\n}": types.VolunteerSummaryFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount {\n  deleteAccount {\n    message\n  }\n}"): (typeof documents)["mutation DeleteAccount {\n  deleteAccount {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AssociationTile on Association {\n  id\n  name\n  address\n  imageUrl\n  isFavourite\n  followers\n}\n\nfragment AssociationProfile on Association {\n  id\n  name\n  description\n  address\n  street\n  town\n  province\n  siteWeb\n  dateOfFoundation\n  imageUrl\n  followers\n  isFavourite\n  iAmVolunteer\n  iAmWaiting\n  iAmAdmin\n  topics {\n    id\n    name\n  }\n}\n\nquery Association($id: Int!) {\n  association(id: $id) {\n    ...AssociationProfile\n  }\n}\n\nmutation RecordAssociationView($input: AssociationIdInput!) {\n  recordAssociationView(input: $input)\n}"): (typeof documents)["fragment AssociationTile on Association {\n  id\n  name\n  address\n  imageUrl\n  isFavourite\n  followers\n}\n\nfragment AssociationProfile on Association {\n  id\n  name\n  description\n  address\n  street\n  town\n  province\n  siteWeb\n  dateOfFoundation\n  imageUrl\n  followers\n  isFavourite\n  iAmVolunteer\n  iAmWaiting\n  iAmAdmin\n  topics {\n    id\n    name\n  }\n}\n\nquery Association($id: Int!) {\n  association(id: $id) {\n    ...AssociationProfile\n  }\n}\n\nmutation RecordAssociationView($input: AssociationIdInput!) {\n  recordAssociationView(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Associations($filter: AssociationFilter!, $search: String, $first: Int!, $after: String) {\n  associations(filter: $filter, search: $search, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AssociationTile\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}\n\nquery NearbyAssociations($first: Int!) {\n  nearbyAssociations(first: $first) {\n    ...AssociationTile\n  }\n}"): (typeof documents)["query Associations($filter: AssociationFilter!, $search: String, $first: Int!, $after: String) {\n  associations(filter: $filter, search: $search, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AssociationTile\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}\n\nquery NearbyAssociations($first: Int!) {\n  nearbyAssociations(first: $first) {\n    ...AssociationTile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateAssociation($input: CreateAssociationInput!) {\n  createAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}\n\nmutation UpdateAssociation($input: UpdateAssociationInput!) {\n  updateAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}"): (typeof documents)["mutation CreateAssociation($input: CreateAssociationInput!) {\n  createAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}\n\nmutation UpdateAssociation($input: UpdateAssociationInput!) {\n  updateAssociation(input: $input) {\n    ...AssociationProfile\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FollowAssociation($input: AssociationIdInput!) {\n  followAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation UnfollowAssociation($input: AssociationIdInput!) {\n  unfollowAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation RequestToVolunteer($input: AssociationIdInput!) {\n  requestToVolunteer(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n  }\n}\n\nmutation LeaveAssociation($input: AssociationIdInput!) {\n  leaveAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n    iAmAdmin\n  }\n}"): (typeof documents)["mutation FollowAssociation($input: AssociationIdInput!) {\n  followAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation UnfollowAssociation($input: AssociationIdInput!) {\n  unfollowAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n  }\n}\n\nmutation RequestToVolunteer($input: AssociationIdInput!) {\n  requestToVolunteer(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n  }\n}\n\nmutation LeaveAssociation($input: AssociationIdInput!) {\n  leaveAssociation(input: $input) {\n    id\n    isFavourite\n    followers\n    iAmVolunteer\n    iAmWaiting\n    iAmAdmin\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}"): (typeof documents)["query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DashboardCounters on DashboardCounters {\n  associationId\n  numberVolunteerRequests\n  numberShiftRequests\n  numberQuestion\n}\n\nquery AssociationDashboard($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      ...AssociationTile\n    }\n    counters {\n      ...DashboardCounters\n    }\n    statistics {\n      likes\n      followers\n      views\n    }\n    volunteers(first: 4) {\n      ...VolunteerSummary\n    }\n  }\n}\n\nquery AssociationCounters($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      id\n      name\n    }\n    counters {\n      ...DashboardCounters\n    }\n  }\n}\n\nsubscription OnAssociationDashboardCounters($associationId: Int!) {\n  associationDashboardCounters(associationId: $associationId) {\n    ...DashboardCounters\n  }\n}"): (typeof documents)["fragment DashboardCounters on DashboardCounters {\n  associationId\n  numberVolunteerRequests\n  numberShiftRequests\n  numberQuestion\n}\n\nquery AssociationDashboard($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      ...AssociationTile\n    }\n    counters {\n      ...DashboardCounters\n    }\n    statistics {\n      likes\n      followers\n      views\n    }\n    volunteers(first: 4) {\n      ...VolunteerSummary\n    }\n  }\n}\n\nquery AssociationCounters($id: Int!) {\n  associationDashboard(id: $id) {\n    associationId\n    association {\n      id\n      name\n    }\n    counters {\n      ...DashboardCounters\n    }\n  }\n}\n\nsubscription OnAssociationDashboardCounters($associationId: Int!) {\n  associationDashboardCounters(associationId: $associationId) {\n    ...DashboardCounters\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordInvitationTraffic($input: InvitationTrafficInput!) {\n  recordInvitationTraffic(input: $input)\n}"): (typeof documents)["mutation RecordInvitationTraffic($input: InvitationTrafficInput!) {\n  recordInvitationTraffic(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}"): (typeof documents)["query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}"): (typeof documents)["query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VolunteerSummary on Volunteer {\n  id\n  associationId\n  userId\n  name\n  surname\n  email\n  phone\n  imageUrl\n  isAdmin\n  isMember\n  status\n  requestedAt\n}\n\nquery Volunteers($associationId: Int!, $status: MembershipStatus!, $search: String) {\n  volunteers(associationId: $associationId, status: $status, search: $search) {\n    ...VolunteerSummary\n  }\n}\n\nmutation DecideVolunteerRequest($input: DecideVolunteerRequestInput!) {\n  decideVolunteerRequest(input: $input) {\n    ...VolunteerSummary\n  }\n}\n\nmutation SetVolunteerRoles($input: SetVolunteerRolesInput!) {\n  setVolunteerRoles(input: $input) {\n    id\n    isAdmin\n    isMember\n  }\n}\n\nmutation RemoveVolunteer($input: MembershipIdInput!) {\n  removeVolunteer(input: $input) {\n    id\n    associationId\n    status\n  }\n}"): (typeof documents)["fragment VolunteerSummary on Volunteer {\n  id\n  associationId\n  userId\n  name\n  surname\n  email\n  phone\n  imageUrl\n  isAdmin\n  isMember\n  status\n  requestedAt\n}\n\nquery Volunteers($associationId: Int!, $status: MembershipStatus!, $search: String) {\n  volunteers(associationId: $associationId, status: $status, search: $search) {\n    ...VolunteerSummary\n  }\n}\n\nmutation DecideVolunteerRequest($input: DecideVolunteerRequestInput!) {\n  decideVolunteerRequest(input: $input) {\n    ...VolunteerSummary\n  }\n}\n\nmutation SetVolunteerRoles($input: SetVolunteerRolesInput!) {\n  setVolunteerRoles(input: $input) {\n    id\n    isAdmin\n    isMember\n  }\n}\n\nmutation RemoveVolunteer($input: MembershipIdInput!) {\n  removeVolunteer(input: $input) {\n    id\n    associationId\n    status\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;