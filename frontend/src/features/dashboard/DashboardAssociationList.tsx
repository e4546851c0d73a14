import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRightIcon } from '../../components/icons';
import type { AssociationTileFragment } from '../../gql/graphql';
import { AssociationList } from '../associations/AssociationList';
import { AssociationLogo } from '../associations/AssociationLogo';
import { theme } from '../../app/theme';

const Row = styled(Link)`
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px 16px;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.text};
  text-decoration: none;

  strong,
  small {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.textMuted};
  }
  > svg {
    color: ${theme.colors.primary};
  }
  &:hover {
    box-shadow: ${theme.shadow.raised};
  }
`;

/** Name and address: the row's flexible part (the logo keeps its square, a round logo its circle). */
const Text = styled.span`
  flex: 1;
  min-width: 0;
`;

function ManagedAssociation({ association }: { association: AssociationTileFragment }) {
  return (
    <Row to={`/dashboard/${association.id}`}>
      <AssociationLogo src={association.imageUrl} alt="" size={56} />
      <Text>
        <strong>{association.name}</strong>
        <small>{association.address}</small>
      </Text>
      <ChevronRightIcon />
    </Row>
  );
}

/** /dashboard: the associations I administer, each leading to its dashboard. */
export function DashboardAssociationList() {
  const { t } = useTranslation();
  return (
    <AssociationList
      filter="ADMIN"
      emptyTitle={t('dashboard.empty_title')}
      emptyDescription={t('dashboard.empty_text')}
      emptyAction={{ to: '/create-association', label: t('dashboard.create') }}
      renderItem={(association) => <ManagedAssociation association={association} />}
    />
  );
}
