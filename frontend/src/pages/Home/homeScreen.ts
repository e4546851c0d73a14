import { screenQuery } from '../../app/screenQuery';
import { HomeScreenDocument } from '../../gql/graphql';
import { homeVariables } from './homeVariables';

export { HOME_EVENTS } from './homeVariables';

/** Home's one request (pages/Home/home.graphql), started by its route's loader. */
export const homeScreen = screenQuery(HomeScreenDocument, homeVariables);
