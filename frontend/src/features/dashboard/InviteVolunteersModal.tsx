import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { Button } from '../../components/Button';
import { Input, Label } from '../../components/Field.styles';
import { ShareIcon } from '../../components/icons';
import { Modal, ModalActions } from '../../components/Modal';

const LinkField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-top: 12px;
`;

export function invitationLink(associationId: number): string {
  return `${window.location.origin}/invitation-volunteer/${associationId}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export interface InviteVolunteersModalProps {
  open: boolean;
  onClose: () => void;
  associationId: number;
  associationName: string;
}

/**
 * The share link of /invitation-volunteer/{id}: the Web Share API where there is one, otherwise a
 * copy to the clipboard, otherwise an alert (spec §8: native share unsupported).
 */
export function InviteVolunteersModal({
  open,
  onClose,
  associationId,
  associationName,
}: InviteVolunteersModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const link = invitationLink(associationId);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async (): Promise<void> => {
    if (navigator.clipboard?.writeText) {
      try {
        await navigator.clipboard.writeText(link);
        showToast(t('dashboard.invite_copied'), 'success');
        return;
      } catch (error) {
        console.error(error);
      }
    }
    window.alert(t('dashboard.invite_unsupported'));
  };

  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({
          title: t('dashboard.invite_share_title', { name: associationName }),
          text: t('dashboard.invite_share_text', { name: associationName }),
          url: link,
        });
        return;
      } catch (error) {
        if (isAbort(error)) return;
        console.error(error);
      }
    }
    await copy();
  };

  return (
    <Modal open={open} onClose={onClose} title={t('dashboard.invite_title')}>
      <p>{t('dashboard.invite_text', { name: associationName })}</p>
      <LinkField>
        <Label htmlFor={inputId}>{t('dashboard.invite_link')}</Label>
        <Input
          id={inputId}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </LinkField>
      <ModalActions>
        {canShare && (
          <Button variant="secondary" onClick={() => void copy()}>
            {t('dashboard.invite_copy')}
          </Button>
        )}
        <Button onClick={() => void share()}>
          <ShareIcon size={20} />
          {canShare ? t('dashboard.invite_share') : t('dashboard.invite_copy')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
