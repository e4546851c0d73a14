import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { theme } from '../app/theme';

const Badge = styled.span`
  position: absolute;
  top: -10px;
  right: -9px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  width: 18px;
  height: 18px;
  border-radius: 50%;
  background: ${theme.colors.badge};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
`;

/** Red round unread counter (18 × 18 px), hidden when the count is 0 or less. */
export function NotificationBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  const label = count > 99 ? '99+' : String(count);
  return (
    <Badge data-testid="notification-badge">
      <span aria-hidden="true">{label}</span>
      <span className="visually-hidden">{t('nav.unread', { count })}</span>
    </Badge>
  );
}
