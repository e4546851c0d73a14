import { MyEventView } from '../../features/events/MyEventView';

export function MyEventPage() {
  return <MyEventView />;
}
