/** Every message the auth API sends, with Nhost's template names. */
export type EmailTemplate =
  | 'email-verify'
  | 'email-confirm-change'
  | 'password-reset'
  | 'signin-passwordless'
  | 'signin-otp'
  /** A copy of an in-app notification (backend/src/notifications/mailer.ts). */
  | 'notification';

export type SmsTemplate = 'signin-passwordless-sms';

export interface TemplateData {
  /** The link the recipient follows (through `/verify`), for link messages. */
  link?: string;
  /** The one-time code, for code messages. */
  code?: string;
  displayName?: string;
  email?: string;
  newEmail?: string;
  /** A notification's title (its e-mail's subject) and body. */
  title?: string;
  body?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

interface Copy {
  subject: string | ((data: TemplateData) => string);
  /** Paragraphs before the link or code. */
  intro: (data: TemplateData) => string[];
  action?: string;
  outro: string;
}

const IGNORE = 'Jeśli to nie Ty, zignoruj tę wiadomość — nic się nie zmieni.';

const COPY: Record<EmailTemplate, Copy> = {
  'email-verify': {
    subject: 'Potwierdź swój adres e-mail w Rampie',
    intro: () => [
      'Dziękujemy za założenie konta w Rampie.',
      'Kliknij poniższy link, aby potwierdzić adres e-mail.',
    ],
    action: 'Potwierdź adres e-mail',
    outro: IGNORE,
  },
  'email-confirm-change': {
    subject: 'Potwierdź zmianę adresu e-mail w Rampie',
    intro: (data) => [
      `Poproszono o zmianę adresu e-mail konta w Rampie na ${data.newEmail ?? 'ten adres'}.`,
      'Kliknij poniższy link, aby potwierdzić zmianę.',
    ],
    action: 'Potwierdź nowy adres',
    outro: IGNORE,
  },
  'password-reset': {
    subject: 'Ustaw nowe hasło w Rampie',
    intro: () => [
      'Poproszono o ustawienie nowego hasła do Twojego konta w Rampie.',
      'Kliknij poniższy link, aby ustawić nowe hasło. Link jest ważny przez godzinę.',
    ],
    action: 'Ustaw nowe hasło',
    outro: IGNORE,
  },
  'signin-passwordless': {
    subject: 'Twój link do logowania w Rampie',
    intro: () => ['Kliknij poniższy link, aby zalogować się do Rampy. Link jest ważny przez godzinę.'],
    action: 'Zaloguj się',
    outro: IGNORE,
  },
  'signin-otp': {
    subject: 'Twój kod logowania do Rampy',
    intro: () => ['Wpisz poniższy kod, aby zalogować się do Rampy. Kod jest ważny przez 5 minut.'],
    outro: IGNORE,
  },
  notification: {
    subject: (data) => data.title ?? 'Powiadomienie z Rampy',
    intro: (data) => (data.body ? [data.body] : []),
    action: 'Otwórz w Rampie',
    outro: 'Powiadomienia e-mail możesz wyłączyć w Rampie: Profil → Powiadomienia.',
  },
};

/** A Polish e-mail: subject, plain text and HTML with the same content. */
export function renderEmail(template: EmailTemplate, data: TemplateData): RenderedEmail {
  const copy = COPY[template];
  const subject = typeof copy.subject === 'function' ? copy.subject(data) : copy.subject;
  const greeting = data.displayName ? `Dzień dobry, ${data.displayName}!` : 'Dzień dobry!';
  const intro = copy.intro(data);
  const textLines = [greeting, '', ...intro, ''];
  const htmlParts = [`<p>${escapeHtml(greeting)}</p>`, ...intro.map((line) => `<p>${escapeHtml(line)}</p>`)];
  if (data.code !== undefined) {
    textLines.push(`Kod: ${data.code}`, '');
    htmlParts.push(
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(data.code)}</p>`,
    );
  }
  if (data.link !== undefined) {
    textLines.push(`${copy.action ?? 'Link'}: ${data.link}`, '');
    htmlParts.push(
      `<p><a href="${escapeHtml(data.link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(copy.action ?? 'Otwórz')}</a></p>`,
      `<p style="font-size:12px;color:#555">Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br>${escapeHtml(data.link)}</p>`,
    );
  }
  textLines.push(copy.outro, '', '— Zespół Rampy');
  htmlParts.push(`<p style="color:#555">${escapeHtml(copy.outro)}</p>`, '<p>— Zespół Rampy</p>');
  const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:560px">${htmlParts.join('')}</body></html>`;
  return { subject, text: textLines.join('\n'), html };
}

/** A Polish SMS text. */
export function renderSms(_template: SmsTemplate, data: TemplateData): string {
  return `Twój kod logowania do Rampy: ${data.code ?? ''}. Nie podawaj go nikomu.`;
}
