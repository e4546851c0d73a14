import { useSubscription } from '@apollo/client/react';
import { useRestartOnResume } from '../../app/liveUpdates';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { DecisionButtons } from './DecisionButtons';
import { showToast } from '../../app/clientState';
import { formatPeriod } from '../../app/formatDates';
import { serverFormError } from '../../app/serverErrors';
import { Avatar } from '../../components/Avatar';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ConfirmRemoveButton } from '../../components/ConfirmRemoveButton';
import { StatusChip } from '../../components/StatusChip';
import { EmptyState } from '../../components/EmptyState';
import { ClockIcon, UsersIcon } from '../../components/icons';
import { Loading } from '../../components/Spinner';
import {
  OnEventShiftsChangedDocument,
  type ShiftPersonFragment,
  type ShiftScreenQuery,
  type ShiftSignUpRowFragment,
  type WaitlistRowFragment,
} from '../../gql/graphql';
import { useLeaveOnLoadFailure } from '../events/useLeaveOnLoadFailure';
import { ShiftSignUpControl } from './ShiftSignUpControl';
import { ShiftWaitlistSection } from './ShiftWaitlistSection';
import {
  useDecideShiftRequestMutation,
  useDeleteShiftMutation,
  useRemoveFromShiftMutation,
} from './useShiftMutations';
import { theme } from '../../app/theme';

const Header = styled(Card)<{ $color: string }>`
  border-left: 10px solid ${({ $color }) => $color};

  h1 {
    margin: 0 0 8px;
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Meta = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;

  svg {
    flex-shrink: 0;
    color: ${theme.colors.primary};
  }
`;

const Description = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 12px;
`;

const Section = styled(Card)`
  margin-top: 16px;

  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

const People = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Person = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  flex: 1 1 220px;
  min-width: 0;

  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

