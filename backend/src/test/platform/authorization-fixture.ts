import sharp from 'sharp';
import { Membership } from '../../modules/memberships/membership.entity';
import {
  buildAssociation,
  buildMembership,
  buildNotification,
  buildUser,
  login,
} from '../factories';
import { eventInput, inDays } from '../events/support';
import type { TestApp } from '../test-app';
import { uploadImage } from '../uploads';
import { Association } from '../../modules/associations/association.entity';
import { IMAGE_SIDES } from '../../modules/media/media.service';

/**
 * The people of the authorization matrix and the world they act in. Reusable: a new feature's
 * matrix rows (notifications, questions, devices…) use the same actors and add the objects they
 * need to `Fixture` here.
 *
 * - visitor: no token
 * - volunteer: signed in, follows A, NOT an accepted volunteer of A (has sign-ups on the open
 *   shifts of A's and B's public events, which outsiders may ask for); run twice, also as an
 *   ex-member of A (issue 17): accepted, signed up to A's private and members-only shifts, holding
 *   a signed URL of the private event's photo — then left A through the API. Leaving must make
 *   them exactly an outsider again, so every volunteer cell holds for them too.
 * - member: accepted volunteer of A; run twice, as a plain volunteer and with the member label
 *   (a label with no extra server permission, docs/architecture.md, "Who may do what")
 * - adminA: administrator of association A
 * - adminB: administrator of another association B
 */
export const ROLES = ['visitor', 'volunteer', 'member', 'adminA', 'adminB'] as const;
export type Role = (typeof ROLES)[number];

export interface Actor {
  role: Role;
  /** 'member' and 'member (label)' are both of role member */
  label: string;
  userId: number;
  email: string;
  /** undefined for the visitor */
  token?: string;
  /** the actor's membership in their association (A for members and adminA, B for adminB) */
  membershipId?: number;
}

export interface EventIds {
  id: number;
  shiftIds: number[];
  photoIds: number[];
  /** /media/… URLs of its photos as GraphQL gives them to the administrator */
  photoUrls: string[];
}

export interface AssociationWorld {
  id: number;
  name: string;
  admin: Actor;
  /**
   * private event in programme with one photo: shift 0 has the bystander's accepted sign-up and
   * the labelled member's pending one, shift 1 both members' accepted sign-ups
   */
  privateEvent: EventIds;
  /**
   * public event: shift 0 closed (the labelled member accepted), shift 1 open subscription (the
   * bystander accepted, the volunteer actor pending)
   */
  publicEvent: EventIds;
  /** a private event already archived (history) */
  archivedPrivateEvent: EventIds;
  /** a pending volunteer request (membership id) */
  applicantMembershipId: number;
  /** an accepted volunteer who is none of the actors (membership id, user id) */
  bystanderMembershipId: number;
  bystanderUserId: number;
  /** a pending sign-up to the private event's shift 0 (id_user_shift) */
  pendingSignUpId: number;
  /** the bystander's accepted sign-up to the private event's shift 0 */
  acceptedSignUpId: number;
  /** the volunteer actor's pending sign-up to the public event's open shift */
  volunteerSignUpId: number;
  /** an unread, unanswered question to the association (A: asked by the volunteer actor) */
  questionId: number;
}

