import { BuildingIcon } from '../../components/icons';
import { FixedSizeImage, PictureFrame } from '../../components/FixedSizePicture';

export interface AssociationLogoProps {
  src: string | null | undefined;
  /** Empty when the name is written next to the logo */
  alt: string;
  /** px; the association page uses 100 × 100 (spec §9) */
  size?: number;
}

/**
 * The association's logo in its square, whole (a round or wide logo keeps its shape, never
 * cropped), or a placeholder when it has none (spec §9).
 */
export function AssociationLogo({ src, alt, size = 100 }: AssociationLogoProps) {
  return (
    <PictureFrame $size={size} $fit="contain">
      {src ? (
        <FixedSizeImage src={src} size={size} alt={alt} loading="lazy" />
      ) : (
        // an organisation, not a person (issue 31)
        <BuildingIcon size={Math.round(size * 0.5)} data-placeholder="organisation" />
      )}
    </PictureFrame>
  );
}
