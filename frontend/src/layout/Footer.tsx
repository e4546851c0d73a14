import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '../app/theme';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  justify-content: center;
  padding: 24px 16px;
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;

  a {
    color: inherit;
  }
`;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Bar>
      {/* the year of the prerendered document (build time) stays until the next render on the
          New Year's days after a build, as React allows for dates: no hydration error */}
      <span suppressHydrationWarning>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </span>
      <Link to="/privacy-policy">{t('legal.privacy_title')}</Link>
      <Link to="/term-of-use">{t('legal.terms_title')}</Link>
      <a href="mailto:privacy@insieme.example">privacy@insieme.example</a>
    </Bar>
  );
}
