import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconButton } from '../../components/IconButton';
import { CloseIcon, SendIcon } from '../../components/icons';
import { channelUrl } from './channelUrl';
import { theme } from '../../app/theme';

/** Local storage: the channel address the user closed the banner for (a new address shows again). */
export const CHANNEL_BANNER_DISMISSED_KEY = 'messagingChannelBannerDismissed';

const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0 0 20px;
  padding: 8px 8px 8px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.text};

  > svg {
    flex-shrink: 0;
    color: ${theme.colors.primaryDark};
  }
  p {
    flex: 1;
    margin: 0;
  }
  a {
    color: ${theme.colors.primaryDark};
    font-weight: 700;
  }
`;

function dismissedFor(): string | null {
  return window.localStorage.getItem(CHANNEL_BANNER_DISMISSED_KEY);
}

/** Home's invitation to the messaging channel (spec §1–§2): hidden when there is no channel. */
export function MessagingChannelBanner({ channel }: { channel: string | null | undefined }) {
  const { t } = useTranslation();
  const url = channelUrl(channel);
  const [dismissed, setDismissed] = useState(dismissedFor);
  if (!url || dismissed === url) return null;
  const dismiss = () => {
    window.localStorage.setItem(CHANNEL_BANNER_DISMISSED_KEY, url);
    setDismissed(url);
  };
  return (
    <Banner aria-label={t('home.channel_banner_label')}>
      <SendIcon size={22} />
      <p>
        {t('home.channel_banner')}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('home.channel_banner_link')}
        </a>
      </p>
      <IconButton type="button" aria-label={t('home.channel_banner_dismiss')} onClick={dismiss}>
        <CloseIcon size={20} />
      </IconButton>
    </Banner>
  );
}
