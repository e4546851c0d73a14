import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod } from '../../app/formatDates';
import { ClockIcon, UsersIcon } from '../../components/icons';
import type { MyMembershipFragment, ShiftSummaryFragment } from '../../gql/graphql';
import { ShiftSignUpControl } from './ShiftSignUpControl';
import { theme } from '../../app/theme';

const Item = styled.li<{ $color: string }>`
  display: grid;
  gap: 8px;
  padding: 14px 16px 14px 20px;
  border-radius: ${theme.radius.medium};
  border-left: 8px solid ${({ $color }) => $color};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};

  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${theme.colors.textMuted};

  svg {
    flex-shrink: 0;
    color: ${theme.colors.primary};
  }
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

const Tag = styled.span`
  justify-self: start;
  padding: 2px 10px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-size: 0.85rem;
  font-weight: 600;
`;

export interface ShiftCardProps {
  shift: ShiftSummaryFragment;
  eventTerminated: boolean;
  /** The event's association and visibility: who may sign up */
  associationId: number;
  eventPublic: boolean;
  /** The viewer's place in that association */
  organiser: MyMembershipFragment | undefined;
  /** The administrators' link to the shift page (with ?admin=) instead of the volunteers' one */
  adminAssociationId?: number;
}

/** One shift of the event page: colour, title, time, remaining places and the sign-up control. */
export function ShiftCard({
  shift,
  eventTerminated,
  associationId,
  eventPublic,
  organiser,
  adminAssociationId,
}: ShiftCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const admin = adminAssociationId !== undefined;
  const href = `/event/${shift.eventId}/${shift.id}${admin ? `?admin=${adminAssociationId}` : ''}`;
  return (
    <Item $color={shift.color} aria-labelledby={titleId}>
      <h3 id={titleId}>{shift.title}</h3>
      {shift.description && <Description>{shift.description}</Description>}
      <Meta>
        <ClockIcon size={18} />
        <span>{formatPeriod(shift.startDate, shift.endDate)}</span>
      </Meta>
      <Meta>
        <UsersIcon size={18} />
        <span>
          {t('shifts.spots', { count: shift.availableSpots })}
          {shift.waitlistCount > 0 &&
            ` · ${t('shifts.waitlist_count', { count: shift.waitlistCount })}`}
        </span>
      </Meta>
      {shift.openSubscription && <Tag>{t('shifts.open_subscription')}</Tag>}
      <Footer>
        <ShiftSignUpControl
          shift={shift}
          eventTerminated={eventTerminated}
          associationId={associationId}
          eventPublic={eventPublic}
          organiser={organiser}
        />
        <Link
          to={href}
          aria-label={
            admin
              ? t('shifts.manage_named', { title: shift.title })
              : t('shifts.details_named', { title: shift.title })
          }
        >
          {admin ? t('shifts.manage') : t('shifts.details')}
        </Link>
      </Footer>
    </Item>
  );
}
