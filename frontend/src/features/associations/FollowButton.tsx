import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmModal } from '../../components/ConfirmModal';
import { HeartIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { useFollowAssociationMutation } from './useFollowAssociationMutation';
import { useUnfollowAssociationMutation } from './useUnfollowAssociationMutation';
import { theme } from '../../app/theme';

const Heart = styled.button<{ $pressed: boolean; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ $compact }) => ($compact ? '0' : '8px 18px')};
  border-radius: ${theme.radius.round};
  border: 2px solid
    ${({ $pressed, $compact }) =>
      $compact ? 'transparent' : $pressed ? theme.colors.badge : theme.colors.primary};
  background: ${({ $compact }) => ($compact ? 'transparent' : theme.colors.surface)};
  color: ${({ $pressed }) => ($pressed ? theme.colors.badge : theme.colors.primary)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export interface FollowButtonProps {
  association: { id: number; name: string; isFavourite: boolean };
  /** Heart only (cards); the association page also shows the state in words ("Segui già") */
  compact?: boolean;
}

/**
 * The heart of spec §4: following is one press, unfollowing asks first. Its state is the cached
 * `isFavourite`, so it turns only when the server has answered (no optimistic change).
 */
export function FollowButton({ association, compact = false }: FollowButtonProps) {
  const { t } = useTranslation();
  const [follow, followState] = useFollowAssociationMutation();
  const [unfollow, unfollowState] = useUnfollowAssociationMutation();
  const [confirming, setConfirming] = useState(false);
  const busy = followState.loading || unfollowState.loading;
  const pressed = association.isFavourite;

  const onPress = () => {
    if (busy) return;
    if (pressed) {
      setConfirming(true);
      return;
    }
    // Failures are told by the error link (toast); the heart simply stays as it was.
    follow(association.id).catch(() => undefined);
  };

  const confirmUnfollow = async () => {
    try {
      await unfollow(association.id);
    } catch {
      // told by the error link
    }
    setConfirming(false);
  };

  const label = compact ? t('associations.follow_named', { name: association.name }) : undefined;

  return (
    <>
      <Heart
        type="button"
        aria-pressed={pressed}
        aria-label={label}
        aria-busy={busy || undefined}
        $pressed={pressed}
        $compact={compact}
        onClick={(event) => {
          // Cards are links: the heart must not open the association.
          event.preventDefault();
          event.stopPropagation();
          onPress();
        }}
      >
        {busy ? <Spinner size={20} /> : <HeartIcon filled={pressed} size={22} />}
        {!compact && (
          <span>{pressed ? t('associations.following') : t('associations.follow')}</span>
        )}
      </Heart>
      <ConfirmModal
        open={confirming}
        title={t('associations.unfollow_title', { name: association.name })}
        text={t('associations.unfollow_text')}
        confirmLabel={t('associations.unfollow_confirm')}
        busy={unfollowState.loading}
        onConfirm={() => void confirmUnfollow()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
