import { screenQuery } from '../../app/screenQuery';
import { ShiftScreenDocument } from '../../gql/graphql';
import { shiftVariables } from './eventVariables';

/** The shift page's one request (pages/Event/shift.graphql), started by its route's loader. */
export const shiftScreen = screenQuery(ShiftScreenDocument, shiftVariables);
