import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatPeriod, formatTime } from '../../app/formatDates';
import { toUserFacingErrors } from '../../app/graphqlErrors';
import { useRestartOnResume } from '../../app/liveUpdates';
import { serverFormError } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EmptyState } from '../../components/EmptyState';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import {
  OnShiftAttendanceChangedDocument,
  type AttendanceRowFragment,
  type AttendanceScreenQuery,
} from '../../gql/graphql';
import { AttendanceItem } from './AttendanceItem';
import { writeShiftAttendance } from './attendanceCache';
import { QrCodeCard } from './QrCodeCard';
import { useConfirmAttendanceMutation } from './useAttendanceMutations';

const Meta = styled.p`
  margin: -8px 0 16px;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/**
 * The code beside the list on a desktop, above it on a phone — until the shift's end: then the
 * list with "Conferma presenze" comes first and the code (of no more use) after it.
 */
const Columns = styled.div<{ $listFirst: boolean }>`
  display: grid;
  gap: 16px;

  ${theme.media.desktop} {
    grid-template-columns: ${({ $listFirst }) =>
      $listFirst ? 'minmax(0, 1fr) minmax(0, 400px)' : 'minmax(0, 400px) minmax(0, 1fr)'};
    align-items: start;
  }
`;

const ConfirmBar = styled.div`
  margin: 8px 0 12px;
`;

const Section = styled(Card)`
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

const Summary = styled.p`
  margin: 0 0 4px;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

type ScreenShift = NonNullable<AttendanceScreenQuery['shift']>;

/**
 * True from the shift's end on: the page turns "Conferma presenze" on at that moment. The end may
 * arrive after the first render (the page's data), so the state is the time last read, compared
 * with the end at each render.
 */
function useEnded(endIso: string): boolean {
  const end = Date.parse(endIso);
  const [now, setNow] = useState(() => Date.now());
  const ended = Number.isFinite(end) && now >= end;
  useEffect(() => {
    if (ended || !Number.isFinite(end)) return;
    // a timer's delay is a 32-bit number: a shift further away is checked again later
    const delay = Math.min(end - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setNow(Date.now()), Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [end, ended]);
  return ended;
}

function AttendanceList({
  shift,
  rows,
}: {
  shift: ScreenShift;
  rows: readonly AttendanceRowFragment[];
}) {
  const { t } = useTranslation();
  const ended = useEnded(shift.endDate);
  const [confirm, confirmState] = useConfirmAttendanceMutation(shift.id);
  const [confirming, setConfirming] = useState(false);

  const onConfirm = async () => {
    try {
      await confirm();
      showToast(t('attendance.confirmed'), 'success');
    } catch (error) {
      const first = toUserFacingErrors(error)[0];
      if (first?.key === 'attendance.shift_not_ended')
        showToast(t('attendance.not_ended'), 'error');
      else {
        const formError = serverFormError(error);
        if (formError) showToast(formError.text, 'error');
      }
    }
    setConfirming(false);
  };

  const count = (status: AttendanceRowFragment['status']) =>
    rows.filter((row) => row.status === status).length;

  return (
    <Section aria-labelledby="attendance-list-title">
      <h2 id="attendance-list-title">{t('attendance.list_title')}</h2>
      {rows.length === 0 ? (
        <EmptyState title={t('attendance.empty')} />
      ) : (
        <>
          <Summary aria-live="polite">
            {t('attendance.summary', {
              present: count('PRESENT'),
              absent: count('ABSENT'),
              unknown: count('UNKNOWN'),
            })}
          </Summary>
          {/* after the end the confirmation is the page's first step (issue 31): above the list */}
          {ended && (
            <ConfirmBar>
              <Button onClick={() => setConfirming(true)}>{t('attendance.confirm')}</Button>
            </ConfirmBar>
          )}
          <Note>{t('attendance.live')}</Note>
          <List>
            {rows.map((row) => (
              <AttendanceItem key={row.signUpId} row={row} shift={shift} />
            ))}
          </List>
          {!ended && (
            <Note>{t('attendance.confirm_after_end', { time: formatTime(shift.endDate) })}</Note>
          )}
        </>
      )}
      <ConfirmModal
        open={confirming}
        title={t('attendance.confirm_title')}
        text={t('attendance.confirm_text')}
        confirmLabel={t('attendance.confirm')}
        confirmVariant="primary"
        busy={confirmState.loading}
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
      />
    </Section>
  );
}

export interface AttendanceViewProps {
  associationId: number;
  shiftId: number;
  /** The page's one request: undefined until it answers */
  data: AttendanceScreenQuery | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * /dashboard/{id}/attendance/{shift}, "Presenze" (issue 22): the shift's check-in QR code (to show
 * or print), and who checked in, live (subscription `shiftAttendanceChanged`, written over the
 * screen's cached list), with "Conferma presenze" after the shift's end, each person's state,
 * corrections and their history. Its data: the page's one request (pages/Dashboard/attendance.graphql).
 */
export function AttendanceView({
  associationId,
  shiftId,
  data,
  loading,
  error,
  refetch,
}: AttendanceViewProps) {
  const { t } = useTranslation();
  const shift = data?.shift;
  const ended = useEnded(shift?.endDate ?? '');
  const live = useSubscription(OnShiftAttendanceChangedDocument, {
    variables: { shiftId },
    context: { toastErrors: true },
    skip: !shift,
    onData: ({ client, data: update }) => {
      const rows = update.data?.shiftAttendanceChanged;
      if (rows) writeShiftAttendance(client.cache, shiftId, () => rows);
    },
    onError: (subscriptionError) => console.error(subscriptionError),
  });
  useRestartOnResume(live.restart);

  if (!data) {
    if (loading && !error) return <Loading />;
    // a shift this administrator may not manage (another association's) is not found here either
    const missing = toUserFacingErrors(error).some(
      (e) => e.code === 'NOT_FOUND' || e.code === 'FORBIDDEN',
    );
    return (
      <Card>
        <EmptyState
          title={missing ? t('attendance.not_found') : t('attendance.load_error')}
          action={
            missing ? undefined : (
              <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
                {t('attendance.retry')}
              </Button>
            )
          }
        />
      </Card>
    );
  }
  // a shift of another association is not this dashboard's
  if (!shift || shift.event.associationId !== associationId) {
    return (
      <Card>
        <EmptyState title={t('attendance.not_found')} />
      </Card>
    );
  }

  return (
    <>
      <PageHeading>{t('attendance.heading', { title: shift.title })}</PageHeading>
      <Meta>
        <Link to={`/event/${shift.event.id}/${shift.id}?admin=${associationId}`}>
          {t('attendance.event_link', { name: shift.event.name })}
        </Link>
        {' · '}
        {formatPeriod(shift.startDate, shift.endDate)}
      </Meta>
      <Columns $listFirst={ended}>
        {/* keyed: the list keeps its state (an open confirmation) when it moves at the end */}
        {ended && <AttendanceList key="list" shift={shift} rows={data.shiftAttendance} />}
        <QrCodeCard key="qr" shift={shift} checkIn={data.shiftCheckIn} />
        {!ended && <AttendanceList key="list" shift={shift} rows={data.shiftAttendance} />}
      </Columns>
    </>
  );
}
