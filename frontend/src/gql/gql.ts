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
    "mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}": typeof types.ConfirmRegistrationDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}": typeof types.SessionUserFragmentDoc,
    "query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}": typeof types.EventTypesDocument,
    "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}": typeof types.UnreadNotificationCountDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}": typeof types.RegisterDocument,
    "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}": typeof types.RegistrationAssociationsDocument,
};
const documents: Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.ChangePasswordDocument,
    "mutation DeleteAccount {\n  deleteAccount {\n    message\n  }\n}": types.DeleteAccountDocument,
    "query Me {\n  me {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": types.MeDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...SessionUser\n    email\n    phone\n    birthDate\n    preferences {\n      id\n      name\n    }\n  }\n}": types.UpdateProfileDocument,
    "mutation ConfirmRegistration($input: TokenInput!) {\n  confirmRegistration(input: $input) {\n    message\n  }\n}": types.ConfirmRegistrationDocument,
    "mutation ForgotPassword($input: ForgotPasswordInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}": types.ForgotPasswordDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "mutation ResetPassword($input: TokenInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}": types.ResetPasswordDocument,
    "fragment SessionUser on User {\n  id\n  name\n  surname\n  imageUrl\n  isAdmin\n}": types.SessionUserFragmentDoc,
    "query EventTypes {\n  eventTypes {\n    id\n    name\n  }\n}\n\nquery Topics {\n  topics {\n    id\n    name\n    imageUrl\n  }\n}": types.EventTypesDocument,
    "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}": types.UnreadNotificationCountDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}": types.RegisterDocument,
    "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}": types.RegistrationAssociationsDocument,
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
export function graphql(source: "query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}"): (typeof documents)["query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription OnUnreadNotificationCount {\n  unreadNotificationCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    email\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}"): (typeof documents)["query RegistrationAssociations($search: String) {\n  registrationAssociations(search: $search) {\n    ...AssociationSummaryCard\n  }\n}\n\nquery AssociationCard($id: Int!) {\n  associationCard(id: $id) {\n    ...AssociationSummaryCard\n  }\n}\n\nfragment AssociationSummaryCard on AssociationSummary {\n  id\n  name\n  address\n  imageUrl\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;