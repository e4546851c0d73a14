import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '../../components/Card';
import { ChevronRightIcon } from '../../components/icons';
import { SetupChecklistRefreshDocument, type SetupChecklistFragment } from '../../gql/graphql';
import { theme } from '../../app/theme';

const Box = styled(Card)`
  margin: 16px 0;
  border-left: 4px solid ${theme.colors.primary};

  h2 {
    margin: 0 0 4px;
    font-size: 1.2rem;
  }
  > p {
    margin: 0 0 12px;
    color: ${theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const stepLook = css<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 48px;
  padding: 10px 12px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.small};
  background: ${({ $done }) => ($done ? theme.colors.successLight : theme.colors.surface)};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  > svg:last-child {
    margin-left: auto;
    flex: none;
    color: ${theme.colors.primary};
  }
`;

const StepLink = styled(Link)<{ $done: boolean }>`
  ${stepLook}
`;

const StepButton = styled.button<{ $done: boolean }>`
  ${stepLook}
`;

const Mark = styled.span<{ $done: boolean }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 26px;
  height: 26px;
  border-radius: 50%;
  border: 2px solid ${({ $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
  background: ${({ $done }) => ($done ? theme.colors.success : 'transparent')};
  color: #fff;
  font-size: 0.9rem;
  line-height: 1;
`;

const Label = styled.span<{ $done: boolean }>`
  min-width: 0;
  overflow-wrap: anywhere;
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
`;

const Hint = styled.small`
  display: block;
  margin: 4px 0 0 12px;
  color: ${theme.colors.textMuted};
`;

/** While steps are left, the checklist is read again this often (another administrator's work). */
const REFRESH_MS = 60_000;

/**
 * Reads the checklist again when the person comes back to the tab (a step done in another tab:
 * the edit form, the event wizard) and, while the tab is in view, every minute (a step done by
 * another administrator, or the first volunteer following). Nothing runs once all are done.
 */
function useLiveChecklist(associationId: number, complete: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    if (complete) return undefined;
    const refresh = () => {
      if (document.visibilityState === 'hidden') return;
      client
        .query({
          query: SetupChecklistRefreshDocument,
          variables: { id: associationId },
          fetchPolicy: 'network-only',
        })
        .catch((error: unknown) => console.error(error));
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
      window.clearInterval(timer);
    };
  }, [client, associationId, complete]);
}

const Done = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.success};
`;

export interface SetupChecklistProps {
  associationId: number;
  checklist: SetupChecklistFragment;
  /** The invitation is a modal of the dashboard, not a screen: the step opens it. */
  onInvite: () => void;
}

/**
 * "Primi passi" on a new association's dashboard: four steps read from the server, each one tap
 * from the screen that does it; gone once all are done (docs/association-first-steps.md).
 */
export function SetupChecklist({ associationId, checklist, onInvite }: SetupChecklistProps) {
  const { t } = useTranslation();
  // completed while on screen: it says so instead of vanishing (issue 31); an association whose
  // steps were all done before shows no card at all
  const [startedIncomplete] = useState(!checklist.complete);
  useLiveChecklist(associationId, checklist.complete);
  if (checklist.complete) {
    if (!startedIncomplete) return null;
    return (
      <Box aria-labelledby="first-steps-title">
        <h2 id="first-steps-title">{t('dashboard.first_steps.title')}</h2>
        <Done role="status">{t('dashboard.first_steps.all_done')}</Done>
      </Box>
    );
  }
  const edit = `/dashboard/${associationId}/edit-association`;
  const steps = [
    { key: 'logo', done: checklist.logoAndDescription, to: edit },
    {
      key: 'event',
      done: checklist.firstEventWithShift,
      to: `/dashboard/${associationId}/create-event`,
    },
    {
      key: 'invite',
      done: checklist.volunteersInvited,
      hint: t('dashboard.first_steps.invite_hint'),
    },
    { key: 'channel', done: checklist.messagingChannel, to: edit },
  ];
  const done = steps.filter((step) => step.done).length;

  return (
    <Box aria-labelledby="first-steps-title">
      <h2 id="first-steps-title">{t('dashboard.first_steps.title')}</h2>
      <p>
        {t('dashboard.first_steps.intro')}{' '}
        {t('dashboard.first_steps.progress', { done, total: steps.length })}
      </p>
      <Steps>
        {steps.map((step) => {
          const content = (
            <>
              <Mark $done={step.done} aria-hidden="true">
                {step.done ? '✓' : ''}
              </Mark>
              <Label $done={step.done}>
                {t(`dashboard.first_steps.${step.key}`)}
                <span className="visually-hidden">
                  {` (${t(step.done ? 'dashboard.first_steps.done' : 'dashboard.first_steps.todo')})`}
                </span>
              </Label>
              <ChevronRightIcon size={20} />
            </>
          );
          return (
            <li key={step.key}>
              {step.to ? (
                <StepLink to={step.to} $done={step.done}>
                  {content}
                </StepLink>
              ) : (
                <StepButton type="button" onClick={onInvite} $done={step.done}>
                  {content}
                </StepButton>
              )}
              {step.hint && !step.done && <Hint>{step.hint}</Hint>}
            </li>
          );
        })}
      </Steps>
    </Box>
  );
}
