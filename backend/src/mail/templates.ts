import type { MailMessage } from './mailer';

/** Italian mail texts. Each returns a complete message with a plain-text and an HTML part. */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; href: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.href)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser: ${escapeHtml(action.href)}</p>`
    : '';
  return `<!doctype html><html lang="it"><body style="font-family:sans-serif;color:#1f2937"><h1 style="color:#0f766e">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#555">— Il team di Insieme</p></body></html>`;
}

export function confirmRegistrationMail(to: string, name: string, link: string): MailMessage {
  const paragraphs = [
    `Ciao ${name},`,
    'grazie per la registrazione a Insieme! Conferma il tuo indirizzo e-mail per attivare il tuo account.',
  ];
  return {
    to,
    link,
    subject: 'Conferma la tua registrazione a Insieme',
    text: `${paragraphs.join('\n\n')}\n\nApri questo link per confermare: ${link}\n\n— Il team di Insieme`,
    html: layout('Conferma la tua e-mail', paragraphs, {
      label: 'Conferma la registrazione',
      href: link,
    }),
  };
}

export function alreadyRegisteredMail(
  to: string,
  name: string,
  loginLink: string,
  resetLink: string,
): MailMessage {
  const paragraphs = [
    `Ciao ${name},`,
    'qualcuno (forse tu) ha provato a registrarsi su Insieme con questo indirizzo e-mail, ma un account esiste già.',
    `Puoi accedere da ${loginLink}. Se non ricordi la password, puoi reimpostarla da ${resetLink}.`,
  ];
  return {
    to,
    link: loginLink,
    subject: 'Hai già un account Insieme',
    text: `${paragraphs.join('\n\n')}\n\n— Il team di Insieme`,
    html: layout('Hai già un account', paragraphs, { label: 'Accedi', href: loginLink }),
  };
}

export function resetPasswordLinkMail(to: string, name: string, link: string): MailMessage {
  const paragraphs = [
    `Ciao ${name},`,
    'abbiamo ricevuto una richiesta di recupero password per il tuo account. Apri il link per ricevere una nuova password via e-mail.',
    'Se la richiesta non è partita da te, ignora questo messaggio: la tua password resta invariata.',
  ];
  return {
    to,
    link,
    subject: 'Recupero password Insieme',
    text: `${paragraphs.join('\n\n')}\n\nLink: ${link}\n\n— Il team di Insieme`,
    html: layout('Recupero password', paragraphs, {
      label: 'Ricevi una nuova password',
      href: link,
    }),
  };
}

export function newPasswordMail(
  to: string,
  name: string,
  password: string,
  loginLink: string,
): MailMessage {
  const paragraphs = [
    `Ciao ${name},`,
    `la tua nuova password è: ${password}`,
    'Accedi e cambiala subito da Impostazioni → Cambia password.',
  ];
  return {
    to,
    link: loginLink,
    subject: 'La tua nuova password Insieme',
    text: `${paragraphs.join('\n\n')}\n\nAccedi: ${loginLink}\n\n— Il team di Insieme`,
    html: layout('Nuova password', paragraphs, { label: 'Accedi', href: loginLink }),
  };
}

/**
 * An automatic notice or reminder (issue 10): its text, a button to the event (or the
 * notification), and the link that turns this kind of mail off without logging in — also as
 * List-Unsubscribe with one-click POST (RFC 8058), which mail clients show as "Annulla iscrizione".
 */
export function noticeMail(
  to: string,
  name: string,
  notice: {
    title: string;
    body: string;
    link: string;
    unsubscribe: string;
    categoryLabel: string;
    /** one-tap answers without login (a waitlist offer's "Accetto" / "Rinuncio") */
    actions?: { label: string; href: string }[];
  },
): MailMessage {
  const paragraphs = [`Ciao ${name},`, notice.body];
  const actionsHtml = (notice.actions ?? [])
    .map(
      (a) =>
        `<a href="${escapeHtml(a.href)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block;margin:0 8px 8px 0">${escapeHtml(a.label)}</a>`,
    )
    .join('');
  const actionsText = (notice.actions ?? []).map((a) => `${a.label}: ${a.href}`).join('\n');
  const footer = `Non vuoi più ricevere via e-mail ${notice.categoryLabel}? Disattivale da qui: ${notice.unsubscribe} (le notifiche nell'app restano).`;
  const html = layout(notice.title, paragraphs, {
    label: 'Apri in Insieme',
    href: notice.link,
  })
    .replace('<p><a href=', () =>
      actionsHtml ? `<p>${actionsHtml}</p><p><a href=` : '<p><a href=',
    )
    .replace(
      '</body>',
      `<p style="font-size:12px;color:#555">Non vuoi più ricevere via e-mail ${escapeHtml(notice.categoryLabel)}? <a href="${escapeHtml(notice.unsubscribe)}">Disattivale</a> (le notifiche nell'app restano).</p></body>`,
    );
  return {
    to,
    link: notice.link,
    subject: notice.title,
    text: `${paragraphs.join('\n\n')}\n\n${actionsText ? `${actionsText}\n\n` : ''}Apri in Insieme: ${notice.link}\n\n— Il team di Insieme\n\n${footer}`,
    html,
    headers: {
      'List-Unsubscribe': `<${notice.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * "Scarica i miei dati", built by a job (issue 23): the link to the file, and until when it works.
 * `until` is already formatted for Rome ('DD/MM/YYYY HH:mm').
 */
export function dataExportReadyMail(
  to: string,
  name: string,
  link: string,
  until: string,
): MailMessage {
  const paragraphs = [
    `Ciao ${name},`,
    'il file con tutti i tuoi dati su Insieme, che hai chiesto dalle impostazioni, è pronto.',
    `Il link funziona fino al ${until}; dopo, il file viene cancellato e puoi chiederne uno nuovo. Non inoltrare questo messaggio: chi ha il link può scaricare i tuoi dati.`,
  ];
  return {
    to,
    link,
    subject: 'I tuoi dati di Insieme sono pronti',
    text: `${paragraphs.join('\n\n')}\n\nScarica i tuoi dati: ${link}\n\n— Il team di Insieme`,
    html: layout('I tuoi dati sono pronti', paragraphs, {
      label: 'Scarica i miei dati',
      href: link,
    }),
  };
}
