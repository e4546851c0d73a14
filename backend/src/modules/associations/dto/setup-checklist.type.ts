import { Field, ObjectType } from 'type-graphql';
import type { SetupChecklist } from '../setup-checklist';

/** The first steps of a new association (docs/association-first-steps.md): each ticks itself. */
@ObjectType('AssociationSetupChecklist')
export class SetupChecklistType {
  @Field({ description: 'A logo and a description are set' })
  logoAndDescription: boolean;

  @Field({ description: 'It has an event with at least one shift' })
  firstEventWithShift: boolean;

  @Field({
    description:
      'Someone other than its administrators follows it or asked to volunteer (the invitation link worked)',
  })
  volunteersInvited: boolean;

  @Field({ description: 'Its messaging channel link is set' })
  messagingChannel: boolean;

  @Field({ description: 'Every step is done: the dashboard shows no checklist' })
  complete: boolean;

  static from(c: SetupChecklist): SetupChecklistType {
    return Object.assign(new SetupChecklistType(), c, {
      complete:
        c.logoAndDescription && c.firstEventWithShift && c.volunteersInvited && c.messagingChannel,
    });
  }
}
