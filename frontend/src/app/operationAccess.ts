import { Kind, type DocumentNode } from 'graphql';

/**
 * Root fields the server serves without a session (spec §6: registration, event types, topics,
 * associations on registration, invitation card and its traffic record, the activation code's
 * check, the hours statement's verification, and the token flows). An operation made only of
 * these fields is public; any other root field needs `localStorage.accessToken`.
 */
const PUBLIC_ROOT_FIELDS = new Set([
  'login',
  'register',
  'confirmRegistration',
  'forgotPassword',
  'resetPassword',
  'eventTypes',
  'topics',
  'registrationAssociations',
  'associationCard',
  'recordInvitationTraffic',
  // registration step 4 checks the activation code before any login (issue 18)
  'checkActivationCode',
  // anyone checks an hours statement from its address or QR code (issue 22)
  'hoursStatement',
  '__typename',
]);

export function requiresAuthentication(document: DocumentNode): boolean {
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return true;
      if (!PUBLIC_ROOT_FIELDS.has(selection.name.value)) return true;
    }
  }
  return false;
}
