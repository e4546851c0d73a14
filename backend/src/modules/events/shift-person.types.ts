/**
 * A person signed up to a shift, as the event page's loaders read them (events.loaders.ts) and
 * the shifts' GraphQL types show them. A plain type of its own file, so the shifts' adapters can
 * take it without reaching into events' loaders.
 */
export interface ShiftPerson {
  signUpId: number;
  userId: number;
  name: string;
  surname: string;
  imageId: number | null;
  /** Null where the viewer may not see it (shifts.policy `canSeeSignUpContacts`). */
  phone: string | null;
  email: string | null;
  requestedAt: Date;
  /** a request made by accepting a waitlist offer (it holds its place until decided) */
  fromWaitlist: boolean;
}
