import styled from 'styled-components';
import { CardControls, CardLink, ListCard } from '../../components/ListCard';
import type { AssociationTileFragment } from '../../gql/graphql';
import { AssociationLogo } from './AssociationLogo';
import { FollowButton } from './FollowButton';
import { theme } from '../../app/theme';

const Item = styled(ListCard)`
  align-items: center;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;

  h2 {
    margin: 0 0 4px;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * Card of the association lists: image, name, address, heart (follow/unfollow, above the link);
 * the whole card opens the association.
 */
export function AssociationCard({ association }: { association: AssociationTileFragment }) {
  return (
    <Item>
      <AssociationLogo src={association.imageUrl} alt="" size={64} />
      <Text>
        <h2>
          <CardLink to={`/association/${association.id}`}>{association.name}</CardLink>
        </h2>
        <p>{association.address}</p>
      </Text>
      <CardControls>
        <FollowButton association={association} compact />
      </CardControls>
    </Item>
  );
}
