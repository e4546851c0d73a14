import { screenQuery } from '../../app/screenQuery';
import { positiveInt } from '../../app/positiveInt';
import { CheckInScreenDocument } from '../../gql/graphql';

/** The check-in page's one request (pages/CheckIn/checkIn.graphql), started by its route's loader. */
export const checkInScreen = screenQuery(CheckInScreenDocument, (params) => {
  const idShift = positiveInt(params.idShift);
  return idShift === undefined ? null : { idShift };
});
