import { style } from '@vanilla-extract/css';
import { vars } from '@rampa/design-system';

export { title as pageTitle } from '../../lib/page.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

const message = {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
} as const;

export const serverError = style({
  ...message,
  marginBottom: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});

export const notice = style({
  ...message,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  background: vars.color.successSubtle,
  color: vars.color.successText,
});

export const noticeTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const noticeText = style({
  margin: 0,
});

/** The row under the password form: "Nie pamiętasz hasła?". */
export const linkRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  fontSize: vars.fontSize.sm,
});

/** The other sign-in methods, under a "lub" divider. */
export const methods = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '::before': { content: '""', flex: 1, borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
  '::after': { content: '""', flex: 1, borderTop: `${vars.size.borderWidth} solid ${vars.color.border}` },
});

export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const back = style({
  display: 'flex',
  justifyContent: 'center',
  fontSize: vars.fontSize.sm,
});

/** The signed-in "Ustaw nowe hasło" page. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '28rem',
});
