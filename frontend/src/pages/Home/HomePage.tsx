import { NetworkStatus } from '@apollo/client';
import { useMemo } from 'react';
import { useReactiveVar } from '@apollo/client/react';
import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { profileVar } from '../../app/clientState';
import { useScreenQuery } from '../../app/screenQuery';
import { useDeferredArrival } from '../../app/useDeferredArrival';
import { PageHeading } from '../../components/PageTitle';
import { AssociationStrip } from '../../features/associations/AssociationStrip';
import { TodayProgramme } from '../../features/calendar/TodayProgramme';
import { AssociationActivities } from '../../features/events/AssociationActivities';
import { toPage } from '../../features/events/useEventLists';
import { MessagingChannelBanner } from '../../features/install/MessagingChannelBanner';
import { homeScreen } from './homeScreen';

/** The first of a list (the cache may hold more of it, from the full list's screen). */
const firstNodes = <T,>(connection: { edges: readonly { node: T }[] } | undefined) =>
  connection?.edges.slice(0, LIMITS.homeVolunteerAssociationsLimit).map((edge) => edge.node);

/**
 * Home (spec §2): one request for every part (pages/Home/home.graphql). When the answer lands,
 * the parts at the top (greeting, banner, programme, first strip) are drawn at once; the parts
 * below the fold follow in a background render that React splits into short slices
 * (app/useDeferredArrival), keeping their loading state until then.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { name } = useReactiveVar(profileVar);
  const result = useScreenQuery(homeScreen);
  const { data: top, loading: topLoading, error } = result;
  const data = useDeferredArrival(top);
  // no answer yet for the lower parts while the background render has not caught up
  const loading = topLoading || data !== top;
  const volunteerAssociations = useMemo(
    () => firstNodes(top?.volunteerAssociations),
    [top?.volunteerAssociations],
  );
  const followedAssociations = useMemo(
    () => firstNodes(data?.followedAssociations),
    [data?.followedAssociations],
  );
  const events = toPage(data?.favouriteEvents, {
    loading,
    error,
    networkStatus: result.networkStatus ?? NetworkStatus.ready,
    // Home shows the first few; "Vedi tutte" opens the whole list
    fetchMore: () => Promise.resolve(),
    refetch: () => result.refetch(),
  });
  return (
    <>
      <PageHeading>
        {name ? t('home.greeting', { name }) : t('home.greeting_anonymous')}
      </PageHeading>
      <MessagingChannelBanner channel={top?.messagingChannelUrl} />
      <TodayProgramme programme={top?.programme} loading={topLoading} error={error} />
      <AssociationStrip
        associations={volunteerAssociations}
        loading={topLoading}
        title={t('home.volunteer_associations')}
        to="/list-associations?type=volunteer"
        emptyText={t('home.no_volunteer_associations')}
      />
      <AssociationStrip
        associations={followedAssociations}
        loading={loading}
        title={t('home.followed_associations')}
        to="/list-associations?type=follow"
        emptyText={t('home.no_followed_associations')}
      />
      <AssociationStrip
        associations={data?.nearbyAssociations}
        loading={loading}
        title={t('home.nearby_associations')}
        to="/list-associations"
        emptyText={t('home.no_nearby_associations')}
      />
      <AssociationActivities page={events} />
    </>
  );
}
