import { screenQuery } from '../../app/screenQuery';
import { periodVariables } from '../../features/hours/period';
import { MyHoursScreenDocument } from '../../gql/graphql';

/** "Le mie ore"'s one request (pages/Settings/myHours.graphql), for the period of the address. */
export const myHoursScreen = screenQuery(MyHoursScreenDocument, (_params, search) =>
  periodVariables(search),
);
