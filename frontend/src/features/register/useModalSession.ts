import { useState } from 'react';

/**
 * A number that changes each time a modal opens: its form, keyed by it, starts empty on every
 * opening, yet stays drawn while the modal fades out (the Modal keeps its content for the
 * transition).
 */
export function useModalSession(open: boolean): number {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((value) => value + 1);
  }
  return session;
}

/** The last non-null value: what a modal about `value` shows while it fades out after a close. */
export function useLastPresent<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
