import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromLocalInput, toLocalInput } from '../../app/dateTime';
import { serverFormError } from '../../app/serverErrors';
import { Button } from '../../components/Button';
import { Modal, ModalActions } from '../../components/Modal';
import { FormError } from '../../components/PageTitle';
import { TextField } from '../../components/TextField';

export interface CorrectTimesModalProps {
  open: boolean;
  /** Name and surname of the person */
  person: string;
  /** The times to start from: the recorded ones, else the shift's */
  checkedInAt: string;
  checkedOutAt: string;
  onSave: (times: { checkedInAt: string; checkedOutAt: string }) => Promise<void>;
  onClose: () => void;
}

interface Errors {
  in?: string;
  out?: string;
  form?: string;
}

/**
 * "Correggi orari": entry and exit of one person as date and time in Rome (a shift may cross
 * midnight). Saving makes the person present with these times; the server keeps who changed them
 * and when.
 */
export function CorrectTimesModal({
  open,
  person,
  checkedInAt,
  checkedOutAt,
  onSave,
  onClose,
}: CorrectTimesModalProps) {
  const { t } = useTranslation();
  const [entry, setEntry] = useState(() => toLocalInput(checkedInAt));
  const [exit, setExit] = useState(() => toLocalInput(checkedOutAt));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const inIso = fromLocalInput(entry);
    const outIso = fromLocalInput(exit);
    const found: Errors = {
      in: inIso ? undefined : t('attendance.required_time'),
      out: outIso ? undefined : t('attendance.required_time'),
    };
    if (inIso && outIso && Date.parse(outIso) <= Date.parse(inIso))
      found.out = t('attendance.out_before_in');
    setErrors(found);
    if (found.in || found.out) return;
    setSaving(true);
    try {
      await onSave({ checkedInAt: inIso, checkedOutAt: outIso });
    } catch (error) {
      const formError = serverFormError(error);
      if (formError) setErrors({ form: formError.text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={t('attendance.correct_title', { person })}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{t('attendance.correct_text')}</p>
        {errors.form && <FormError role="alert">{errors.form}</FormError>}
        <TextField
          label={t('attendance.check_in_field')}
          type="datetime-local"
          name="checkedInAt"
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          error={errors.in}
          required
        />
        <TextField
          label={t('attendance.check_out_field')}
          type="datetime-local"
          name="checkedOutAt"
          value={exit}
          onChange={(event) => setExit(event.target.value)}
          error={errors.out}
          required
        />
        <ModalActions>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {t('common.save')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
