import { ProfileHeader } from '../../features/account/ProfileHeader';
import { SettingsMenu } from '../../features/account/SettingsMenu';
import { useRefreshProfile } from '../../features/account/useRefreshProfile';
import { CalendarFeedCard } from '../../features/calendar-feed/CalendarFeedCard';
import { MailPreferencesCard } from '../../features/mail-preferences/MailPreferencesCard';

export function SettingsPage() {
  useRefreshProfile();
  return (
    <>
      <ProfileHeader />
      <SettingsMenu />
      <MailPreferencesCard />
      <CalendarFeedCard />
    </>
  );
}
