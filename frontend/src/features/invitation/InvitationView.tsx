import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { toUserFacingErrors } from '../../app/graphqlErrors';
import { hasAccessToken } from '../../app/session';
import { showToast } from '../../app/clientState';
import { useHydrated } from '../../app/useHydrated';
import { useRequestToVolunteerMutation } from '../associations/useRequestToVolunteerMutation';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import { AssociationCardDocument } from '../../gql/graphql';
import { DocumentTitle } from '../../layout/DocumentTitle';
import { Logo } from '../../layout/Logo';
import { AssociationLogo } from '../associations/AssociationLogo';
import { InvitationHero } from './InvitationHero';
import { useRecordInvitationTraffic, type InvitationCta } from './useRecordInvitationTraffic';
import { theme } from '../../app/theme';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};

  a {
    text-decoration: none;
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${theme.radius.small};
  border: 2px solid ${theme.colors.primary};
  color: ${theme.colors.primary};
  font-weight: 700;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: 16px;
  display: grid;
  gap: 20px;

  ${theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
    align-items: center;
    padding: 40px 16px;
  }
`;

const Hero = styled.section`
  h1 {
    margin: 16px 0 8px;
    font-size: 1.75rem;
    line-height: 1.2;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 1.05rem;
  }
`;

const Illustration = styled.div`
  aspect-ratio: 8 / 5;
  width: 100%;
`;

const Invite = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;

  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${theme.colors.textMuted};
  }
`;

const Inviter = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;

  strong {
    display: block;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  span {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  padding: 24px 16px;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;

  a {
    color: inherit;
  }
`;

/**
 * "Condividi" (issue 31): the phone's share sheet where the browser has one (Web Share API),
 * otherwise WhatsApp's link, where most volunteers pass invitations on.
 */
async function share(text: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text, url });
    } catch {
      // closed without sharing (AbortError), or refused: nothing to tell
    }
    return;
  }
  window.open(`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`, '_blank', 'noopener');
}

function InvitingCard({ associationId }: { associationId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const record = useRecordInvitationTraffic(associationId);
  // after hydration: the prerendered page knows no session
  const signedIn = useHydrated() && hasAccessToken();
  const [requestToVolunteer, requesting] = useRequestToVolunteerMutation();
  const { data, loading, error } = useQuery(AssociationCardDocument, {
    variables: { id: associationId },
  });
  const association = data?.associationCard;

  if (!association) {
    if (loading && !error) return <Loading />;
    const serverError = Boolean(error) && !isNotFound(error);
    return (
      <Invite aria-live="polite">
        <EmptyState
          title={serverError ? t('errors.server_error') : t('invitation.not_found_title')}
          description={serverError ? undefined : t('invitation.not_found_text')}
        />
      </Invite>
    );
  }

  // The press is recorded first, without ever blocking the way on. Without a session the first
  // button registers with the association preselected (spec §2); with one it asks to join at
  // once (one tap, issue 31). "Vedi l'associazione" opens its page, after the login when needed
  // (layout/requireSession.ts brings the visitor back to it).
  const join = async () => {
    await record('registration');
    if (!signedIn) {
      navigate(`/registration?id_association=${association.id}`);
      return;
    }
    try {
      await requestToVolunteer(association.id);
      showToast(t('associations.request_sent'), 'success');
    } catch {
      // told by the error link (e.g. already a volunteer); the association page shows where they stand
    }
    navigate(`/association/${association.id}`);
  };
  const view = async (cta: InvitationCta) => {
    await record(cta);
    navigate(`/association/${association.id}`);
  };
  const invitationUrl = `${window.location.origin}/invitation-volunteer/${association.id}`;

  return (
    <Invite aria-labelledby="invitation-card-title">
      <h2 id="invitation-card-title">{t('invitation.invited_by')}</h2>
      <Inviter>
        <AssociationLogo src={association.imageUrl} alt="" size={72} />
        <div>
          <strong>{association.name}</strong>
          <span>{association.address}</span>
        </div>
      </Inviter>
      <Button
        fullWidth
        onClick={() => void join()}
        disabled={requesting.loading}
        aria-busy={requesting.loading || undefined}
      >
        {signedIn ? t('invitation.join') : t('invitation.sign_up')}
      </Button>
      <Button fullWidth variant="secondary" onClick={() => void view('viewAssociation')}>
        {t('invitation.view_association')}
      </Button>
      <Button
        fullWidth
        variant="text"
        onClick={() =>
          void share(t('invitation.share_text', { name: association.name }), invitationUrl)
        }
      >
        {t('invitation.share')}
      </Button>
    </Invite>
  );
}

function isNotFound(error: unknown): boolean {
  return toUserFacingErrors(error).some((item) => item.code === 'NOT_FOUND');
}

/** /invitation-volunteer/{id} (public, outside the app shell). */
export function InvitationView({ associationId }: { associationId: number | undefined }) {
  const { t } = useTranslation();
  // "Accedi" comes back here (app/returnPath.ts): signed in, joining is one tap
  const loginPath =
    associationId === undefined
      ? '/login'
      : `/login?${new URLSearchParams({ next: `/invitation-volunteer/${associationId}` }).toString()}`;
  const signedIn = useHydrated() && hasAccessToken();
  return (
    <Frame>
      <DocumentTitle title={t('titles.invitation_volunteer')} />
      <Top>
        <Link to="/" aria-label={t('nav.logo')}>
          <Logo />
        </Link>
        {!signedIn && <LoginLink to={loginPath}>{t('invitation.login')}</LoginLink>}
      </Top>
      <Main id="main-content">
        <Hero aria-labelledby="invitation-title">
          <Illustration>
            <InvitationHero />
          </Illustration>
          <h1 id="invitation-title">{t('invitation.title')}</h1>
          <p>{t('invitation.subtitle')}</p>
        </Hero>
        {associationId === undefined ? (
          <Invite>
            <EmptyState
              title={t('invitation.not_found_title')}
              description={t('invitation.not_found_text')}
            />
          </Invite>
        ) : (
          <InvitingCard associationId={associationId} />
        )}
      </Main>
      <Footer>
        <Link to="/privacy-policy">{t('legal.privacy_title')}</Link>
        <Link to="/term-of-use">{t('legal.terms_title')}</Link>
      </Footer>
    </Frame>
  );
}
