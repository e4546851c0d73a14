/**
 * The small page the unsubscribe link of a mail opens (issue 18: it was bare HTML, serif, no
 * logo). It has the app's look without the app: the logo, font and colours of
 * `frontend/src/app/theme.ts` (and `layout/Logo.tsx`), a centred card that fits a 390 px phone,
 * inline CSS only (the CSP allows inline styles; no script — the GET has already done its work,
 * so the page works with JavaScript off and in any mail client's browser).
 */
const THEME = {
  primary: '#00796b',
  primaryDark: '#004d40',
  onPrimary: '#ffffff',
  text: '#1f2933',
  textMuted: '#52606d',
  background: '#f5f7f7',
  surface: '#ffffff',
  focus: '#ffb300',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
} as const;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The word mark of the app's header: the round mark and "Insieme". */
const LOGO = `<svg width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="30" fill="${THEME.primary}"/><path d="M20 34c0-7 5-12 12-12s12 5 12 12" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/><circle cx="24" cy="42" r="4" fill="#fff"/><circle cx="40" cy="42" r="4" fill="#fff"/></svg>`;

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;font-family:${THEME.font};line-height:1.5;color:${THEME.text};background:${THEME.background}}
main{width:100%;max-width:480px;background:${THEME.surface};border-radius:12px;box-shadow:0 1px 3px rgba(31,41,51,.12),0 1px 2px rgba(31,41,51,.08);padding:28px 24px;text-align:center}
.brand{display:inline-flex;align-items:center;gap:8px;margin-bottom:20px;font-weight:800;font-size:1.35rem;letter-spacing:.02em;color:${THEME.primary};text-decoration:none}
h1{margin:0 0 12px;font-size:1.4rem}
p{margin:0 0 20px;color:${THEME.textMuted};overflow-wrap:anywhere}
.action{display:inline-block;min-height:44px;padding:10px 20px;border-radius:999px;background:${THEME.primary};color:${THEME.onPrimary};font-weight:600;text-decoration:none}
.action:hover{background:${THEME.primaryDark}}
button.action{border:0;font:inherit;font-weight:600;cursor:pointer}
.action.secondary{background:${THEME.surface};color:${THEME.primary};box-shadow:inset 0 0 0 2px ${THEME.primary}}
button:focus-visible{outline:3px solid ${THEME.focus};outline-offset:2px}
a:focus-visible{outline:3px solid ${THEME.focus};outline-offset:2px}
`
  .trim()
  .replace(/\n/g, '');

export function unsubscribePage(page: {
  title: string;
  message: string;
  /** The app's address: the logo leads to it */
  homeUrl: string;
  settingsUrl: string;
}): string {
  return mailLinkPage({
    ...page,
    actionsHtml: `<a class="action" href="${escapeHtml(page.settingsUrl)}">Vai alle impostazioni di Insieme</a>`,
  });
}

/**
 * The same card for another link of a mail (a waitlist offer's answer, issue 21): its actions
 * are links, or forms that POST to the same origin (the CSP's form-action 'self'), never script.
 */
export function mailLinkPage(page: {
  title: string;
  message: string;
  homeUrl: string;
  /** trusted HTML built by the caller from escaped parts */
  actionsHtml: string;
}): string {
  const title = escapeHtml(page.title);
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${title} · Insieme</title><style>${STYLE}</style></head><body><main><a class="brand" href="${escapeHtml(page.homeUrl)}" aria-label="Insieme">${LOGO}<span aria-hidden="true">Insieme</span></a><h1>${title}</h1><p>${escapeHtml(page.message)}</p>${page.actionsHtml}</main></body></html>`;
}

/** A button that POSTs to `action` (same origin), as a plain form: no script needed. */
export function postButton(action: string, label: string, secondary = false): string {
  return `<form method="post" action="${escapeHtml(action)}" style="display:inline-block;margin:0 6px 8px"><button class="action${secondary ? ' secondary' : ''}" type="submit">${escapeHtml(label)}</button></form>`;
}
