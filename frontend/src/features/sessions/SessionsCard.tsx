import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showToast } from '../../app/clientState';
import { formatDateTime } from '../../app/formatDates';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ConfirmModal } from '../../components/ConfirmModal';
import { EndSessionDocument, LogoutEverywhereDocument, SessionsDocument } from '../../gql/graphql';
import { useLogout } from '../account/useLogout';
import { theme } from '../../app/theme';

/* the page's only heading, so its h1 — with the look of an h2, as the other settings cards'
   titles */
const Title = styled.h1`
  margin: 0.83em 0;
  font-size: 1.5em;
`;

const List = styled.ul`
  list-style: none;
  margin: 8px 0;
  padding: 0;

  li + li {
    border-top: 1px solid ${theme.colors.border};
  }
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 52px;
  padding: 10px 0;

  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const Current = styled.span`
  margin-left: 8px;
  color: ${theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
`;

/**
 * "Dispositivi connessi": each login of the person (browser and system, since when, last used),
 * ending one that is not this one, and "Esci da tutti i dispositivi" (this one too, after a
 * confirmation). The server closes the ended sessions' live connections at once.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const { data, loading, error, refetch } = useQuery(SessionsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [endSession, ending] = useMutation(EndSessionDocument);
  const [logoutEverywhere, endingAll] = useMutation(LogoutEverywhereDocument);
  // "questo dispositivo" first (the server's order too; a cached list may predate it)
  const sessions = [...(data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current),
  );

  const end = async (id: string) => {
    try {
      await endSession({ variables: { id } });
      showToast(t('sessions.ended'), 'success');
    } catch {
      showToast(t('sessions.error'));
    }
    await refetch();
  };

  const endAll = async () => {
    try {
      await logoutEverywhere();
    } catch {
      showToast(t('sessions.error'));
      return;
    }
    setConfirming(false);
    // this session ended too: leave as a logout does, without asking the server again
    await logout({ endSession: false });
    showToast(t('sessions.ended_everywhere'), 'success');
  };

  return (
    <Card aria-labelledby={titleId}>
      <Title id={titleId}>{t('sessions.title')}</Title>
      <p>{t('sessions.hint')}</p>
      {loading && !data && <p role="status">{t('sessions.loading')}</p>}
      {error && !data && <p role="alert">{t('sessions.load_error')}</p>}
      {sessions.length > 0 && (
        <List>
          {sessions.map((session) => (
            <Row key={session.id}>
              <div>
                <strong>{session.device}</strong>
                {session.current && <Current>{t('sessions.current')}</Current>}
                <small>
                  {t('sessions.since', {
                    created: formatDateTime(session.createdAt),
                    used: formatDateTime(session.lastUsedAt),
                  })}
                </small>
              </div>
              {!session.current && (
                <Button
                  variant="text"
                  disabled={ending.loading}
                  aria-label={t('sessions.end_label', { device: session.device })}
                  onClick={() => void end(session.id)}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Row>
          ))}
        </List>
      )}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('sessions.end_all')}
      </Button>
      <ConfirmModal
        open={confirming}
        title={t('sessions.end_all_title')}
        text={t('sessions.end_all_text')}
        confirmLabel={t('sessions.end_all')}
        busy={endingAll.loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void endAll()}
      />
    </Card>
  );
}
