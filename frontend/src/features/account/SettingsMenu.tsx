import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card } from '../../components/Card';
import { ChevronRightIcon } from '../../components/icons';
import { useInstallApp } from '../install/useInstallApp';
import { channelUrl as webAddress } from '../install/channelUrl';
import { PushSwitch } from '../push/PushSwitch';
import type { RegisterHolderFieldsFragment } from '../../gql/graphql';
import { DeleteAccountModal } from './DeleteAccountModal';
import { useLogout } from './useLogout';
import { theme } from '../../app/theme';

const Menu = styled(Card)`
  padding: 8px 0;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${theme.colors.border};
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
  color: ${({ $danger }) => ($danger ? theme.colors.error : theme.colors.text)};
  font: inherit;
  font-weight: ${({ $danger }) => ($danger ? 700 : 500)};
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    background: ${theme.colors.primaryLight};
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

/**
 * The settings menu of spec §2, but for the account actions (`AccountActions`). The project's
 * messaging channel (MESSAGING_CHANNEL_URL) comes with the screen's request; no entry without it.
 */
export function SettingsMenu({ messagingChannelUrl }: { messagingChannelUrl?: string | null }) {
  const { t } = useTranslation();
  const { installApp } = useInstallApp();
  const channelUrl = webAddress(messagingChannelUrl);

  return (
    <Menu as="nav" aria-label={t('settings.menu_label')}>
      <ul>
        <li>
          <EntryLink to="/settings/hours">
            {t('settings.my_hours')}
            <ChevronRightIcon size={20} />
          </EntryLink>
        </li>
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
          <EntryLink to="/settings/sessions">
            {t('settings.sessions')}
            <ChevronRightIcon size={20} />
          </EntryLink>
        </li>
        {channelUrl && (
          <li>
            <EntryAnchor href={channelUrl} target="_blank" rel="noopener noreferrer">
              {t('settings.messaging_channel')}
              <ChevronRightIcon size={20} />
            </EntryAnchor>
          </li>
        )}
        <li>
          <EntryButton type="button" onClick={() => void installApp()}>
            {t('settings.install_app')}
            <ChevronRightIcon size={20} />
          </EntryButton>
        </li>
        <li>
          <PushSwitch />
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
      </ul>
    </Menu>
  );
}

/**
 * "Esci" and "Elimina account", the last card of /settings (issue 18): after the e-mail and
 * calendar choices, so the irreversible action is not the first thing under the menu.
 */
export function AccountActions({
  registerHolders,
}: {
  /** The registers of volunteers that hold me (the screen's request): the deletion names them */
  registerHolders?: readonly RegisterHolderFieldsFragment[];
}) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <Menu aria-label={t('settings.account_actions')}>
        <ul>
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
      <DeleteAccountModal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        registerHolders={registerHolders}
      />
    </>
  );
}
