import type { FastifyBaseLogger } from 'fastify';
import { lazy } from '../../lazy';
import type { DevInbox } from '../../dev/inbox';
import type { SmtpSettings } from '../settings';
import { renderEmail, renderSms, type EmailTemplate, type SmsTemplate, type TemplateData } from './templates';

/** Delivers the auth API's messages: e-mail through SMTP or into the dev inbox, SMS into the dev inbox. */
export interface Outbox {
  email(to: string, template: EmailTemplate, data: TemplateData): Promise<void>;
  sms(to: string, template: SmsTemplate, data: TemplateData): Promise<void>;
  /** Whether an SMS can be delivered at all (there is no SMS provider, only the dev inbox). */
  readonly canSendSms: boolean;
}

export function createOutbox({
  smtp,
  inbox,
  log,
}: {
  smtp?: SmtpSettings;
  inbox?: DevInbox;
  log: FastifyBaseLogger;
}): Outbox {
  // nodemailer is loaded by the first e-mail sent, not at start.
  const transport =
    smtp &&
    lazy(async () =>
      (await import('nodemailer')).default.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user !== undefined && { auth: { user: smtp.user, pass: smtp.password ?? '' } }),
      }),
    );
  return {
    canSendSms: inbox !== undefined,
    async email(to, template, data) {
      const rendered = renderEmail(template, data);
      if (transport && smtp) {
        await (await transport()).sendMail({ from: smtp.sender, to, ...rendered });
        return;
      }
      if (inbox) {
        await inbox.add({
          channel: 'email',
          to,
          template,
          ...rendered,
          ...(data.link !== undefined && { link: data.link }),
          ...(data.code !== undefined && { code: data.code }),
        });
        return;
      }
      log.warn({ template }, 'an e-mail was not sent: configure AUTH_SMTP_HOST or enable AUTH_DEV_INBOX');
    },
    async sms(to, template, data) {
      if (!inbox) throw new Error('no SMS provider is configured');
      await inbox.add({
        channel: 'sms',
        to,
        template,
        text: renderSms(template, data),
        ...(data.code !== undefined && { code: data.code }),
      });
    },
  };
}
