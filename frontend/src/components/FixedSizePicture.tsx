import type { ImgHTMLAttributes } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { fixedSizeSrcSet } from './mediaSources';
import { theme } from '../app/theme';

/**
 * A square box of `$size` px that clips its picture, or centres the placeholder icon shown when
 * there is none: the frame of profile pictures (`$radius="round"`), association logos and event
 * cards. `$fit="contain"` shows the whole picture at its own aspect (a logo is never cropped).
 */
export const PictureFrame = styled.span<{
  $size: number;
  $radius?: keyof DefaultTheme['radius'];
  $fit?: 'cover' | 'contain';
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${({ $radius = 'medium' }) => theme.radius[$radius]};
  overflow: hidden;
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primary};

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $fit = 'cover' }) => $fit};
  }
`;

type FixedSizeImageProps = { src: string; size: number } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
>;

/**
 * An image shown in a box of `size` CSS pixels: the smallest served width for each screen
 * density, and its width and height set so it never shifts the layout while it loads.
 */
export function FixedSizeImage({ src, size, ...rest }: FixedSizeImageProps) {
  return (
    <img
      src={src}
      srcSet={fixedSizeSrcSet(src, size)}
      width={size}
      height={size}
      decoding="async"
      {...rest}
    />
  );
}
