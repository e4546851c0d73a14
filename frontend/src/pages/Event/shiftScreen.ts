import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import { ShiftScreenDocument } from '../../gql/graphql';

/** The shift page's one request (pages/Event/shift.graphql), started by its route's loader. */
export const shiftScreen = screenQuery(ShiftScreenDocument, (params) => {
  const id = positiveInt(params.idShift);
  return id === undefined ? null : { id };
});
