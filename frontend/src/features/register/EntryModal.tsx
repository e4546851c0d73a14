import { Fragment } from 'react';
import { Modal } from '../../components/Modal';
import type { RegisterEntry } from './registerLines';
import { useLastPresent, useModalSession } from './useModalSession';

/** What the modals about one line of the register (correct it, end it) take. */
export interface EntryModalProps {
  /** The current entry of the line; null: closed */
  entry: RegisterEntry | null;
  associationId: number;
  onClose: () => void;
}

/**
 * The modal of a form about one entry: open while there is an entry, it keeps showing the last
 * one while it fades out, and its form starts afresh on each opening (keyed by the session).
 */
export function EntryModal({
  entry,
  onClose,
  title,
  describedById,
  children,
}: {
  entry: RegisterEntry | null;
  onClose: () => void;
  title: (shown: RegisterEntry) => string;
  describedById: string;
  children: (shown: RegisterEntry) => React.ReactNode;
}) {
  const shown = useLastPresent(entry);
  const session = useModalSession(entry !== null);
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      title={shown ? title(shown) : ''}
      describedById={describedById}
    >
      {shown && <Fragment key={session}>{children(shown)}</Fragment>}
    </Modal>
  );
}
