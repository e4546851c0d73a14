import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatDateTime, formatTime } from '../../app/formatDates';
import { formatMinutes } from '../../app/formatMinutes';
import { serverFormError } from '../../app/serverErrors';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { StatusChip, type StatusTone } from '../../components/StatusChip';
import type { AttendanceRowFragment, AttendanceStatus } from '../../gql/graphql';
import { CorrectTimesModal } from './CorrectTimesModal';
import { useSetAttendanceMutation } from './useAttendanceMutations';

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px 16px;
  padding: 12px;
  border-radius: ${theme.radius.medium};
  border: 1px solid ${theme.colors.border};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  flex: 1 1 240px;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
`;

const Times = styled.p`
  && {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

const Changes = styled.details`
  flex-basis: 100%;
  color: ${theme.colors.textMuted};
  font-size: 0.9rem;

  summary {
    cursor: pointer;
    min-height: 32px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 20px;
  }
`;

export const STATUS_TONE: Record<AttendanceStatus, StatusTone> = {
  PRESENT: 'accepted',
  ABSENT: 'muted',
  UNKNOWN: 'waiting',
};

const fullName = (row: { name: string; surname: string }) => `${row.name} ${row.surname}`;

/** 'HH:mm' in Rome, with the date when it is not the shift's start day. */
function timeOnShift(iso: string, shiftStart: string): string {
  const time = formatTime(iso);
  return formatDateTime(iso).slice(0, 10) === formatDateTime(shiftStart).slice(0, 10)
    ? time
    : formatDateTime(iso);
}

export interface AttendanceItemProps {
  row: AttendanceRowFragment;
  shift: { id: number; startDate: string; endDate: string };
}

/**
 * One person of the "Presenze" list: state, times and minutes, "Segna presente" / "Segna assente",
 * "Correggi orari", and the administrators' changes (who and when). Marking is not final (the
 * other state is one tap away, both kept in the changes), so it asks no confirmation.
 */
export function AttendanceItem({ row, shift }: AttendanceItemProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const person = fullName(row);
  const [setAttendance, state] = useSetAttendanceMutation(shift.id);
  const [correcting, setCorrecting] = useState(false);

  const mark = async (status: AttendanceStatus) => {
    try {
      await setAttendance({ signUpId: row.signUpId, status });
      showToast(
        t(status === 'PRESENT' ? 'attendance.saved_present' : 'attendance.saved_absent', {
          person,
        }),
        'success',
      );
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) showToast(formError.text, 'error');
    }
  };

  const saveTimes = async (times: { checkedInAt: string; checkedOutAt: string }) => {
    await setAttendance({ signUpId: row.signUpId, status: 'PRESENT', ...times });
    setCorrecting(false);
    showToast(t('attendance.saved_times', { person }), 'success');
  };

  /** A state as the audit shows it: the status and the times it had ("Da confermare (09:05 – …)"). */
  const stateText = (
    status: AttendanceStatus,
    checkedInAt: string | null | undefined,
    checkedOutAt: string | null | undefined,
  ) => {
    const label = t(`attendance.status_${status}`);
    if (!checkedInAt) return label;
    return t('attendance.state_times', {
      status: label,
      from: timeOnShift(checkedInAt, shift.startDate),
      to: checkedOutAt ? timeOnShift(checkedOutAt, shift.startDate) : '…',
    });
  };

  const times = [
    row.checkedInAt
      ? t('attendance.checked_in', { time: timeOnShift(row.checkedInAt, shift.startDate) })
      : t('attendance.no_check_in'),
    row.checkedOutAt
      ? t('attendance.checked_out', { time: timeOnShift(row.checkedOutAt, shift.startDate) })
      : t('attendance.no_check_out'),
  ].join(' · ');

  return (
    <Row aria-labelledby={nameId}>
      <Who>
        <strong id={nameId}>{person}</strong>
        <StatusChip $tone={STATUS_TONE[row.status]}>
          {t(`attendance.status_${row.status}`)}
        </StatusChip>
        <Times>{times}</Times>
        {row.minutes !== null && row.minutes !== undefined ? (
          <Times>{t('attendance.minutes', { duration: formatMinutes(row.minutes) })}</Times>
        ) : (
          row.status === 'PRESENT' && <Times>{t('attendance.times_missing')}</Times>
        )}
      </Who>
      <Controls>
        {row.status !== 'PRESENT' && (
          <Button
            variant="text"
            disabled={state.loading}
            aria-label={t('attendance.mark_present_named', { person })}
            onClick={() => void mark('PRESENT')}
          >
            {t('attendance.mark_present')}
          </Button>
        )}
        {row.status !== 'ABSENT' && (
          <Button
            variant="text"
            disabled={state.loading}
            aria-label={t('attendance.mark_absent_named', { person })}
            onClick={() => void mark('ABSENT')}
          >
            {t('attendance.mark_absent')}
          </Button>
        )}
        <Button
          variant="text"
          aria-label={t('attendance.correct_named', { person })}
          onClick={() => setCorrecting(true)}
        >
          {t('attendance.correct')}
        </Button>
      </Controls>
      {row.changes.length > 0 && (
        <Changes>
          <summary>{t('attendance.changes', { count: row.changes.length })}</summary>
          <ul>
            {row.changes.map((change, index) => (
              <li key={`${change.at}-${index}`}>
                {change.fromStatus
                  ? t('attendance.change_from_to', {
                      at: formatDateTime(change.at),
                      by: change.byName,
                      cause: change.cause ? t(`attendance.cause_${change.cause}`) : '',
                      from: stateText(
                        change.fromStatus,
                        change.fromCheckedInAt,
                        change.fromCheckedOutAt,
                      ),
                      to: stateText(change.status, change.checkedInAt, change.checkedOutAt),
                    })
                  : t('attendance.change', {
                      at: formatDateTime(change.at),
                      by: change.byName,
                      status: stateText(change.status, change.checkedInAt, change.checkedOutAt),
                    })}
              </li>
            ))}
          </ul>
        </Changes>
      )}
      {correcting && (
        <CorrectTimesModal
          open
          person={person}
          checkedInAt={row.checkedInAt ?? shift.startDate}
          checkedOutAt={row.checkedOutAt ?? shift.endDate}
          onSave={saveTimes}
          onClose={() => setCorrecting(false)}
        />
      )}
    </Row>
  );
}
