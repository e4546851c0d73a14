import styled from 'styled-components';
import { useScreenQuery } from '../../app/screenQuery';
import { MyDataCard } from '../../features/account/MyDataCard';
import { ProfileHeader } from '../../features/account/ProfileHeader';
import { AccountActions, SettingsMenu } from '../../features/account/SettingsMenu';
import { CalendarFeedCard } from '../../features/calendar-feed/CalendarFeedCard';
import { MailPreferencesCard } from '../../features/mail-preferences/MailPreferencesCard';
import { settingsScreen } from './settingsScreen';

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

/**
 * /settings: profile, menu, e-mail and calendar choices, my data (the registers of volunteers
 * that hold me, "Scarica i miei dati"), and the account actions last; one request for every part (pages/Settings/settings.graphql). The profile card shows the stored
 * profile, which the shell brings up to date from the same request (layout/useShellData.ts).
 */
export function SettingsPage() {
  const { data } = useScreenQuery(settingsScreen);
  return (
    <Cards>
      <ProfileHeader />
      <SettingsMenu messagingChannelUrl={data?.messagingChannelUrl} />
      <MailPreferencesCard me={data?.me} />
      <CalendarFeedCard url={data?.me?.calendarFeedUrl} />
      <MyDataCard holders={data?.myRegisterAssociations} />
      <AccountActions registerHolders={data?.myRegisterAssociations} />
    </Cards>
  );
}
