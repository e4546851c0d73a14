import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CountBadge } from '../../components/CountBadge';
import {
  BellIcon,
  BookIcon,
  CalendarIcon,
  ClockIcon,
  EyeIcon,
  EditIcon,
  InboxIcon,
  ListIcon,
  PlusIcon,
  QuestionIcon,
  SendIcon,
  UsersIcon,
} from '../../components/icons';
import type { DashboardCountersFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;

  ${theme.media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  height: 100%;
  min-height: 104px;
  padding: 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.text};
  font-weight: 700;
  text-decoration: none;

  > svg {
    color: ${theme.colors.primary};
  }
  &:hover {
    box-shadow: ${theme.shadow.raised};
  }
`;

/** A second count under a tile's name (places offered from waitlists, issue 21) */
const TileNote = styled.small`
  color: ${theme.colors.warningText};
  font-weight: 600;
`;

const BadgeSlot = styled.span`
  position: absolute;
  top: 12px;
  right: 12px;
`;

type Counter = 'numberVolunteerRequests' | 'numberShiftRequests' | 'numberQuestion';

interface TileSpec {
  id: string;
  to: (associationId: number) => string;
  labelKey: string;
  Icon: (props: { size?: number }) => React.JSX.Element;
  counter?: { name: Counter; labelKey: string };
  /** A count told in words under the name, hidden at 0 */
  note?: { name: 'numberWaitlistOffers'; labelKey: string };
}

/**
 * The tiles of spec §2, in its order; the register of volunteers (issue 23) after the volunteers,
 * the volunteers' hours (issue 22) last.
 */
const TILES: readonly TileSpec[] = [
  {
    id: 'edit-association',
    to: (id) => `/dashboard/${id}/edit-association`,
    labelKey: 'titles.edit_association',
    Icon: EditIcon,
  },
  {
    id: 'create-event',
    to: (id) => `/dashboard/${id}/create-event`,
    labelKey: 'titles.create_event',
    Icon: PlusIcon,
  },
  {
    id: 'calendar',
    to: (id) => `/calendar?admin=${id}`,
    labelKey: 'dashboard.tile_calendar',
    Icon: CalendarIcon,
  },
  {
    id: 'list-events',
    to: (id) => `/dashboard/${id}/list-events`,
    labelKey: 'titles.list_events',
    Icon: ListIcon,
  },
  {
    id: 'list-volunteers',
    to: (id) => `/dashboard/${id}/list-volunteers`,
    labelKey: 'titles.list_volunteers',
    Icon: UsersIcon,
    counter: { name: 'numberVolunteerRequests', labelKey: 'dashboard.badge_volunteer_requests' },
  },
  {
    id: 'register',
    to: (id) => `/dashboard/${id}/register`,
    labelKey: 'titles.register',
    Icon: BookIcon,
  },
  {
    // who downloaded the association's personal data (issue 31; GDPR art. 5(2), 30)
    id: 'access-log',
    to: (id) => `/dashboard/${id}/access-log`,
    labelKey: 'titles.access_log',
    Icon: EyeIcon,
  },
  {
    id: 'request-shift',
    to: (id) => `/dashboard/${id}/request-shift`,
    labelKey: 'titles.request_shift',
    Icon: InboxIcon,
    counter: { name: 'numberShiftRequests', labelKey: 'dashboard.badge_shift_requests' },
    note: { name: 'numberWaitlistOffers', labelKey: 'dashboard.waitlist_offers' },
  },
  {
    id: 'send-notification',
    to: (id) => `/dashboard/${id}/send-notification`,
    labelKey: 'titles.send_notification',
    Icon: SendIcon,
  },
  {
    id: 'list-question',
    to: (id) => `/dashboard/${id}/list-question`,
    labelKey: 'titles.list_question',
    Icon: QuestionIcon,
    counter: { name: 'numberQuestion', labelKey: 'dashboard.badge_questions' },
  },
  {
    id: 'notifications-board-association',
    to: (id) => `/dashboard/${id}/notifications-board-association`,
    labelKey: 'titles.notifications_board_association',
    Icon: BellIcon,
  },
  // issue 22: the volunteers' hours of a period, the CSV and the statements
  {
    id: 'hours',
    to: (id) => `/dashboard/${id}/hours`,
    labelKey: 'dashboard.tile_hours',
    Icon: ClockIcon,
  },
];

export interface DashboardTilesProps {
  associationId: number;
  counters: DashboardCountersFragment | undefined;
}

/**
 * Links to every management screen; three carry a live badge (hidden at 0), and the shift
 * requests' tile also tells the places offered from waitlists still waiting for an answer.
 */
export function DashboardTiles({ associationId, counters }: DashboardTilesProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboard.tiles_label')}>
      <Grid>
        {TILES.map(({ id, to, labelKey, Icon, counter, note }) => {
          const count = counter && counters ? counters[counter.name] : 0;
          const noted = note && counters ? counters[note.name] : 0;
          return (
            <li key={id}>
              <Tile to={to(associationId)} data-tile={id}>
                <Icon size={26} />
                <span>{t(labelKey)}</span>
                {note && noted > 0 && <TileNote>{t(note.labelKey, { count: noted })}</TileNote>}
                {counter && (
                  <BadgeSlot>
                    <CountBadge count={count} label={t(counter.labelKey, { count })} />
                  </BadgeSlot>
                )}
              </Tile>
            </li>
          );
        })}
      </Grid>
    </nav>
  );
}
