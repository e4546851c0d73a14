import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ClockIcon, QuestionIcon, UsersIcon } from '../../components/icons';
import type { AssociationProfileFragment } from '../../gql/graphql';
import { useLeaveAssociationMutation } from './useLeaveAssociationMutation';
import { useRequestToVolunteerMutation } from './useRequestToVolunteerMutation';
import { theme } from '../../app/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 16px 0;

  > * {
    flex: 1 1 200px;
  }
  ${theme.media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const Banner = styled.p<{ $tone: 'waiting' | 'member' }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  margin: 16px 0 0;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${({ $tone }) => ($tone === 'waiting' ? '#fff4e5' : theme.colors.successLight)};
  color: ${({ $tone }) => ($tone === 'waiting' ? '#663c00' : theme.colors.success)};
  font-weight: 600;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

export interface VolunteerActionsProps {
  association: AssociationProfileFragment;
  /** Administrator's preview: the question button is hidden */
  preview: boolean;
}

/**
 * none → waiting (request, also follows) → accepted, and leaving (confirm) of spec §4, plus the
 * question button. Each state is the server's answer merged into the cache.
 */
export function VolunteerActions({ association, preview }: VolunteerActionsProps) {
  const { t } = useTranslation();
  const [request, requestState] = useRequestToVolunteerMutation();
  const [leave, leaveState] = useLeaveAssociationMutation();
  const [confirmLeave, setConfirmLeave] = useState(false);

  const onRequest = async () => {
    try {
      await request(association.id);
      showToast(t('associations.request_sent'), 'success');
    } catch {
      // told by the error link (e.g. 'membership.already_volunteer')
    }
  };

  const onLeave = async () => {
    try {
      await leave(association.id);
      showToast(t('associations.left'), 'success');
    } catch {
      // told by the error link (e.g. the last administrator cannot leave)
    }
    setConfirmLeave(false);
  };

  const canRequest = !association.iAmVolunteer && !association.iAmWaiting && !association.iAmAdmin;
  const showQuestion = !preview && !association.iAmAdmin;

  return (
    <>
      {association.iAmWaiting && (
        <Banner role="status" $tone="waiting">
          <ClockIcon size={20} />
          {t('associations.waiting_banner')}
        </Banner>
      )}
      {association.iAmVolunteer && (
        <Banner $tone="member">
          <UsersIcon size={20} />
          {t('associations.volunteer_banner')}
        </Banner>
      )}
      <Row>
        {canRequest && (
          <Button
            onClick={() => void onRequest()}
            disabled={requestState.loading}
            aria-busy={requestState.loading || undefined}
          >
            {t('associations.become_volunteer')}
          </Button>
        )}
        {association.iAmVolunteer && (
          <Button variant="secondary" onClick={() => setConfirmLeave(true)}>
            {t('associations.leave')}
          </Button>
        )}
        {showQuestion && (
          <ButtonLink to={`/user-question/${association.id}`} variant="secondary">
            <QuestionIcon size={20} />
            {t('associations.ask_question')}
          </ButtonLink>
        )}
      </Row>
      <ConfirmModal
        open={confirmLeave}
        title={t('associations.leave_title', { name: association.name })}
        text={t('associations.leave_text')}
        confirmLabel={t('associations.leave_confirm')}
        busy={leaveState.loading}
        onConfirm={() => void onLeave()}
        onClose={() => setConfirmLeave(false)}
      />
    </>
  );
}
