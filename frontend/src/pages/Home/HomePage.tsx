import { useReactiveVar } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { profileVar } from '../../app/clientState';
import { PageHeading } from '../../components/PageTitle';
import { useRefreshProfile } from '../../features/account/useRefreshProfile';
import {
  FilteredAssociationStrip,
  NearbyAssociationStrip,
} from '../../features/associations/AssociationStrip';
import { TodayProgramme } from '../../features/calendar/TodayProgramme';
import { AssociationActivities } from '../../features/events/AssociationActivities';
import { MessagingChannelBanner } from '../../features/install/MessagingChannelBanner';

export function HomePage() {
  const { t } = useTranslation();
  useRefreshProfile();
  const { name } = useReactiveVar(profileVar);
  return (
    <>
      <PageHeading>
        {name ? t('home.greeting', { name }) : t('home.greeting_anonymous')}
      </PageHeading>
      <MessagingChannelBanner />
      <TodayProgramme />
      <FilteredAssociationStrip
        filter="VOLUNTEER"
        title={t('home.volunteer_associations')}
        to="/list-associations?type=volunteer"
        emptyText={t('home.no_volunteer_associations')}
      />
      <FilteredAssociationStrip
        filter="FOLLOWED"
        title={t('home.followed_associations')}
        to="/list-associations?type=follow"
        emptyText={t('home.no_followed_associations')}
      />
      <NearbyAssociationStrip
        title={t('home.nearby_associations')}
        to="/list-associations"
        emptyText={t('home.no_nearby_associations')}
      />
      <AssociationActivities />
    </>
  );
}
