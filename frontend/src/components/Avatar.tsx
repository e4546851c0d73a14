import { useState } from 'react';
import styled from 'styled-components';
import { UserIcon } from './icons';
import { fixedSizeSrcSet } from './mediaSources';

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  src: string | null | undefined;
  /** Alternative text; empty when a visible name sits next to the picture */
  alt: string;
  size?: number;
}

/**
 * Profile picture, or the default placeholder when the user has none (spec §9) or when the
 * picture cannot be loaded: private pictures come on signed URLs that expire after a day or two,
 * and the header's copy in local storage can outlive its signature.
 */
export function Avatar({ src, alt, size = 40 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <Frame $size={size}>
      {showImage ? (
        <img
          src={src}
          srcSet={fixedSizeSrcSet(src, size)}
          alt={alt}
          width={size}
          height={size}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <UserIcon size={Math.round(size * 0.6)} aria-hidden />
      )}
    </Frame>
  );
}
