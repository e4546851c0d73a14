import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPeriod, formatTime } from '../../app/formatDates';
import { formatMinutes } from '../../app/formatMinutes';
import { toUserFacingErrors } from '../../app/graphqlErrors';
import { serverErrorText } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { Card, NarrowColumn } from '../../components/Card';
import { Loading } from '../../components/Spinner';
import { StatusChip } from '../../components/StatusChip';
import type { CheckInShiftFragment } from '../../gql/graphql';
import { FinishShiftButton } from './FinishShiftButton';
import { useCheckInMutation } from './useAttendanceMutations';

/** Message keys of the check-in's refusals (docs/attendance.md). */
const KEYS = {
  wrongCode: 'attendance.wrong_code',
  notAccepted: 'attendance.not_accepted',
  outsideWindow: 'attendance.outside_window',
  alreadyCheckedIn: 'attendance.already_checked_in',
  notCheckedIn: 'attendance.not_checked_in',
  alreadyCheckedOut: 'attendance.already_checked_out',
} as const;

/** The check-in works from 60 minutes before the start to the end (docs/attendance.md). */
const WINDOW_BEFORE_START_MS = 60 * 60_000;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;

  h1 {
    margin: 0;
    font-size: 1.5rem;
    line-height: 1.25;
  }
  p {
    margin: 0;
  }
