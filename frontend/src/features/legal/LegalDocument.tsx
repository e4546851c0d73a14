import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageTitle';
import { theme } from '../../app/theme';

interface LegalSection {
  title: string;
  paragraphs: string[];
  items?: string[];
  after?: string[];
}

const Article = styled(Card).attrs({ as: 'article' })`
  max-width: 820px;
  margin: 0 auto;

  h2 {
    font-size: 1.15rem;
    margin: 28px 0 8px;
  }
  p,
  li {
    line-height: 1.65;
  }
  ul {
    padding-left: 22px;
  }
`;

const Updated = styled.p`
  color: ${theme.colors.textMuted};
  font-style: italic;
`;

function isSectionList(value: unknown): value is LegalSection[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'object' && entry);
}

/** A legal text of locales/it.json (legal.privacy, legal.terms): intro and numbered sections. */
export function LegalDocument({ document: name }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sections: unknown = t(`legal.${name}.sections`, { returnObjects: true });
  const list = isSectionList(sections) ? sections : [];
  return (
    <Article>
      <Button
        variant="text"
        onClick={() => {
          navigate(-1);
        }}
      >
        ← {t('common.back')}
      </Button>
      <PageHeading>
        {t(name === 'privacy' ? 'legal.privacy_title' : 'legal.terms_title')}
      </PageHeading>
      <Updated>{t('legal.last_updated')}</Updated>
      <p>{t(`legal.${name}.intro`)}</p>
      {list.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>{t('legal.contact')}</p>
    </Article>
  );
}
