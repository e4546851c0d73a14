import { useReactiveVar } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { profileVar } from '../app/clientState';
import { Avatar } from '../components/Avatar';
import { IconButton } from '../components/IconButton';
import { ArrowLeftIcon } from '../components/icons';
import { Logo } from './Logo';
import { theme } from '../app/theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: ${theme.layout.headerHeight};
  padding: 8px 16px;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};

  ${theme.media.desktop} {
    padding: 8px 32px;
  }
`;

/**
 * The screen's name, whole: on a 390 px phone a long one ("Registrazione presenza", "Verifica
 * attestazione") wraps to a second line rather than losing its end to an ellipsis (issue 31).
 */
const Title = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.25;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

/** The arrow lines up with the bar's edge; the bar draws no hover disc behind it. */
const BackButton = styled(IconButton)`
  margin-left: -10px;

  &:hover {
    background: transparent;
  }
`;

const ProfileLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  color: ${theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  border-radius: ${theme.radius.round};
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  text-decoration: none;
`;

export interface HeaderProps {
  title: string;
  back?: string | true;
  isDesktop: boolean;
}

/**
 * Title, optional back arrow (to a path or to the previous page, replacing history), the logo
 * and the profile: picture only on mobile, name, surname and picture on desktop.
 */
export function Header({ title, back, isDesktop }: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const profile = useReactiveVar(profileVar);
  const fullName = `${profile.name} ${profile.surname}`.trim();

  const goBack = () => {
    if (back === true) navigate(-1);
    else if (back) navigate(back, { replace: true });
  };

  return (
    <Bar>
      {back ? (
        <BackButton type="button" onClick={goBack} aria-label={t('common.back')}>
          <ArrowLeftIcon />
        </BackButton>
      ) : (
        !isDesktop && (
          <LogoLink to="/" aria-label={t('nav.logo')}>
            <Logo />
          </LogoLink>
        )
      )}
      <Title>{title}</Title>
      <ProfileLink to="/settings" aria-label={isDesktop ? undefined : t('nav.profile')}>
        {isDesktop && <span>{fullName}</span>}
        <Avatar src={profile.imageUrl} alt="" size={isDesktop ? 40 : 36} />
        {isDesktop && <span className="visually-hidden">{t('nav.profile')}</span>}
      </ProfileLink>
    </Bar>
  );
}
