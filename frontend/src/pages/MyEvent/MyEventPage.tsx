import { useScreenQuery } from '../../app/screenQuery';
import { MyEventView } from '../../features/events/MyEventView';
import { screenEvents } from '../../features/events/useEventLists';
import { myEventScreen } from './myEventScreen';

/** My activities (spec §2): one request for every part (pages/MyEvent/myEvent.graphql). */
export function MyEventPage() {
  const result = useScreenQuery(myEventScreen);
  return (
    <MyEventView
      firstPage={screenEvents(result.data?.events, result, 'MINE')}
      calendarFeedUrl={result.data?.me?.calendarFeedUrl}
      waitlist={result.data?.myWaitlist}
    />
  );
}
