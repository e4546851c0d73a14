import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/clientState';
import { serverFormError } from '../../app/serverErrors';
import { ActionMenu, type ActionMenuItem } from '../../components/ActionMenu';
import { ConfirmModal } from '../../components/ConfirmModal';
import {
  useDeleteEventMutation,
  useDuplicateEventMutation,
  useTerminateEventMutation,
} from './useEventMutations';

export interface EventAdminMenuProps {
  event: { id: number; name: string; associationId: number; terminated: boolean };
  /** The event was deleted (the event page leaves) */
  onDeleted?: () => void;
  /** Accessible name of the menu button; "Opzioni per l'evento «{name}»" by default */
  label?: string;
}

function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

/**
 * The administrators' menu of an event (spec §6): edit, duplicate (a private copy without
 * images), delete and archive — the last two irreversible, so each asks first.
 */
export function EventAdminMenu({ event, onDeleted, label }: EventAdminMenuProps) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<'delete' | 'archive' | null>(null);
  const [duplicate] = useDuplicateEventMutation(event.associationId);
  const [remove, removeState] = useDeleteEventMutation(event.associationId);
  const [terminate, terminateState] = useTerminateEventMutation(event.associationId);

  const onDuplicate = async () => {
    try {
      await duplicate(event.id);
      showToast(t('events.duplicated'), 'success');
    } catch (error) {
      errorToast(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove(event.id);
      setConfirm(null);
      showToast(t('events.deleted'), 'success');
      onDeleted?.();
    } catch (error) {
      setConfirm(null);
      errorToast(error);
    }
  };

  const onArchive = async () => {
    try {
      await terminate(event.id);
      showToast(t('events.archived'), 'success');
    } catch (error) {
      errorToast(error);
    }
    setConfirm(null);
  };

  const items: ActionMenuItem[] = [
    {
      id: 'edit',
      label: t('events.edit'),
      to: `/dashboard/${event.associationId}/create-event?id_event=${event.id}`,
    },
    { id: 'duplicate', label: t('events.duplicate'), onSelect: () => void onDuplicate() },
    { id: 'delete', label: t('events.delete'), danger: true, onSelect: () => setConfirm('delete') },
  ];
  if (!event.terminated) {
    items.push({
      id: 'archive',
      label: t('events.archive'),
      danger: true,
      onSelect: () => setConfirm('archive'),
    });
  }

  return (
    <>
      <ActionMenu
        label={label ?? t('events.admin_menu_named', { name: event.name })}
        items={items}
      />
      <ConfirmModal
        open={confirm === 'delete'}
        title={t('events.delete_title', { name: event.name })}
        text={t('events.delete_text')}
        confirmLabel={t('events.delete_confirm')}
        busy={removeState.loading}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirm(null)}
      />
      <ConfirmModal
        open={confirm === 'archive'}
        title={t('events.archive_title', { name: event.name })}
        text={t('events.archive_text')}
        confirmLabel={t('events.archive_confirm')}
        busy={terminateState.loading}
        onConfirm={() => void onArchive()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
