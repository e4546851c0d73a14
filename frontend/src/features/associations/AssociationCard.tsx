import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AssociationTileFragment } from '../../gql/graphql';
import { AssociationLogo } from './AssociationLogo';
import { FollowButton } from './FollowButton';

const Item = styled.article`
  position: relative;
  display: flex;
  align-items: center;
  gap: 14px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
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
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/** The whole card opens the association; the link's own outline is drawn by the card. */
const CardLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

/** The heart sits above the stretched link so that it can be pressed on its own. */
const HeartSlot = styled.div`
  position: relative;
  z-index: 1;
`;

/** Card of the association lists: image, name, address, heart (follow/unfollow). */
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
      <HeartSlot>
        <FollowButton association={association} compact />
      </HeartSlot>
    </Item>
  );
}
