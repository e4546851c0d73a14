import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BuildingIcon } from './icons';
import { FixedSizeImage, PictureFrame } from './FixedSizePicture';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { ErrorText, HintText } from './Field.styles';
import { Fieldset } from './Fieldset';
import { theme } from '../app/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const FileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius.small};
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;

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

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Lettura del file non riuscita'));
    reader.readAsDataURL(file);
  });
}

export interface ImagePickerProps {
  legend: string;
  /** What to show: the new data URL, the current image URL, or null */
  previewUrl: string | null;
  onSelect: (dataUrl: string) => void;
  /** Without it there is no "Rimuovi" button */
  onRemove?: () => void;
  /** Called with a file that is not an image */
  onInvalidFile: () => void;
  error?: string;
  hint?: string;
  /** Alternative text of the preview; the profile picture's by default */
  previewAlt?: string;
  /**
   * What the picture is of: a person (a round profile picture, a person's silhouette when there
   * is none) or an organisation (a logo, whole in its square, a building when there is none —
   * issue 31: an association's logo placeholder is not a person)
   */
  subject?: 'person' | 'organisation';
}

/** Profile picture chooser: file input (images only), preview, remove. */
export function ImagePicker({
  legend,
  previewUrl,
  onSelect,
  onRemove,
  onInvalidFile,
  error,
  hint,
  previewAlt,
  subject = 'person',
}: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onInvalidFile();
      return;
    }
    // a file the browser cannot read is as unusable as one that is not an image
    readAsDataUrl(file).then(onSelect, (error: unknown) => {
      console.error(error);
      onInvalidFile();
    });
  };

  return (
    <Fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend>{legend}</legend>
      <Row>
        {subject === 'person' ? (
          <Avatar
            src={previewUrl}
            alt={previewUrl ? (previewAlt ?? t('image_picker.preview')) : ''}
            size={96}
          />
        ) : (
          <PictureFrame $size={96} $fit="contain">
            {previewUrl ? (
              <FixedSizeImage
                src={previewUrl}
                size={96}
                alt={previewAlt ?? t('image_picker.preview')}
              />
            ) : (
              <BuildingIcon size={48} data-placeholder="organisation" />
            )}
          </PictureFrame>
        )}
        <FileLabel>
          {t('image_picker.choose')}
          <input ref={inputRef} type="file" accept="image/*" onChange={onChange} />
        </FileLabel>
        {previewUrl && onRemove && (
          <Button variant="text" onClick={onRemove}>
            {t('image_picker.remove')}
          </Button>
        )}
      </Row>
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Fieldset>
  );
}
