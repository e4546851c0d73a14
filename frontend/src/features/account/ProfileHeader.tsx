import { useReactiveVar } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { profileVar } from '../../app/clientState';
import { Avatar } from '../../components/Avatar';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';

const Wrapper = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;

  h1 {
    margin: 0;
    font-size: 1.35rem;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    overflow-wrap: anywhere;
  }
`;

/** Photo, name and surname in capitals, and the way to edit them. */
export function ProfileHeader() {
  const { t } = useTranslation();
  const profile = useReactiveVar(profileVar);
  const fullName = `${profile.name} ${profile.surname}`.trim();
  return (
    <Wrapper aria-labelledby="profile-name">
      <Avatar src={profile.imageUrl} alt={t('settings.profile_photo')} size={96} />
      <h1 id="profile-name">{fullName.toUpperCase()}</h1>
      <ButtonLink to="/settings/edit-user" variant="secondary">
        {t('settings.edit_profile')}
      </ButtonLink>
    </Wrapper>
  );
}
