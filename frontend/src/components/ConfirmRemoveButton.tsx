import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ConfirmModal } from './ConfirmModal';

export interface ConfirmRemoveButtonProps {
  /** The button's accessible name, saying whom it removes ("Rimuovi Giulia Neri"); it starts with "Rimuovi" */
  label: string;
  /** The question ("Rimuovere Giulia Neri dal turno?") */
  title: string;
  /** What removing does */
  text: React.ReactNode;
  /** The removal is running: both buttons of the dialog wait */
  busy: boolean;
  /**
   * Runs on "Rimuovi" in the dialog and tells the outcome itself (a toast); the dialog closes when
   * it settles, and the focus goes back to the button (or, once the row is gone, nowhere).
   */
  onRemove: () => Promise<void>;
}

/**
 * "Rimuovi" of a row (a person from a shift, from its waitlist, from the volunteers), asked again
 * in a dialog: "Annulla" (or Escape) leaves things as they are, "Rimuovi" removes.
 */
export function ConfirmRemoveButton({
  label,
  title,
  text,
  busy,
  onRemove,
}: ConfirmRemoveButtonProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await onRemove();
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button variant="text" aria-label={label} onClick={() => setConfirming(true)}>
        {t('common.remove')}
      </Button>
      <ConfirmModal
        open={confirming}
        title={title}
        text={text}
        confirmLabel={t('common.remove')}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
