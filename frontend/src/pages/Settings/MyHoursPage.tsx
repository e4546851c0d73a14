import { useSearchParams } from 'react-router-dom';
import { useScreenQuery } from '../../app/screenQuery';
import { MyHoursView } from '../../features/hours/MyHoursView';
import { periodVariables } from '../../features/hours/period';
import { myHoursScreen } from './myHoursScreen';

/** /settings/hours[?from=&to=]: "Le mie ore" (issue 22), one request for the period. */
export function MyHoursPage() {
  const [search, setSearch] = useSearchParams();
  const { data, loading, error, refetch } = useScreenQuery(myHoursScreen);
  return (
    <MyHoursView
      data={data}
      loading={loading}
      error={error}
      refetch={() => refetch()}
      period={periodVariables(search)}
      // a navigation: the route's loader asks for the new period
      onPeriod={(period) => setSearch(period, { replace: true })}
    />
  );
}
