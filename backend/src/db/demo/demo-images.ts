import sharp from 'sharp';

/**
 * Pictures of the demo, drawn as SVG and rendered by sharp at seed time: nothing is downloaded and
 * no binary file is committed. Text needs a system font; without one the shapes still render.
 */

export type SceneKind = 'park' | 'city' | 'hall' | 'sport' | 'market' | 'shelter';
export type SkyKind = 'morning' | 'sunset' | 'dusk';

export interface PhotoSpec {
  scene: SceneKind;
  sky: SkyKind;
}

/** Drawing units; the carousel shows 16:9. */
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 450;
/** Rendered size: about as wide as the carousel ever is, so the stored file stays small. */
const PHOTO_OUTPUT = { width: 768, height: 432 };
const BAND = 84;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** The first letters of the first two significant words ("Croce Verde Milano" → "CV"). */
export function initialsOf(name: string): string {
  const small = new Set(['di', 'del', 'della', 'dei', 'per', 'in', 'e', 'la', 'il']);
  const words = name.split(/\s+/).filter((w) => w && !small.has(w.toLowerCase()));
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** A round badge with initials on a coloured disc: association logos and profile pictures. */
function badgeSvg(initials: string, color: string, size: number, ring: boolean): string {
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><radialGradient id="g" cx="35%" cy="30%" r="80%">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient></defs>
  <circle cx="${r}" cy="${r}" r="${r - 2}" fill="${color}"/>
  <circle cx="${r}" cy="${r}" r="${r - 2}" fill="url(#g)"/>
  ${ring ? `<circle cx="${r}" cy="${r}" r="${r * 0.8}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="${size / 48}"/>` : ''}
  <text x="${r}" y="${r}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
        font-weight="700" font-size="${size * 0.36}" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

export const renderLogo = (name: string, color: string): Promise<Buffer> =>
  sharp(Buffer.from(badgeSvg(initialsOf(name), color, 256, true)))
    .png()
    .toBuffer();

export const renderAvatar = (name: string, surname: string, color: string): Promise<Buffer> =>
  sharp(Buffer.from(badgeSvg(`${name[0]}${surname[0]}`.toUpperCase(), color, 160, false)))
    .png()
    .toBuffer();

const SKIES: Record<SkyKind, { top: string; bottom: string; sun: string }> = {
  morning: { top: '#7dd3fc', bottom: '#e0f2fe', sun: '#fde68a' },
  sunset: { top: '#fb7185', bottom: '#fed7aa', sun: '#fef3c7' },
  dusk: { top: '#1e1b4b', bottom: '#7c3aed', sun: '#f5f3ff' },
};

/** A small deterministic sequence, so every picture is the same on every seed. */
function sequence(seed: number): () => number {
  let x = seed % 2147483647 || 1;
  return () => {
    x = (x * 48271) % 2147483647;
    return x / 2147483647;
  };
}

const hashOf = (text: string): number =>
  [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

function skyAndGround(sky: SkyKind, ground: string, horizon: number): string {
  const s = SKIES[sky];
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient></defs>
  <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#sky)"/>
  <circle cx="640" cy="110" r="46" fill="${s.sun}" opacity="0.9"/>
  <rect y="${horizon}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - horizon}" fill="${ground}"/>`;
}

function tree(x: number, y: number, size: number, leaf: string): string {
  return `<rect x="${x - size * 0.08}" y="${y - size * 0.5}" width="${size * 0.16}" height="${size * 0.5}" fill="#78350f"/>
  <circle cx="${x}" cy="${y - size * 0.7}" r="${size * 0.38}" fill="${leaf}"/>
  <circle cx="${x - size * 0.22}" cy="${y - size * 0.55}" r="${size * 0.26}" fill="${leaf}" opacity="0.85"/>`;
}

function person(x: number, y: number, color: string, scale = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <circle cx="0" cy="-62" r="11" fill="#f2c9a0"/>
    <path d="M-15 -48 h30 l6 42 h-42 z" fill="${color}"/>
    <rect x="-12" y="-6" width="9" height="34" fill="#1f2937"/><rect x="3" y="-6" width="9" height="34" fill="#1f2937"/>
  </g>`;
}

const SHIRTS = ['#0f766e', '#1d4ed8', '#be185d', '#c2410c', '#15803d', '#6d28d9', '#a16207'];

function people(rand: () => number, count: number, baseY: number): string {
  return Array.from({ length: count }, (_, i) =>
    person(
      80 + i * (620 / Math.max(count - 1, 1)) + rand() * 30,
      baseY + rand() * 20,
      SHIRTS[Math.floor(rand() * SHIRTS.length)]!,
      0.9 + rand() * 0.3,
    ),
  ).join('');
}

const SCENES: Record<SceneKind, (sky: SkyKind, rand: () => number) => string> = {
  park: (sky, rand) =>
    `${skyAndGround(sky, '#4d7c0f', 330)}
    <path d="M0 300 Q 200 220 420 290 T 800 270 V 340 H 0 Z" fill="#65a30d"/>
    ${Array.from({ length: 7 }, (_, i) => tree(40 + i * 120 + rand() * 40, 330 + rand() * 20, 90 + rand() * 50, i % 2 ? '#166534' : '#15803d')).join('')}
    ${people(rand, 4, 340)}`,
  city: (sky, rand) =>
    `${skyAndGround(sky, '#9ca3af', 360)}
    ${Array.from({ length: 9 }, (_, i) => {
      const h = 120 + rand() * 150;
      const x = i * 90;
      const windows = Array.from(
        { length: Math.floor(h / 34) },
        (_, r) =>
          `<rect x="${x + 18}" y="${360 - h + 14 + r * 34}" width="16" height="18" fill="#fef9c3" opacity="0.8"/>` +
          `<rect x="${x + 48}" y="${360 - h + 14 + r * 34}" width="16" height="18" fill="#fef9c3" opacity="0.8"/>`,
      ).join('');
      return `<rect x="${x}" y="${360 - h}" width="84" height="${h}" fill="${i % 2 ? '#475569' : '#64748b'}"/>${windows}`;
    }).join('')}
    <rect y="360" width="800" height="14" fill="#e5e7eb"/>
    ${people(rand, 5, 336)}`,
  hall: (_sky, rand) =>
    `<rect width="800" height="450" fill="${['#fef3c7', '#e0f2fe', '#fce7f3', '#ecfccb'][Math.floor(rand() * 4)]}"/>
    <rect y="300" width="800" height="150" fill="#b45309"/>
    ${Array.from({ length: 3 }, (_, i) => `<rect x="${90 + i * 240}" y="70" width="150" height="110" rx="6" fill="#bae6fd" stroke="#92400e" stroke-width="8"/>`).join('')}
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${40 + i * 130}" y="210" width="24" height="${90 + rand() * 30}" fill="${SHIRTS[i % SHIRTS.length]}" opacity="0.8"/>`).join('')}
    <rect x="120" y="318" width="560" height="24" rx="4" fill="#78350f"/>
    ${people(rand, 5, 340)}`,
  sport: (sky, rand) =>
    `${skyAndGround(sky, '#16a34a', 280)}
    <rect y="280" width="800" height="170" fill="#22c55e"/>
    ${Array.from({ length: 5 }, (_, i) => `<rect y="${300 + i * 40}" width="800" height="20" fill="#16a34a"/>`).join('')}
    <path d="M0 430 L800 300" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
    <circle cx="${300 + rand() * 200}" cy="330" r="16" fill="#f97316"/>
    ${people(rand, 5, 340)}`,
  market: (sky, rand) =>
    `${skyAndGround(sky, '#d6d3d1', 330)}
    ${Array.from({ length: 4 }, (_, i) => {
      const x = 30 + i * 195;
      const color = SHIRTS[(i * 2) % SHIRTS.length];
      return `<rect x="${x}" y="230" width="170" height="110" fill="#fafaf9"/>
      <path d="M${x - 10} 230 h190 l-20 -50 h-150 z" fill="${color}"/>
      ${Array.from({ length: 5 }, (_, k) => `<circle cx="${x + 25 + k * 30}" cy="${300 + rand() * 10}" r="12" fill="${['#dc2626', '#f59e0b', '#84cc16', '#ea580c', '#facc15'][k]}"/>`).join('')}`;
    }).join('')}
    ${people(rand, 4, 340)}`,
  shelter: (sky, rand) =>
    `${skyAndGround(sky, '#a3a3a3', 320)}
    <path d="M0 320 h800 v130 h-800 z" fill="#86efac"/>
    <rect x="470" y="190" width="250" height="130" fill="#fde68a"/><path d="M450 195 L595 120 L740 195 z" fill="#b91c1c"/>
    <rect x="560" y="250" width="50" height="70" fill="#78350f"/>
    ${Array.from({ length: 4 }, (_, i) => {
      const x = 90 + i * 110 + rand() * 20;
      return `<g transform="translate(${x} 340)"><ellipse cx="0" cy="0" rx="34" ry="18" fill="${['#92400e', '#f5f5f4', '#57534e', '#d97706'][i]}"/>
        <circle cx="30" cy="-14" r="14" fill="${['#92400e', '#f5f5f4', '#57534e', '#d97706'][i]}"/>
        <rect x="-26" y="10" width="7" height="20" fill="#44403c"/><rect x="16" y="10" width="7" height="20" fill="#44403c"/></g>`;
    }).join('')}
    ${person(700, 340, '#0f766e')}`,
};

/** An event picture: a scene, then the event name and its association on a dark band. */
export function eventPhotoSvg(title: string, caption: string, spec: PhotoSpec): string {
  const rand = sequence(hashOf(`${title}|${spec.scene}|${spec.sky}`));
  const fontSize = Math.min(40, Math.floor(1300 / Math.max(title.length, 1)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_OUTPUT.width}" height="${PHOTO_OUTPUT.height}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  ${SCENES[spec.scene](spec.sky, rand)}
  <rect y="${PHOTO_HEIGHT - BAND}" width="${PHOTO_WIDTH}" height="${BAND}" fill="#0f172a" opacity="0.62"/>
  <text x="32" y="${PHOTO_HEIGHT - 44}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700"
        font-size="${fontSize}" fill="#ffffff">${escapeXml(title)}</text>
  <text x="32" y="${PHOTO_HEIGHT - 16}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"
        font-size="20" fill="#e2e8f0">${escapeXml(caption)}</text>
</svg>`;
}

export const renderEventPhoto = (
  title: string,
  caption: string,
  spec: PhotoSpec,
): Promise<Buffer> =>
  sharp(Buffer.from(eventPhotoSvg(title, caption, spec)))
    .jpeg({ quality: 88 })
    .toBuffer();
