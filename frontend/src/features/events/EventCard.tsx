import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '../../app/formatDates';
import { CalendarIcon, ImageIcon, MapPinIcon } from '../../components/icons';
import { CardControls, CardLink, ListCard } from '../../components/ListCard';
import { FixedSizeImage, PictureFrame } from '../../components/FixedSizePicture';
import type { EventCardFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const Item = styled(ListCard)`
  height: 100%;
`;

const PICTURE_SIZE = 96;

const Text = styled.div`
  flex: 1;
  min-width: 0;

  h2,
  h3,
  h4 {
    margin: 0 0 2px;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 2px 0 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
  }
`;

const Association = styled.span`
  display: block;
  color: ${theme.colors.primaryDark};
  font-weight: 600;
  font-size: 0.9rem;
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 6px;

  span {
    padding: 1px 10px;
    border-radius: ${theme.radius.round};
    background: ${theme.colors.primaryLight};
    color: ${theme.colors.primaryDark};
    font-size: 0.8rem;
    font-weight: 600;
  }
`;

/** The administrators' menu, at the top of the card. */
const ActionsSlot = styled(CardControls)`
  align-self: flex-start;
`;

export interface EventCardProps {
  event: EventCardFragment;
  /** Heading level of the name within the page */
  headingLevel?: 2 | 3 | 4;
  actions?: React.ReactNode;
}

/**
 * Card of the event lists: first photo (or a placeholder), name, association, date, address; the
 * whole card opens the event.
 */
export function EventCard({ event, headingLevel = 2, actions }: EventCardProps) {
  const { t } = useTranslation();
  const Heading = (['h2', 'h3', 'h4'] as const)[headingLevel - 2];
  const photo = event.photos[0];
  return (
    <Item>
      <PictureFrame $size={PICTURE_SIZE} $radius="small">
        {photo ? (
          <FixedSizeImage src={photo.url} size={PICTURE_SIZE} alt="" loading="lazy" />
        ) : (
          <ImageIcon size={36} />
        )}
      </PictureFrame>
      <Text>
        <Heading>
          <CardLink to={`/event/${event.id}`}>{event.name}</CardLink>
        </Heading>
        <Association>{event.association.name}</Association>
        <p>
          <CalendarIcon size={16} />
          <span className="visually-hidden">{t('events.card_date')}: </span>
          {formatDateTime(event.startDate)}
        </p>
        <p>
          <MapPinIcon size={16} />
          <span className="visually-hidden">{t('events.card_address')}: </span>
          {event.address}
        </p>
        {(event.terminated || !event.isPublic) && (
          <Tags>
            {event.terminated && <span>{t('events.terminated')}</span>}
            {!event.isPublic && <span>{t('events.private')}</span>}
          </Tags>
        )}
      </Text>
      {actions && <ActionsSlot>{actions}</ActionsSlot>}
    </Item>
  );
}
