import { screenQuery } from '../../app/screenQuery';
import { EventScreenDocument } from '../../gql/graphql';
import { eventVariables } from './eventVariables';

/** The event page's one request (pages/Event/event.graphql), started by its route's loader. */
export const eventScreen = screenQuery(EventScreenDocument, eventVariables);
