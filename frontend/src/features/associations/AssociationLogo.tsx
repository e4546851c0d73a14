import styled from 'styled-components';
import { BuildingIcon } from '../../components/icons';
import { fixedSizeSrcSet } from '../../components/mediaSources';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AssociationLogoProps {
  src: string | null | undefined;
  /** Empty when the name is written next to the logo */
  alt: string;
  /** px; the association page uses 100 × 100 (spec §9) */
  size?: number;
}

/** The association's logo, or a placeholder when it has none (spec §9). */
export function AssociationLogo({ src, alt, size = 100 }: AssociationLogoProps) {
  return (
    <Frame $size={size}>
      {src ? (
        <img
          src={src}
          srcSet={fixedSizeSrcSet(src, size)}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <BuildingIcon size={Math.round(size * 0.5)} />
      )}
    </Frame>
  );
}
