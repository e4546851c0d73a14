import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './Button';
import { ErrorText, HintText } from './Field.styles';
import { readAsDataUrl } from './ImagePicker';
import { Fieldset } from './Fieldset';
import { theme } from '../app/theme';

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
  }
  img {
    width: 120px;
    height: 90px;
    object-fit: cover;
    border-radius: ${theme.radius.small};
  }
`;

const FileLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.small};
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

export interface PickedImage {
  /** Stable key of the entry */
  key: string;
  /** A new data URL or the URL of an image already saved */
  url: string;
}

export interface MultiImagePickerProps {
  legend: string;
  images: readonly PickedImage[];
  max: number;
  /** New images (data URLs), already cut to the room left */
  onAdd: (dataUrls: string[]) => void;
  onRemove: (key: string) => void;
  /** More files were chosen than there was room for: the extras were dropped */
  onTooMany: () => void;
  /** A chosen file is not an image (it was skipped) */
  onInvalidFile: () => void;
  error?: string;
  hint?: string;
}

/** Several images (event photos, at most `max`): file input with `multiple`, previews, remove. */
export function MultiImagePicker({
  legend,
  images,
  max,
  onAdd,
  onRemove,
  onTooMany,
  onInvalidFile,
  error,
  hint,
}: MultiImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const room = Math.max(0, max - images.length);

  const onChange = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const pictures = files.filter((file) => file.type.startsWith('image/'));
    if (pictures.length < files.length) onInvalidFile();
    const kept = pictures.slice(0, room);
    if (kept.length > 0) onAdd(await Promise.all(kept.map(readAsDataUrl)));
    if (pictures.length > room) onTooMany();
  };

  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Fieldset aria-describedby={describedBy || undefined}>
      <legend>{legend}</legend>
      {images.length > 0 && (
        <Thumbs>
          {images.map((image, index) => (
            <li key={image.key}>
              <img src={image.url} alt={t('multi_image_picker.preview', { index: index + 1 })} />
              <Button variant="text" onClick={() => onRemove(image.key)}>
                {t('multi_image_picker.remove', { index: index + 1 })}
              </Button>
            </li>
          ))}
        </Thumbs>
      )}
      <FileLabel $disabled={room === 0}>
        {t('multi_image_picker.choose')}
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={room === 0}
          onChange={(event) => void onChange(event)}
        />
      </FileLabel>
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
