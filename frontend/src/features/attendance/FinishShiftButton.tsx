import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatTime } from '../../app/formatDates';
import { toUserFacingErrors } from '../../app/graphqlErrors';
import { theme } from '../../app/theme';
import { Button } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useCheckOutMutation } from './useAttendanceMutations';

/** Message keys of the check-out's refusals (docs/attendance.md). */
const KEYS = {
  notCheckedIn: 'attendance.not_checked_in',
  alreadyCheckedOut: 'attendance.already_checked_out',
  notStarted: 'attendance.not_started',
} as const;

const Hint = styled.p`
  && {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;

/** Whether the shift has started, turning true by itself at the start (a timer, not a poll). */
function useStarted(startIso: string): boolean {
  const start = Date.parse(startIso);
  const [started, setStarted] = useState(() => Date.now() >= start);
  useEffect(() => {
    if (started || !Number.isFinite(start)) return;
    // a timer's delay is a 32-bit number (~24 days); a check-in opens 60 minutes before
    const delay = Math.min(start - Date.now(), 2 ** 31 - 1);
    const timer = window.setTimeout(() => setStarted(Date.now() >= start), Math.max(0, delay));
    return () => window.clearTimeout(timer);
  }, [start, started]);
  return started;
}

export interface FinishShiftButtonProps {
  shift: { id: number; startDate: string };
  /** Reads the shift again after a refusal (the attendance as the server has it) */
  onStale?: () => void;
  fullWidth?: boolean;
}

/**
 * "Ho finito" (issue 31): the volunteer's exit is final — no undo, the hours count up to it — so
 * the button is enabled from the shift's start (before it, a hint says when; the server refuses
 * too) and asks for a confirmation in a dialog ("Non ancora" keeps the shift going). Used by the
 * check-in page and Home's card of the day.
 */
export function FinishShiftButton({ shift, onStale, fullWidth }: FinishShiftButtonProps) {
  const { t } = useTranslation();
  const [checkOut, state] = useCheckOutMutation();
  const started = useStarted(shift.startDate);
  const [confirming, setConfirming] = useState(false);
  const hintId = `finish-hint-${shift.id}`;

  const onFinish = async () => {
    try {
      await checkOut(shift.id);
      setConfirming(false);
    } catch (error) {
      setConfirming(false);
      const first = toUserFacingErrors(error)[0];
      if (first?.key === KEYS.alreadyCheckedOut) showToast(t('check_in.already_checked_out'));
      else if (first?.key === KEYS.notCheckedIn) showToast(t('check_in.not_checked_in'), 'error');
      else if (first?.key === KEYS.notStarted) showToast(t('check_in.not_started'), 'error');
      else if (first) showToast(t('check_in.checkout_error'), 'error');
      onStale?.();
    }
  };

  return (
    <>
      <Button
        fullWidth={fullWidth}
        onClick={() => setConfirming(true)}
        disabled={state.loading || !started}
        aria-busy={state.loading}
        aria-describedby={started ? undefined : hintId}
      >
        {state.loading ? t('check_in.finishing') : t('check_in.finish')}
      </Button>
      {!started && (
        <Hint id={hintId}>
          {t('check_in.finish_from_start', { time: formatTime(shift.startDate) })}
        </Hint>
      )}
      <ConfirmModal
        open={confirming}
        title={t('check_in.finish_title')}
        text={t('check_in.finish_text', { time: formatTime(new Date().toISOString()) })}
        confirmLabel={t('check_in.finish_confirm')}
        cancelLabel={t('check_in.finish_cancel')}
        confirmVariant="primary"
        busy={state.loading}
        onConfirm={() => void onFinish()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
