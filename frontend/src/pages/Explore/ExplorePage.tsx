import { ExploreView } from '../../features/events/ExploreView';

export function ExplorePage() {
  return <ExploreView />;
}
