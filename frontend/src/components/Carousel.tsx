import { LIMITS } from '@insieme/schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from './icons';
import { photoSrcSet } from './mediaSources';
import { theme } from '../app/theme';

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${theme.radius.medium};
  background: ${theme.colors.primaryLight};
  aspect-ratio: 16 / 9;
  max-height: 420px;
  width: 100%;
`;

/* The box's height comes from its aspect ratio, capped: a percentage height inside it would not
   resolve, and the photo would overflow it (clipped, but still covering the text below for
   tools that read the layout, such as axe's colour contrast). Pinned to the box instead. */
const Frame = styled.div`
  position: absolute;
  inset: 0;
`;

const Slide = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Placeholder = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.primary};
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => ($side === 'left' ? 'left: 8px;' : 'right: 8px;')}
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.55);
  color: #fff;
  cursor: pointer;
`;

const Dots = styled.div`
  position: absolute;
  bottom: 8px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 4px;
`;

const Dot = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid #fff;
    background: ${({ $active }) => ($active ? '#fff' : 'rgba(0, 0, 0, 0.45)')};
  }
`;

export interface CarouselImage {
  id: number | string;
  url: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Foto dell'evento «Festa di primavera»" */
  label: string;
  images: readonly CarouselImage[];
  /** Auto-advance interval (spec §9: 3 s) */
  intervalMs?: number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Photo carousel: advances every 3 s, pauses while the pointer is over it or the focus is in it
 * (and for people who asked for reduced motion), previous/next buttons and one dot per photo. A
 * placeholder stands in when there is no photo.
 */
export function Carousel({ label, images, intervalMs = LIMITS.carouselIntervalMs }: CarouselProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;
  const current = count === 0 ? 0 : index % count;
  const paused = hovered || focused || count < 2;

  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [paused, count, intervalMs]);

  if (count === 0) {
    return (
      <Region aria-label={label}>
        <Placeholder role="img" aria-label={t('carousel.no_photos')}>
          <ImageIcon size={64} />
        </Placeholder>
      </Region>
    );
  }

  const go = (next: number) => setIndex((next + count) % count);
  const image = images[current];

  return (
    <Region
      aria-label={label}
      aria-roledescription={t('carousel.role')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Frame aria-live={paused ? 'polite' : 'off'}>
        <Slide
          key={image.id}
          src={image.url}
          srcSet={photoSrcSet(image.url)}
          // the column's width: the content area beside the side bar, or the whole screen
          sizes="(min-width: 992px) 1068px, 100vw"
          // the box is 16:9 (the picture is cropped to it): never a shift while it loads
          width={1600}
          height={900}
          // the first photo is usually the largest thing on the event page
          fetchPriority={current === 0 ? 'high' : 'auto'}
          decoding="async"
          alt={t('carousel.photo_of', { index: current + 1, count })}
        />
      </Frame>
      {count > 1 && (
        <>
          <Arrow
            type="button"
            $side="left"
            aria-label={t('carousel.previous')}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon />
          </Arrow>
          <Arrow
            type="button"
            $side="right"
            aria-label={t('carousel.next')}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon />
          </Arrow>
          <Dots>
            {images.map((item, position) => (
              <Dot
                key={item.id}
                type="button"
                $active={position === current}
                aria-label={t('carousel.go_to', { index: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </Dots>
        </>
      )}
    </Region>
  );
}
