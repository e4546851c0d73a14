import styled from 'styled-components';
import { ProfileHeader } from '../../features/account/ProfileHeader';
import { AccountActions, SettingsMenu } from '../../features/account/SettingsMenu';
import { useRefreshProfile } from '../../features/account/useRefreshProfile';
import { CalendarFeedCard } from '../../features/calendar-feed/CalendarFeedCard';
import { MailPreferencesCard } from '../../features/mail-preferences/MailPreferencesCard';

/** One column of cards, the same space between each (the cards keep no margins of their own). */
const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;

  /* a card's title starts at its padding, as the profile and menu cards' content does */
  > section > h2:first-child {
    margin-top: 0;
  }
`;

/** /settings: profile, menu, e-mail and calendar choices, and the account actions last. */
export function SettingsPage() {
  useRefreshProfile();
  return (
    <Cards>
      <ProfileHeader />
      <SettingsMenu />
      <MailPreferencesCard />
      <CalendarFeedCard />
      <AccountActions />
    </Cards>
  );
}