const fullName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`;

function VolunteerItem({
  person,
  shiftId,
  canRemove,
  queued,
}: {
  person: ShiftPersonFragment;
  shiftId: number;
  canRemove: boolean;
  /** Someone is in the shift's waitlist: the freed place goes to the first in line */
  queued: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = fullName(person);
  const [remove, state] = useRemoveFromShiftMutation();

  const onRemove = async () => {
    try {
      await remove(shiftId, person.userId);
      showToast(t('shifts.removed', { name }), 'success');
    } catch (error) {
      errorToast(error);
    }
  };

  return (
    <Person aria-labelledby={nameId}>
      <Who>
        <Avatar src={person.imageUrl} alt="" size={48} />
        <div>
          <strong id={nameId}>{name}</strong>
          {person.phone && (
            <small>
              <span className="visually-hidden">{t('shifts.phone')}: </span>
              <a href={`tel:${person.phone}`}>{person.phone}</a>
            </small>
          )}
          {person.email && (
            <small>
              <span className="visually-hidden">{t('shifts.email')}: </span>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </small>
          )}
        </div>
      </Who>
      {canRemove && (
        <Controls>
          <ConfirmRemoveButton
            label={t('shifts.remove_named', { name })}
            title={t('shifts.remove_title', { name })}
            text={queued ? t('shifts.remove_text_waitlist') : t('shifts.remove_text')}
            busy={state.loading}
            onRemove={onRemove}
          />
        </Controls>
      )}
    </Person>
  );
}

function WaitingItem({
  signUp,
  associationId,
  canDecide,
  onDecided,
}: {
  signUp: ShiftSignUpRowFragment;
  associationId: number;
  canDecide: boolean;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = fullName(signUp);
  const [decide, state] = useDecideShiftRequestMutation(associationId);

  const onDecide = async (accept: boolean) => {
    try {
      await decide(signUp.id, accept);
      showToast(
        accept ? t('shifts.accepted', { name }) : t('shifts.rejected', { name }),
        'success',
      );
    } catch (error) {
      errorToast(error);
    }
    onDecided();
  };

  return (
    <Person aria-labelledby={nameId}>
      <Who>
        <Avatar src={signUp.imageUrl} alt="" size={48} />
        <div>
          <strong id={nameId}>{name}</strong>
          {signUp.fromWaitlist && (
            <StatusChip $tone="waiting">{t('shifts.from_waitlist')}</StatusChip>
          )}
        </div>
      </Who>
      {canDecide && (
        <Controls>
          <DecisionButtons
            name={name}
            busy={state.loading}
            fromWaitlist={signUp.fromWaitlist}
            onDecide={(accept) => void onDecide(accept)}
          />
        </Controls>
      )}
    </Person>
  );
}

/** The shift as the shift page's one request brings it (pages/Event/shift.graphql). */
export type ScreenShift = NonNullable<ShiftScreenQuery['shift']>;

function ShiftContent({
  shift,
  waitlist,
  onChanged,
}: {
  shift: ScreenShift;
  waitlist: readonly WaitlistRowFragment[] | undefined;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { event } = shift;
  const admin = event.isAdmin;
  const [deleteShift, deleteState] = useDeleteShiftMutation();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const onDelete = async () => {
    try {
      await deleteShift(shift.id);
      setConfirmDelete(false);
      showToast(t('shifts.deleted'), 'success');
      navigate(`/event/${event.id}`, { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      errorToast(error);
    }
  };

  return (
    <>
      <Header as="header" $color={shift.color}>
        <h1>{shift.title}</h1>
        <p>
          <Link to={`/event/${event.id}`}>{t('shifts.event_link', { name: event.name })}</Link>
          {' · '}
          <Link to={`/association/${event.association.id}`}>{event.association.name}</Link>
        </p>
        <Meta>
          <ClockIcon size={18} />
          <span>
            <span className="visually-hidden">{t('shifts.when')}: </span>
            {formatPeriod(shift.startDate, shift.endDate)}
          </span>
        </Meta>
        <Meta>
          <UsersIcon size={18} />
          <span>
            {t('shifts.spots_of', { count: shift.availableSpots, max: shift.maxVolunteer })}
            {shift.waitlistCount > 0 &&
              ` · ${t('shifts.waitlist_count', { count: shift.waitlistCount })}`}
          </span>
        </Meta>
        {shift.description && <Description>{shift.description}</Description>}
        <ShiftSignUpControl
          shift={shift}
          eventTerminated={event.terminated}
          associationId={event.associationId}
          eventPublic={event.isPublic}
          organiser={event.organiser}
          manager={admin}
        />
        {admin && (
          <Actions>
            <ButtonLink
              to={`/dashboard/${event.associationId}/create-event?id_event=${event.id}`}
              variant="secondary"
            >
              {t('shifts.edit')}
            </ButtonLink>
            {/* the check-in QR code and who came (issue 22) */}
            <ButtonLink
              to={`/dashboard/${event.associationId}/attendance/${shift.id}`}
              variant="secondary"
            >
              {t('shifts.attendance')}
            </ButtonLink>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('shifts.delete')}
            </Button>
          </Actions>
        )}
      </Header>

      <Section aria-labelledby="shift-volunteers-title">
        <h2 id="shift-volunteers-title">{t('shifts.volunteers_title')}</h2>
        {shift.volunteers.length === 0 ? (
          <EmptyState title={t('shifts.no_volunteers')} />
        ) : (
          <People>
            {shift.volunteers.map((person) => (
              <VolunteerItem
                key={person.userId}
                person={person}
                shiftId={shift.id}
                canRemove={admin}
                queued={shift.waitlistCount > 0}
              />
            ))}
          </People>
        )}
      </Section>

      {admin && (
        <Section aria-labelledby="shift-waiting-title">
          <h2 id="shift-waiting-title">{t('shifts.waiting_title')}</h2>
          {shift.waitingVolunteers.length === 0 ? (
            <EmptyState title={t('shifts.no_waiting')} />
          ) : (
            <People>
              {shift.waitingVolunteers.map((signUp) => (
                <WaitingItem
                  key={signUp.id}
                  signUp={signUp}
                  associationId={event.associationId}
                  canDecide={admin}
                  onDecided={onChanged}
                />
              ))}
            </People>
          )}
        </Section>
      )}

      {admin && (
        <ShiftWaitlistSection
          shiftId={shift.id}
          associationId={event.associationId}
          waitlist={waitlist}
          count={shift.waitlistCount}
        />
      )}

      <ConfirmModal
        open={confirmDelete}
        title={t('shifts.delete_title', { title: shift.title })}
        text={t('shifts.delete_text')}
        confirmLabel={t('shifts.delete_confirm')}
        busy={deleteState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}

export interface ShiftViewProps {
  /** undefined until the screen's request answers; null when it found nothing */
  shift: ScreenShift | null | undefined;
  /** The shift's waitlist, asked by the administrators' view of the page (`?admin=`) */
  waitlist?: readonly WaitlistRowFragment[];
  loading: boolean;
  error: unknown;
  /** Reads the shift again (the screen's request) */
  refetch: () => Promise<unknown>;
}

/**
 * /event/{id}/{shift}: the shift with its volunteers, read by the page's one request with the
 * viewer's place in the association; its administrators also see the waiting requests (accept,
 * reject), remove people, edit the event and delete the shift, and its waitlist (issue 21).
 */
export function ShiftView({ shift, waitlist, loading, error, refetch }: ShiftViewProps) {
  const { t } = useTranslation();
  const live = useSubscription(OnEventShiftsChangedDocument, {
    variables: { eventId: shift?.eventId ?? 0 },
    context: { toastErrors: true },
    skip: !shift,
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  useRestartOnResume(live.restart);
  const failed = !loading && !shift && (error !== undefined || shift === null);
  useLeaveOnLoadFailure(failed, error, error ? t('shifts.load_error') : t('shifts.not_found'));

  if (!shift) return <Loading />;
  return (
    <ShiftContent
      shift={shift}
      waitlist={waitlist}
      onChanged={() => {
        // Accepting moves a person to the volunteers and changes the places: read them again.
        refetch().catch((refetchError: unknown) => console.error(refetchError));
      }}
    />
  );
}
