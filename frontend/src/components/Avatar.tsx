import { useState } from 'react';
import { UserIcon } from './icons';
import { FixedSizeImage, PictureFrame } from './FixedSizePicture';

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
    <PictureFrame $size={size} $radius="round">
      {showImage ? (
        <FixedSizeImage src={src} size={size} alt={alt} onError={() => setFailed(src)} />
      ) : (
        <UserIcon size={Math.round(size * 0.6)} aria-hidden data-placeholder="person" />
      )}
    </PictureFrame>
  );
}