export interface Fixture {
  app: TestApp;
  actors: {
    visitor: Actor;
    volunteer: Actor;
    /** the volunteer and the ex-member of A: the cells of role volunteer run for both */
    volunteers: Actor[];
    members: Actor[];
    adminA: Actor;
    adminB: Actor;
  };
  /** The private event's photo URL signed for the ex-member while they were a member of A. */
  exMemberPhotoUrl: string;
  A: AssociationWorld;
  B: AssociationWorld;
  /** A PNG (valid image for uploads). */
  pngBytes: Buffer;
  /** Each signed-in actor's own unread notification (from A), by user id. */
  ownNotificationIds: Record<number, number>;
  /** A notification of A's bystander: nobody among the actors may read it. */
  othersNotificationId: number;
  /** A new question to the association, by a new person (for cells that read or answer it). */
  throwawayQuestion(association: 'A' | 'B'): Promise<number>;
  /** A new person of a role, for cells that change the caller (leave, delete account…). */
  freshActor(role: Role, label?: string): Promise<Actor>;
  /** A throwaway event (created through GraphQL by the association's administrator). */
  throwawayEvent(
    association: 'A' | 'B',
    options?: { isPublic?: boolean; photo?: boolean; open?: boolean; shifts?: number },
  ): Promise<EventIds>;
  /** A new person with a pending (or accepted) membership (signed in with `signIn`). */
  throwawayMembership(
    association: 'A' | 'B',
    status: 'waiting' | 'accepted',
    signIn?: boolean,
  ): Promise<{ membershipId: number; actor: Actor }>;
  /** A new member of the association with a sign-up (waiting or accepted) on the shift. */
  throwawaySignUp(
    association: 'A' | 'B',
    shiftId: number,
    status: 'waiting' | 'accepted',
  ): Promise<{ signUpId: number; actor: Actor }>;
  /** GraphQL as a token, failing loudly: fixture steps must succeed. */
  must<T = Record<string, unknown>>(
    token: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T>;
}

const EVENT_CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { event { id shifts { id } photos { id url } } } }`;
const SIGN_UP = `mutation($id: Int!) { signUpToShift(input: { shiftId: $id }) { id } }`;
const MY_SHIFTS = `query { myShifts { id shiftId status } }`;
const DECIDE_SIGN_UP = `mutation($id: Int!) { decideShiftRequest(input: { signUpId: $id, accept: true }) { id } }`;
const VOLUNTEERS = `query($a: Int!, $s: MembershipStatus!) { volunteers(associationId: $a, status: $s) { id userId } }`;
const FOLLOW = `mutation($id: Int!) { followAssociation(input: { associationId: $id }) { id } }`;
const REQUEST = `mutation($id: Int!) { requestToVolunteer(input: { associationId: $id }) { id } }`;
const TERMINATE = `mutation($id: Int!) { terminateEvent(input: { eventId: $id }) { id } }`;
const PHOTOS = `query($id: Int!) { event(id: $id) { photos { url } } }`;
const LEAVE = `mutation($id: Int!) { leaveAssociation(input: { associationId: $id }) { id } }`;

let counter = 0;

export async function buildAuthorizationFixture(app: TestApp): Promise<Fixture> {
  const pngBytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  const memberships = app.dataSource.getRepository(Membership);

  async function person(role: Role, label: string, name: string, signIn = true): Promise<Actor> {
    counter += 1;
    const user = await buildUser(app, {
      name,
      surname: `Matrice${counter}`,
      email: `matrix-${label.replace(/\W+/g, '-').toLowerCase()}-${counter}-${Date.now()}@example.org`,
      phone: `33300${String(counter).padStart(5, '0')}`,
    });
    const token = signIn ? await login(app, user.email) : undefined;
    return { role, label, userId: user.id, email: user.email, token };
  }

  async function must<T>(
    token: string | undefined,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T> {
    const result = await app.gql<T>(query, variables, token);
    if (result.errors?.length || !result.data)
      throw new Error(`fixture step failed: ${query.slice(0, 80)} → ${JSON.stringify(result)}`);
    return result.data;
  }

  const [adminA, adminB, volunteer, exMember, member, memberLabel, memberB, memberB2] =
    await Promise.all([
      person('adminA', 'adminA', 'Ada'),
      person('adminB', 'adminB', 'Bruno'),
      person('volunteer', 'volunteer', 'Vito'),
      person('volunteer', 'ex-member of A', 'Ernesto'),
      person('member', 'member', 'Marta'),
      person('member', 'member (label)', 'Mirko'),
      person('member', 'member of B', 'Bianca'),
      person('member', 'member of B (label)', 'Bice'),
    ]);
  const [associationA, associationB] = await Promise.all([
    buildAssociation(app, {
      adminId: adminA.userId,
      name: 'Matrice A',
      messagingChannelUrl: 'https://chat.example.org/matrice-a',
    }),
    buildAssociation(app, { adminId: adminB.userId, name: 'Matrice B' }),
  ]);
  const ids = { A: associationA.id, B: associationB.id };
  const admins = { A: adminA, B: adminB };
  // both have a logo, so an edit without a new one is complete (the logo is required)
  for (const association of [associationA, associationB]) {
    const logo = await app.dataSource.transaction((em) =>
      app.services.media.store(em, pngBytes, IMAGE_SIDES.logo),
    );
    await app.dataSource.getRepository(Association).update(association.id, { imageId: logo.id });
  }

  async function join(
    association: 'A' | 'B',
    actor: Actor,
    status: 'waiting' | 'accepted',
    extra: Partial<Membership> = {},
  ): Promise<number> {
    const membership = await buildMembership(app, {
      userId: actor.userId,
      associationId: ids[association],
      status,
      ...extra,
    });
    return membership.id;
  }

  async function throwawayEvent(
    association: 'A' | 'B',
    options: { isPublic?: boolean; photo?: boolean; open?: boolean; shifts?: number } = {},
  ): Promise<EventIds> {
    const isPublic = options.isPublic ?? false;
    const shift = (title: string, from: number, to: number, open = false) => ({
      title,
      color: '#0f766e',
      startDate: inDays(3, from).toISOString(),
      endDate: inDays(3, to).toISOString(),
      maxVolunteer: 3,
      openSubscription: open,
    });
    const input = eventInput(ids[association], {
      name: `Matrice ${association} ${isPublic ? 'pubblico' : 'privato'}`,
      isPublic,
      photoKeys: options.photo
        ? [await uploadImage(app, admins[association].token!, pngBytes)]
        : [],
      shifts: [
        shift('Mattina', 8, 12),
        ...((options.shifts ?? 1) > 1 ? [shift('Pomeriggio', 13, 18, !!options.open)] : []),
      ],
    });
    const data = await must<{
      createEvent: { event: { id: number; shifts: { id: number }[]; photos: EventPhotoRef[] } };
    }>(admins[association].token, EVENT_CREATE, { input });
    const event = data.createEvent.event;
    return {
      id: event.id,
      shiftIds: event.shifts.map((s) => s.id),
      photoIds: event.photos.map((p) => p.id),
      photoUrls: event.photos.map((p) => p.url),
    };
  }

  async function signUp(actor: Actor, shiftId: number): Promise<number> {
    await must(actor.token, SIGN_UP, { id: shiftId });
    const mine = await must<{ myShifts: { id: number; shiftId: number }[] }>(
      actor.token,
      MY_SHIFTS,
    );
    return mine.myShifts.find((s) => s.shiftId === shiftId)!.id;
  }

  async function signUpAs(
    association: 'A' | 'B',
    actor: Actor,
    shiftId: number,
    status: 'waiting' | 'accepted',
  ): Promise<number> {
    const id = await signUp(actor, shiftId);
    if (status === 'accepted') await must(admins[association].token, DECIDE_SIGN_UP, { id });
    return id;
  }

  const follow = (actor: Actor, association: 'A' | 'B') =>
    must(actor.token, FOLLOW, { id: ids[association] });
  const request = (actor: Actor, association: 'A' | 'B') =>
    must(actor.token, REQUEST, { id: ids[association] });

  adminA.membershipId = (await memberships.findOneByOrFail({
    userId: adminA.userId,
    associationId: ids.A,
  }))!.id;
  adminB.membershipId = (await memberships.findOneByOrFail({
    userId: adminB.userId,
    associationId: ids.B,
  }))!.id;
  await follow(volunteer, 'A');
  member.membershipId = await join('A', member, 'accepted');
  memberLabel.membershipId = await join('A', memberLabel, 'accepted', { isMember: true });
  await join('B', memberB, 'accepted');
  await join('B', memberB2, 'accepted', { isMember: true });

  const waitingId = async (association: 'A' | 'B', userId: number) =>
    (
      await must<{ volunteers: { id: number; userId: number }[] }>(
        admins[association].token,
        VOLUNTEERS,
        { a: ids[association], s: 'WAITING' },
      )
    ).volunteers.find((v) => v.userId === userId)!.id;

  /** One association's objects; `plain` and `labelled` are its two accepted volunteers. */
  async function world(
    association: 'A' | 'B',
    plain: Actor,
    labelled: Actor,
  ): Promise<AssociationWorld> {
    const [bystander, applicant, privateEvent, publicEvent, archivedPrivateEvent] =
      await Promise.all([
        person('member', `bystander of ${association}`, 'Beatrice'),
        person('volunteer', `applicant of ${association}`, 'Alba'),
        throwawayEvent(association, { photo: true, shifts: 2 }),
        throwawayEvent(association, { isPublic: true, open: true, shifts: 2 }),
        throwawayEvent(association),
      ]);
    const bystanderMembershipId = await join(association, bystander, 'accepted');
    await request(applicant, association);
    await must(admins[association].token, TERMINATE, { id: archivedPrivateEvent.id });
    const [shift0, shift1] = privateEvent.shiftIds;
    const acceptedSignUpId = await signUpAs(association, bystander, shift0, 'accepted');
    const pendingSignUpId = await signUpAs(association, labelled, shift0, 'waiting');
    await signUpAs(association, plain, shift1, 'accepted');
    await signUpAs(association, labelled, shift1, 'accepted');
    await signUpAs(association, labelled, publicEvent.shiftIds[0], 'accepted');
    await signUpAs(association, bystander, publicEvent.shiftIds[1], 'accepted');
    const volunteerSignUpId = await signUp(volunteer, publicEvent.shiftIds[1]);
    return {
      id: ids[association],
      name: association === 'A' ? associationA.name : associationB.name,
      admin: admins[association],
      privateEvent,
      publicEvent,
      archivedPrivateEvent,
      applicantMembershipId: await waitingId(association, applicant.userId),
      bystanderMembershipId,
      bystanderUserId: bystander.userId,
      pendingSignUpId,
      acceptedSignUpId,
      volunteerSignUpId,
      questionId: await app.services.questions
        .ask(
          association === 'A' ? volunteer.userId : plain.userId,
          ids[association],
          `Domanda per ${association}`,
        )
        .then((q) => q.id),
    };
  }

  const [A, B] = await Promise.all([
    world('A', member, memberLabel),
    world('B', memberB, memberB2),
  ]);

  // the ex-member: everything a member of A may hold, then leaving through the API
  await follow(exMember, 'A');
  await join('A', exMember, 'accepted');
  await signUpAs('A', exMember, A.privateEvent.shiftIds[1], 'accepted');
  await signUpAs('A', exMember, A.publicEvent.shiftIds[0], 'waiting');
  await signUp(exMember, A.publicEvent.shiftIds[1]);
  const exMemberPhotoUrl = (
    await must<{ event: { photos: { url: string }[] } }>(exMember.token, PHOTOS, {
      id: A.privateEvent.id,
    })
  ).event.photos[0].url;
  await must(exMember.token, LEAVE, { id: ids.A });

  async function freshActor(role: Role, label: string = role): Promise<Actor> {
    if (role === 'visitor') return { role, label, userId: 0, email: '' };
    const actor = await person(role, `${label} (fresh)`, 'Nuovo');
    if (role === 'volunteer') await follow(actor, 'A');
    if (role === 'member')
      actor.membershipId = await join('A', actor, 'accepted', {
        isMember: label.includes('label'),
      });
    if (role === 'adminA')
      actor.membershipId = await join('A', actor, 'accepted', { isAdmin: true });
    if (role === 'adminB')
      actor.membershipId = await join('B', actor, 'accepted', { isAdmin: true });
    return actor;
  }

  const ownNotificationIds: Record<number, number> = {};
  for (const actor of [volunteer, exMember, member, memberLabel, adminA, adminB])
    ownNotificationIds[actor.userId] = (
      await buildNotification(app, {
        userId: actor.userId,
        associationId: ids.A,
        title: `Per ${actor.label}`,
      })
    ).id;
  const othersNotification = await buildNotification(app, {
    userId: A.bystanderUserId,
    associationId: ids.A,
  });

  async function throwawayQuestion(association: 'A' | 'B'): Promise<number> {
    const asker = await person('volunteer', `asker of ${association}`, 'Quinto', false);
    return (await app.services.questions.ask(asker.userId, ids[association], 'Usa e getta')).id;
  }

  return {
    app,
    ownNotificationIds,
    othersNotificationId: othersNotification.id,
    throwawayQuestion,
    actors: {
      visitor: { role: 'visitor', label: 'visitor', userId: 0, email: '' },
      volunteer,
      volunteers: [volunteer, exMember],
      members: [member, memberLabel],
      adminA,
      adminB,
    },
    A,
    B,
    exMemberPhotoUrl,
    pngBytes,
    freshActor,
    throwawayEvent,
    async throwawayMembership(association, status, signIn = false) {
      const actor = await person('volunteer', `throwaway of ${association}`, 'Tina', signIn);
      return { actor, membershipId: await join(association, actor, status) };
    },
    async throwawaySignUp(association, shiftId, status) {
      const actor = await person('member', `throwaway member of ${association}`, 'Teo');
      await join(association, actor, 'accepted');
      return { actor, signUpId: await signUpAs(association, actor, shiftId, status) };
    },
    must,
  };
}

interface EventPhotoRef {
  id: number;
  url: string;
}
