import { useMutation } from '@apollo/client/react';
import {
  CheckInDocument,
  CheckOutDocument,
  ConfirmAttendanceDocument,
  SetAttendanceDocument,
  type SetAttendanceInput,
} from '../../gql/graphql';
import { withRow, writeShiftAttendance } from './attendanceCache';

/*
 * Attendance (issue 22). The check-in and check-out answer the Shift with `myAttendance`, which
 * Apollo writes over the cached shift: the check-in page shows the server's times. The
 * administrators' corrections answer the rows, written over the page's list.
 */

/**
 * Checks in with the QR code's code. The page tells a refusal itself (wrong code, not accepted:
 * FORBIDDEN), so the error link neither sends the person to Home nor says "Non hai i permessi!".
 */
export function useCheckInMutation() {
  const [mutate, state] = useMutation(CheckInDocument, { context: { refusalHandled: true } });
  const checkIn = async (shiftId: number, code: string) => {
    const { data } = await mutate({ variables: { input: { shiftId, code } } });
    return data?.checkIn;
  };
  return [checkIn, state] as const;
}

/** "Ho finito": the check-out now (the server caps it at the shift's end). */
export function useCheckOutMutation() {
  const [mutate, state] = useMutation(CheckOutDocument);
  const checkOut = async (shiftId: number) => {
    const { data } = await mutate({ variables: { input: { shiftId } } });
    return data?.checkOut;
  };
  return [checkOut, state] as const;
}

/** An administrator marks one person present or absent, or corrects their times. */
export function useSetAttendanceMutation(shiftId: number) {
  const [mutate, state] = useMutation(SetAttendanceDocument);
  const setAttendance = async (input: SetAttendanceInput) => {
    const { data } = await mutate({
      variables: { input },
      update: (cache, { data: answer }) => {
        const row = answer?.setAttendance;
        if (row) writeShiftAttendance(cache, shiftId, (rows) => withRow(rows, row));
      },
    });
    return data?.setAttendance;
  };
  return [setAttendance, state] as const;
}

/** "Conferma presenze": the whole list as the server now has it. */
export function useConfirmAttendanceMutation(shiftId: number) {
  const [mutate, state] = useMutation(ConfirmAttendanceDocument);
  const confirm = async () => {
    const { data } = await mutate({
      variables: { input: { shiftId } },
      update: (cache, { data: answer }) => {
        const rows = answer?.confirmAttendance;
        if (rows) writeShiftAttendance(cache, shiftId, () => rows);
      },
    });
    return data?.confirmAttendance;
  };
  return [confirm, state] as const;
}
