import { EventScreenDocument, HomeScreenDocument, ShiftScreenDocument } from '../gql/graphql';
import { eventVariables, shiftVariables } from '../pages/Event/eventVariables';
import { homeVariables } from '../pages/Home/homeVariables';
import type { EarlyScreen } from './earlyScreenData';

/**
 * The screens whose request the entry starts itself (app/earlyScreenData.ts): Home, where the
 * installed app opens, and the event and shift pages, which notifications, mails and shared links
 * open. The same documents and variables as their routes' loaders (routes.tsx), which a test
 * checks. Each one adds its query's syntax tree to the entry's first script.
 */
export const EARLY_SCREENS: readonly EarlyScreen[] = [
  { path: '/', document: HomeScreenDocument, variables: homeVariables },
  { path: '/event/:idEvent', document: EventScreenDocument, variables: eventVariables },
  { path: '/event/:idEvent/:idShift', document: ShiftScreenDocument, variables: shiftVariables },
];
