import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PersonIdentity, PersonRow } from '../../components/PersonRow';
import { showToast } from '../../app/clientState';
import { formatDateTime } from '../../app/formatDates';
import { serverFormError } from '../../app/serverErrors';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { ConfirmRemoveButton } from '../../components/ConfirmRemoveButton';
import { Switch } from '../../components/Switch';
import type { VolunteerSummaryFragment } from '../../gql/graphql';
import { fullName, roleLabel } from './roleLabel';
import { useDecideVolunteerRequestMutation } from './useDecideVolunteerRequestMutation';
import { useRemoveVolunteerMutation } from './useRemoveVolunteerMutation';
import { useSetVolunteerRolesMutation } from './useSetVolunteerRolesMutation';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
`;

function errorToast(error: unknown): void {
  const formError = serverFormError(error);
  if (formError) showToast(formError.text, 'error');
}

function Contact({ volunteer, nameId }: { volunteer: VolunteerSummaryFragment; nameId: string }) {
  const { t } = useTranslation();
  return (
    <PersonIdentity>
      <Avatar src={volunteer.imageUrl} alt="" size={48} />
      <div>
        <strong id={nameId}>{fullName(volunteer)}</strong>
        <small>
          <a href={`mailto:${volunteer.email}`}>{volunteer.email}</a>
        </small>
        <small>
          <a href={`tel:${volunteer.phone}`}>{volunteer.phone}</a>
        </small>
        {volunteer.status === 'ACCEPTED' ? (
          <small>{roleLabel(t, volunteer)}</small>
        ) : (
          <small>
            {t('volunteers.requested_at', { date: formatDateTime(volunteer.requestedAt) })}
          </small>
        )}
      </div>
    </PersonIdentity>
  );
}

type Role = 'isAdmin' | 'isMember';

export interface VolunteerRowProps {
  volunteer: VolunteerSummaryFragment;
  associationId: number;
}

/**
 * An accepted volunteer: contacts, the two independent role switches and removal. A switch shows
 * the asked value while the server decides, then the server's value: a refusal puts it back.
 */
export function AcceptedVolunteerRow({ volunteer, associationId }: VolunteerRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = fullName(volunteer);
  const [setRoles] = useSetVolunteerRolesMutation();
  const [remove, removeState] = useRemoveVolunteerMutation(associationId);
  const [pending, setPending] = useState<Partial<Record<Role, boolean>>>({});

  const toggle = async (role: Role, next: boolean) => {
    setPending((current) => ({ ...current, [role]: next }));
    try {
      await setRoles({ membershipId: volunteer.id, [role]: next });
    } catch (error) {
      errorToast(error);
    } finally {
      setPending((current) => {
        const rest = { ...current };
        delete rest[role];
        return rest;
      });
    }
  };

  const onRemove = async () => {
    try {
      await remove(volunteer.id);
      showToast(t('volunteers.removed', { name }), 'success');
    } catch (error) {
      errorToast(error);
    }
  };

  return (
    <PersonRow aria-labelledby={nameId}>
      <Contact volunteer={volunteer} nameId={nameId} />
      <Controls>
        <Switch
          label={t('roles.admin')}
          checked={pending.isAdmin ?? volunteer.isAdmin}
          busy={pending.isAdmin !== undefined}
          describedBy={nameId}
          onChange={(next) => void toggle('isAdmin', next)}
        />
        <Switch
          label={t('roles.member')}
          checked={pending.isMember ?? volunteer.isMember}
          busy={pending.isMember !== undefined}
          describedBy={nameId}
          onChange={(next) => void toggle('isMember', next)}
        />
        <ConfirmRemoveButton
          label={t('volunteers.remove_named', { name })}
          title={t('volunteers.remove_title', { name })}
          text={t('volunteers.remove_text')}
          busy={removeState.loading}
          onRemove={onRemove}
        />
      </Controls>
    </PersonRow>
  );
}

export interface RequestRowProps extends VolunteerRowProps {
  /** The request was decided elsewhere (CONFLICT): the list is fetched again */
  onStale: () => void;
}

/** A pending request: contacts and accept / reject. */
export function VolunteerRequestRow({ volunteer, associationId, onStale }: RequestRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const name = fullName(volunteer);
  const [decide, state] = useDecideVolunteerRequestMutation(associationId);

  const onDecide = async (accept: boolean) => {
    try {
      await decide(volunteer.id, accept);
      showToast(
        accept ? t('volunteers.accepted', { name }) : t('volunteers.rejected', { name }),
        'success',
      );
    } catch (error) {
      errorToast(error);
      onStale();
    }
  };

  return (
    <PersonRow aria-labelledby={nameId}>
      <Contact volunteer={volunteer} nameId={nameId} />
      <Controls>
        <Button
          onClick={() => void onDecide(true)}
          disabled={state.loading}
          aria-label={t('volunteers.accept_named', { name })}
        >
          {t('volunteers.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void onDecide(false)}
          disabled={state.loading}
          aria-label={t('volunteers.reject_named', { name })}
        >
          {t('volunteers.reject')}
        </Button>
      </Controls>
    </PersonRow>
  );
}