`;

/** The big line of the state: the time of entry or exit. */
const Moment = styled.p<{ $tone: 'success' | 'error' }>`
  && {
    padding: 12px 16px;
    border-radius: ${theme.radius.small};
    background: ${({ $tone }) =>
      $tone === 'success' ? theme.colors.successLight : theme.colors.errorLight};
    color: ${({ $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.error)};
    font-size: 1.15rem;
    font-weight: 700;
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;

  div {
    display: grid;
    grid-template-columns: minmax(96px, auto) 1fr;
    gap: 8px;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;
`;

type Outcome =
  /** asking the server (or waiting for the shift before asking) */
  | { kind: 'pending' }
  /** checked in now or before: the shift's `myAttendance` tells the times */
  | { kind: 'done' }
  | { kind: 'refused'; text: string }
  | { kind: 'outside' }
  | { kind: 'missing_code' }
  | { kind: 'not_found' }
  | { kind: 'error' };

function insideWindow(shift: CheckInShiftFragment, now = Date.now()): boolean {
  const start = Date.parse(shift.startDate);
  const end = Date.parse(shift.endDate);
  return now >= start - WINDOW_BEFORE_START_MS && now <= end;
}

/** What a refused check-in means for the person (the keys first, the codes when none is known). */
function outcomeOf(error: unknown, shift: CheckInShiftFragment, t: (key: string) => string) {
  const first = toUserFacingErrors(error)[0];
  if (!first) return { kind: 'error' } as const;
  switch (first.key) {
    case KEYS.alreadyCheckedIn:
      return { kind: 'done' } as const;
    case KEYS.outsideWindow:
      return { kind: 'outside' } as const;
    case KEYS.wrongCode:
      return { kind: 'refused', text: t('check_in.wrong_code') } as const;
    case KEYS.notAccepted:
      return { kind: 'refused', text: t('check_in.not_accepted') } as const;
  }
  switch (first.code) {
    case 'FORBIDDEN':
      return { kind: 'refused', text: t('check_in.refused') } as const;
    case 'CONFLICT':
      return insideWindow(shift)
        ? ({ kind: 'refused', text: serverErrorText(first) } as const)
        : ({ kind: 'outside' } as const);
    case 'NOT_FOUND':
      return { kind: 'not_found' } as const;
    case 'BAD_USER_INPUT':
      return { kind: 'refused', text: t('check_in.wrong_code') } as const;
  }
  return { kind: 'error' } as const;
}

function ShiftFacts({ shift }: { shift: CheckInShiftFragment }) {
  const { t } = useTranslation();
  return (
    <Facts>
      <div>
        <dt>{t('check_in.event')}</dt>
        <dd>{shift.event.name}</dd>
      </div>
      <div>
        <dt>{t('check_in.shift')}</dt>
        <dd>{shift.title}</dd>
      </div>
      <div>
        <dt>{t('check_in.when')}</dt>
        <dd>{formatPeriod(shift.startDate, shift.endDate)}</dd>
      </div>
      <div>
        <dt>{t('check_in.association')}</dt>
        <dd>{shift.event.association.name}</dd>
      </div>
    </Facts>
  );
}

/** Whole minutes between two instants (what the server counts), when the server gave none. */
function minutesBetween(fromIso: string, toIso: string): number {
  return Math.max(0, Math.floor((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
}

function CheckedIn({ shift, onStale }: { shift: CheckInShiftFragment; onStale: () => void }) {
  const { t } = useTranslation();
  const attendance = shift.myAttendance;
  if (!attendance?.checkedInAt) return <Loading label={t('check_in.registering')} />;
  const { checkedInAt, checkedOutAt } = attendance;

  const minutes = checkedOutAt
    ? (attendance.minutes ?? minutesBetween(checkedInAt, checkedOutAt))
    : undefined;

  return (
    <Panel aria-labelledby="check-in-title">
      <h1 id="check-in-title">
        {checkedOutAt ? t('check_in.finished_title') : t('check_in.done_title')}
      </h1>
      <Moment $tone="success" role="status">
        {t('check_in.checked_in_at', { time: formatTime(checkedInAt) })}
        {checkedOutAt && (
          <>
            <br />
            {t('check_in.checked_out_at', { time: formatTime(checkedOutAt) })}
          </>
        )}
      </Moment>
      {minutes !== undefined && (
        <p>{t('check_in.duration', { duration: formatMinutes(minutes) })}</p>
      )}
      {attendance.status === 'PRESENT' && (
        <StatusChip $tone="accepted">{t('check_in.status_present')}</StatusChip>
      )}
      {attendance.status === 'ABSENT' && (
        <StatusChip $tone="muted">{t('check_in.status_absent')}</StatusChip>
      )}
      <ShiftFacts shift={shift} />
      {!checkedOutAt && (
        <>
          <FinishShiftButton shift={shift} onStale={onStale} fullWidth />
          <Hint>{t('check_in.auto_checkout')}</Hint>
        </>
      )}
      <p>
        <Link to={`/event/${shift.event.id}/${shift.id}`}>{t('check_in.open_shift')}</Link>
      </p>
    </Panel>
  );
}

function NotDone({
  text,
  shift,
  onRetry,
}: {
  text: string;
  shift?: CheckInShiftFragment;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="check-in-title">
      <h1 id="check-in-title">{t('check_in.refused_title')}</h1>
      <Moment $tone="error" role="alert">
        {text}
      </Moment>
      {shift && <ShiftFacts shift={shift} />}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('check_in.retry')}
        </Button>
      )}
      {shift && (
        <p>
          <Link to={`/event/${shift.event.id}/${shift.id}`}>{t('check_in.open_shift')}</Link>
        </p>
      )}
    </Panel>
  );
}

export interface CheckInViewProps {
  shiftId: number;
  /** The code of the QR code's address (`?code=`); undefined when the address has none */
  code: string | undefined;
  /** The shift as the page's one request brings it: undefined until it answers, null if unknown */
  shift: CheckInShiftFragment | null | undefined;
  loading: boolean;
  error: unknown;
  /** Reads the shift again (the page's request) */
  refetch: () => Promise<unknown>;
}

/**
 * /check-in/{shift}?code=…, the address of a shift's QR code opened on the volunteer's phone
 * (issue 22): once the shift has arrived, checks in once, then shows "Presenza registrata" with
 * the time and the shift, and "Ho finito" for the check-out. Someone already checked in sees
 * their times instead of an error; a refusal says why in words (wrong code, not accepted, outside
 * the window that opens 60 minutes before the start).
 */
export function CheckInView({ shiftId, code, shift, loading, error, refetch }: CheckInViewProps) {
  const { t } = useTranslation();
  const [checkIn] = useCheckInMutation();
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { kind: 'pending' } : { kind: 'missing_code' },
  );
  // once per visit of the address, whatever re-renders (the answer rewrites the cached shift)
  const asked = useRef(false);

  const run = useCallback(
    (target: CheckInShiftFragment, withCode: string) => {
      asked.current = true;
      if (target.myAttendance?.checkedInAt) {
        setOutcome({ kind: 'done' });
        return;
      }
      setOutcome({ kind: 'pending' });
      checkIn(shiftId, withCode).then(
        () => setOutcome({ kind: 'done' }),
        (checkInError: unknown) => {
          const next = outcomeOf(checkInError, target, t);
          // checked in meanwhile (another tab, a second scan): the times come with the shift
          if (next.kind === 'done') refetch().catch(() => undefined);
          setOutcome(next);
        },
      );
    },
    [checkIn, shiftId, t, refetch],
  );

  // the shift first (a person already checked in is not refused), then the check-in
  useEffect(() => {
    if (code && shift && !asked.current) run(shift, code);
  }, [code, shift, run]);

  const stale = () => void refetch().catch(() => undefined);
  const retry = () => {
    if (shift && code) run(shift, code);
    // the shift could not be read: the effect checks in once it arrives
    else stale();
  };

  let body: React.ReactNode;
  if (outcome.kind === 'missing_code') {
    body = <NotDone text={t('check_in.missing_code')} shift={shift ?? undefined} />;
  } else if (!shift) {
    body =
      loading || (shift === undefined && !error) ? (
        <Loading label={t('check_in.registering')} />
      ) : shift === null ? (
        <NotDone text={t('check_in.not_found')} />
      ) : (
        <NotDone text={t('check_in.error')} onRetry={retry} />
      );
  } else {
    switch (outcome.kind) {
      case 'pending':
        body = <Loading label={t('check_in.registering')} />;
        break;
      case 'done':
        body = <CheckedIn shift={shift} onStale={stale} />;
        break;
      case 'outside':
        body = <NotDone text={t('check_in.outside_window')} shift={shift} />;
        break;
      case 'refused':
        body = <NotDone text={outcome.text} shift={shift} />;
        break;
      case 'not_found':
        body = <NotDone text={t('check_in.not_found')} />;
        break;
      default:
        body = <NotDone text={t('check_in.error')} shift={shift} onRetry={retry} />;
    }
  }

  return <NarrowColumn>{body}</NarrowColumn>;
}
