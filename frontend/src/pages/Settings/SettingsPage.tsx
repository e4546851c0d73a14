import { ProfileHeader } from '../../features/account/ProfileHeader';
import { SettingsMenu } from '../../features/account/SettingsMenu';
import { useRefreshProfile } from '../../features/account/useRefreshProfile';

export function SettingsPage() {
  useRefreshProfile();
  return (
    <>
      <ProfileHeader />
      <SettingsMenu />
    </>
  );
}
