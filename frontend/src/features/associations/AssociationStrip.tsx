import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { ArrowRightIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import type { AssociationTileFragment } from '../../gql/graphql';
import { AssociationLogo } from './AssociationLogo';
import { theme } from '../../app/theme';

const Block = styled(Card)`
  margin-top: 16px;
  padding: 16px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const AllLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${theme.colors.primary};

  &:hover {
    background: ${theme.colors.primaryLight};
  }
`;

/** A row of logos with names on two lines: the loading state keeps the same height. */
const ROW_MIN_HEIGHT = '8.25rem';

const Pending = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${ROW_MIN_HEIGHT};
`;

const Row = styled.ul`
  display: flex;
  min-height: ${ROW_MIN_HEIGHT};
  gap: 16px;
  margin: 0;
  padding: 4px 2px 8px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;

  li {
    flex: 0 0 96px;
    scroll-snap-align: start;
  }
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    color: ${theme.colors.text};
    font-size: 0.85rem;
    font-weight: 600;
    text-align: center;
    text-decoration: none;
  }
  a span {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export interface AssociationStripProps {
  title: string;
  /** The full list */
  to: string;
  associations: readonly AssociationTileFragment[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** Compact variant of the list: images with names in a row and an arrow to the full list. */
export const AssociationStrip = memo(function AssociationStrip({
  title,
  to,
  associations,
  loading,
  emptyText,
}: AssociationStripProps) {
  const { t } = useTranslation();
  const headingId = useId();
  let body: React.ReactNode;
  if (!associations)
    // the same height as the row that replaces it: the strips below do not move (CLS)
    body = loading ? (
      <Pending>
        <Spinner size={24} />
      </Pending>
    ) : (
      <Empty>{emptyText}</Empty>
    );
  else if (associations.length === 0) body = <Empty>{emptyText}</Empty>;
  else {
    body = (
      <Row>
        {associations.map((association) => (
          <li key={association.id}>
            <Link to={`/association/${association.id}`}>
              <AssociationLogo src={association.imageUrl} alt="" size={72} />
              <span>{association.name}</span>
            </Link>
          </li>
        ))}
      </Row>
    );
  }
  return (
    <Block aria-labelledby={headingId}>
      <Top>
        <h2 id={headingId}>{title}</h2>
        <AllLink to={to} aria-label={t('list_associations.see_all', { title })}>
          <ArrowRightIcon />
        </AllLink>
      </Top>
      {body}
    </Block>
  );
});
