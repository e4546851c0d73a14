/** Breakpoints of spec §9 (px); the side bar replaces the bottom bar above 991 px. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const DESKTOP_MEDIA_QUERY = '(min-width: 992px)';

export const theme = {
  colors: {
    primary: '#00796b',
    primaryDark: '#004d40',
    primaryLight: '#e0f2f1',
    onPrimary: '#ffffff',
    text: '#1f2933',
    textMuted: '#52606d',
    background: '#f5f7f7',
    surface: '#ffffff',
    border: '#cbd2d9',
    error: '#c62828',
    errorLight: '#fdecea',
    success: '#2e7d32',
    successLight: '#edf7ed',
    /** Amber accent for borders and shapes: too light for text (4.2:1 on white) */
    warning: '#b26a00',
    /** Amber text: 6.8:1 on white, 6.3:1 on warningLight (WCAG AA) */
    warningText: '#8a4b00',
    warningLight: '#fff4e5',
    info: '#0b5394',
    badge: '#d32f2f',
    focus: '#ffb300',
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
    desktop: `@media ${DESKTOP_MEDIA_QUERY}`,
  },
  radius: { small: '6px', medium: '12px', round: '999px' },
  shadow: {
    card: '0 1px 3px rgba(31, 41, 51, 0.12), 0 1px 2px rgba(31, 41, 51, 0.08)',
    raised: '0 8px 24px rgba(31, 41, 51, 0.18)',
  },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  layout: { sideBarWidth: '220px', bottomBarHeight: '64px', headerHeight: '60px' },
  transition: { modal: 300, backdrop: 150 },
} as const;

export type AppTheme = typeof theme;
