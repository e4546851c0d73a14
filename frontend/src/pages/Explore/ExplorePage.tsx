import { useScreenQuery } from '../../app/screenQuery';
import { ExploreView } from '../../features/events/ExploreView';
import { screenEvents } from '../../features/events/useEventLists';
import { exploreScreen } from './exploreScreen';

/** Explore (spec §2): one request for every part (pages/Explore/explore.graphql). */
export function ExplorePage() {
  const result = useScreenQuery(exploreScreen);
  return (
    <ExploreView
      firstPage={screenEvents(result.data?.events, result, 'EXPLORE')}
      nearby={result.data?.nearbyAssociations}
    />
  );
}
