import { Field, ObjectType } from 'type-graphql';
import { splitAddress } from '@insieme/schema';

/**
 * The address of a place (an association's seat, an event's venue): stored as one
 * 'street, town, PR' string, and also given split for the forms that edit its parts. Object types
 * extend it; unnamed, it never appears in the schema on its own (as `Connection`'s base).
 */
@ObjectType()
export abstract class AddressFields {
  @Field({ description: "'street, town, PR'" })
  address: string;

  @Field()
  street: string;

  @Field()
  town: string;

  @Field()
  province: string;
}

/** The four address fields of a stored address, for `Object.assign(new XType(), …)`. */
export function addressFields(address: string): AddressFields {
  return { address, ...splitAddress(address) };
}
