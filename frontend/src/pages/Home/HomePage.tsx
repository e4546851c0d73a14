import { NetworkStatus } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { profileVar } from '../../app/clientState';
import { useScreenQuery } from '../../app/screenQuery';
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

/** Home (spec §2): one request for every part (pages/Home/home.graphql). */
export function HomePage() {
  const { t } = useTranslation();
  const { name } = useReactiveVar(profileVar);
  const result = useScreenQuery(homeScreen);
  const { data, loading, error } = result;
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
      <MessagingChannelBanner channel={data?.messagingChannelUrl} />
      <TodayProgramme programme={data?.programme} loading={loading} error={error} />
      <AssociationStrip
        associations={firstNodes(data?.volunteerAssociations)}
        loading={loading}
        title={t('home.volunteer_associations')}
        to="/list-associations?type=volunteer"
        emptyText={t('home.no_volunteer_associations')}
      />
      <AssociationStrip
        associations={firstNodes(data?.followedAssociations)}
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
