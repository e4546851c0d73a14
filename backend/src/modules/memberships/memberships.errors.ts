/** Message keys of the memberships domain (Italian texts in @insieme/schema messages). */
export const MEMBERSHIP_ERRORS = {
  alreadyDecided: 'membership.already_decided',
  alreadyVolunteer: 'membership.already_volunteer',
  notFound: 'membership.not_found',
  lastAdmin: 'association.last_admin',
  notAMember: 'membership.not_a_member',
  /** An association id at registration that does not exist. */
  unknownAssociation: 'validation.unknown_choice',
} as const;

/** Keys of the confirmations sent with a successful write (spec §7 `message`). */
export const MEMBERSHIP_MESSAGES = {
  followed: 'association.followed',
  unfollowed: 'association.unfollowed',
  requested: 'membership.requested',
  removed: 'membership.removed',
} as const;
