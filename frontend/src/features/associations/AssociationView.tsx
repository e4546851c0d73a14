import { isValidUrl, normalizeUrl } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatIsoDate } from '../../app/dates';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { CalendarIcon, GlobeIcon, MapPinIcon, SendIcon } from '../../components/icons';
import { Loading } from '../../components/Spinner';
import type { AssociationProfileFragment } from '../../gql/graphql';
import {
  FinishedEventsPanel,
  UpcomingByDayPanel,
  UpcomingEventsPanel,
} from '../events/AssociationEventPanels';
import type { EventPage } from '../events/useEventLists';
import { AssociationEventsSection } from './AssociationEventsSection';
import { AssociationLogo } from './AssociationLogo';
import { FollowButton } from './FollowButton';
import { useRecordAssociationView } from './useRecordAssociationView';
import { VolunteerActions } from './VolunteerActions';
import { theme } from '../../app/theme';

const Header = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 16px;
  align-items: center;

  h1 {
    margin: 0 0 4px;
    font-size: 1.5rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
  ${theme.media.desktop} {
    grid-template-columns: auto 1fr auto;
    h1 {
      font-size: 1.75rem;
    }
  }
`;

const Followers = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-weight: 600;
`;

const FollowSlot = styled.div`
  grid-column: 1 / -1;

  ${theme.media.desktop} {
    grid-column: auto;
  }
`;

const PreviewBanner = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-weight: 600;
`;

const About = styled(Card)`
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 12px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    gap: 12px;
    margin: 16px 0 0;
  }
  dl div {
    display: flex;
    gap: 10px;
    align-items: flex-start;
  }
  dt {
    display: flex;
    color: ${theme.colors.primary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 6px 14px;
    border-radius: ${theme.radius.round};
    background: ${theme.colors.primaryLight};
    color: ${theme.colors.primaryDark};
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

function AssociationDetails({ association }: { association: AssociationProfileFragment }) {
  const { t } = useTranslation();
  const site = association.siteWeb?.trim();
  // only its accepted volunteers and administrators receive it (null for anyone else)
  const channel = association.messagingChannelUrl?.trim();
  return (
    <About aria-labelledby="association-about-title">
      <h2 id="association-about-title">{t('associations.about')}</h2>
      <p>{association.description}</p>
      <dl>
        <div>
          <dt>
            <MapPinIcon size={20} />
            <span className="visually-hidden">{t('associations.address')}</span>
          </dt>
          <dd>{association.address}</dd>
        </div>
        {site && isValidUrl(site) && (
          <div>
            <dt>
              <GlobeIcon size={20} />
              <span className="visually-hidden">{t('associations.website')}</span>
            </dt>
            <dd>
              <a href={normalizeUrl(site)} target="_blank" rel="noopener noreferrer">
                {site}
              </a>
            </dd>
          </div>
        )}
        {channel && isValidUrl(channel) && (
          <div>
            <dt>
              <SendIcon size={20} />
              <span className="visually-hidden">{t('associations.messaging_channel')}</span>
            </dt>
            <dd>
              <a href={normalizeUrl(channel)} target="_blank" rel="noopener noreferrer">
                {t('associations.join_channel')}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt>
            <CalendarIcon size={20} />
            <span className="visually-hidden">{t('associations.founded')}</span>
          </dt>
          <dd>
            {t('associations.founded_on', { date: formatIsoDate(association.dateOfFoundation) })}
          </dd>
        </div>
      </dl>
      {association.topics.length > 0 && (
        <Chips aria-label={t('associations.topics')}>
          {association.topics.map((topic) => (
            <li key={topic.id}>{topic.name}</li>
          ))}
        </Chips>
      )}
    </About>
  );
}

/** Not found (or not readable): a clear message and a way on. */
export function AssociationNotFound() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        title={t('associations.not_found_title')}
        description={t('associations.not_found_text')}
        action={
          <ButtonLink to="/list-associations" variant="secondary">
            {t('associations.back_to_list')}
          </ButtonLink>
        }
      />
    </Card>
  );
}

export interface AssociationViewProps {
  associationId: number;
  /** undefined until the screen's request answers; null when it found nothing */
  association: AssociationProfileFragment | null | undefined;
  loading: boolean;
  error: unknown;
  /** Its events in programme (both tabs) and its finished ones, from the same request */
  upcoming: EventPage;
  finished: EventPage;
  /**
   * `?preview=true`: an administrator looks at the public page (banner back to the dashboard, no
   * question button, no visit). Anyone else gets the plain page: the address is shareable.
   */
  preview: boolean;
}

/** The association page of spec §2, read by the page's one request. */
export function AssociationView({
  associationId,
  preview,
  association,
  loading,
  error,
  upcoming,
  finished,
}: AssociationViewProps) {
  const { t } = useTranslation();
  const previewing = preview && association?.iAmAdmin === true;
  // An administrator's preview is not a visit (known once the association is read).
  useRecordAssociationView(associationId, association !== undefined && !previewing);

  if (!association) {
    if (loading && !error) return <Loading />;
    return <AssociationNotFound />;
  }

  return (
    <>
      {previewing && (
        <PreviewBanner>
          {t('associations.preview_banner')}
          <ButtonLink to={`/dashboard/${association.id}`} variant="text">
            {t('associations.back_to_dashboard')}
          </ButtonLink>
        </PreviewBanner>
      )}
      <Header as="header">
        <AssociationLogo src={association.imageUrl} alt="" size={100} />
        <div>
          <h1>{association.name}</h1>
          <Followers>{t('associations.followers', { count: association.followers })}</Followers>
        </div>
        <FollowSlot>
          <FollowButton association={association} />
        </FollowSlot>
      </Header>
      <VolunteerActions association={association} preview={previewing} />
      <AssociationDetails association={association} />
      <AssociationEventsSection
        associationId={association.id}
        calendar={<UpcomingByDayPanel page={upcoming} />}
        events={<UpcomingEventsPanel page={upcoming} />}
        finished={<FinishedEventsPanel page={finished} />}
      />
    </>
  );
}
