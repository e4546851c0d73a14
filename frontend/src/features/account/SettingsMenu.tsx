import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '../../components/Card';
import { ChevronRightIcon } from '../../components/icons';
import { DeleteAccountModal } from './DeleteAccountModal';
import { useInstallPrompt } from './installPrompt';
import { useLogout } from './useLogout';

/** Invitation to the messaging channel of the project (spec §1). */
export const MESSAGING_CHANNEL_URL = 'https://insieme.example/canale';

const Menu = styled(Card)`
  padding: 8px 0;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const entryStyles = css<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  min-height: 52px;
  padding: 12px 20px;
  border: none;
  background: none;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.error : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $danger }) => ($danger ? 700 : 500)};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;

const EntryLink = styled(Link)<{ $danger?: boolean }>`
  ${entryStyles}
`;

const EntryAnchor = styled.a<{ $danger?: boolean }>`
  ${entryStyles}
`;

const EntryButton = styled.button<{ $danger?: boolean }>`
  ${entryStyles}
`;

const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 20px;

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  input {
    appearance: none;
    position: relative;
    flex-shrink: 0;
    width: 44px;
    height: 24px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.border};
    cursor: pointer;
    transition: background-color 150ms ease;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transition: transform 150ms ease;
  }
  input:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked::after {
    transform: translateX(20px);
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

function isIos(): boolean {
  return /iphone|ipad|ipod/i.test(window.navigator.userAgent);
}

/** The settings menu of spec §2. */
export function SettingsMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  const { install } = useInstallPrompt();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const onInstall = async () => {
    const prompted = await install();
    if (!prompted) {
      window.alert(isIos() ? t('settings.install_ios') : t('settings.install_other'));
    }
  };

  return (
    <>
      <Menu as="nav" aria-label={t('settings.menu_label')}>
        <ul>
          <li>
            <EntryLink to="/privacy-policy">
              {t('legal.privacy_title')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryLink to="/term-of-use">
              {t('legal.terms_title')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryLink to="/settings/change-password">
              {t('settings.change_password')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryAnchor href={MESSAGING_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
              {t('settings.messaging_channel')}
              <ChevronRightIcon size={20} />
            </EntryAnchor>
          </li>
          <li>
            <EntryButton type="button" onClick={() => void onInstall()}>
              {t('settings.install_app')}
              <ChevronRightIcon size={20} />
            </EntryButton>
          </li>
          <li>
            <SwitchRow>
              <label htmlFor="push-switch">
                {t('settings.push_notifications')}
                <small id="push-note">{t('settings.push_coming_soon')}</small>
              </label>
              <input
                id="push-switch"
                type="checkbox"
                role="switch"
                disabled
                aria-describedby="push-note"
              />
            </SwitchRow>
          </li>
          <li>
            <EntryLink to="/create-association">
              {t('settings.create_association')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryLink to="/calendar">
              {t('settings.calendar')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryLink to="/notifications">
              {t('settings.notification_board')}
              <ChevronRightIcon size={20} />
            </EntryLink>
          </li>
          <li>
            <EntryButton type="button" onClick={() => void logout()}>
              {t('settings.logout')}
            </EntryButton>
          </li>
          <li>
            <EntryButton type="button" $danger onClick={() => setConfirmDelete(true)}>
              {t('settings.delete_account')}
            </EntryButton>
          </li>
        </ul>
      </Menu>
      <DeleteAccountModal open={confirmDelete} onClose={() => setConfirmDelete(false)} />
    </>
  );
}
