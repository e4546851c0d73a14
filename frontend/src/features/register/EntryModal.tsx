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

/** What their forms take: the entry shown. */
export interface EntryFormProps extends EntryModalProps {
  entry: RegisterEntry;
}

/**
 * The modal of a form about one entry: open while there is an entry, it keeps showing the last
 * one while it fades out, and its form starts afresh on each opening (keyed by the session).
 */
export function EntryModal({
  entry,
  associationId,
  onClose,
  title,
  describedById,
  form: Form,
  prefill,
}: EntryModalProps & {
  title: (shown: RegisterEntry) => string;
  /** The id of the form's opening words, which describe the dialog */
  describedById: string;
  form: React.ComponentType<EntryFormProps & { prefill?: Record<string, string> }>;
  /** values the form opens with instead of the entry's (a correction proposed from the profile) */
  prefill?: Record<string, string>;
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
      {shown && (
        <Form
          key={session}
          entry={shown}
          associationId={associationId}
          onClose={onClose}
          prefill={prefill}
        />
      )}
    </Modal>
  );
}
