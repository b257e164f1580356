import { lazy } from '../lazy';

// TOTP is a rare request: otplib and the QR encoder are loaded by the first one, not at start.
const loadOtplib = lazy(() => import('otplib'));
const loadQrCode = lazy(async () => (await import('qrcode')).default);

/** A new base32 TOTP secret. */
export async function newTotpSecret(): Promise<string> {
  return (await loadOtplib()).generateSecret();
}

/** The QR code of the secret's `otpauth://` URI, as a PNG data URL for `<img src>`. */
export async function totpQrCode(secret: string, issuer: string, account: string): Promise<string> {
  const [{ generateURI }, QRCode] = await Promise.all([loadOtplib(), loadQrCode()]);
  return QRCode.toDataURL(generateURI({ issuer, label: account, secret }));
}

/** Checks a six-digit code, accepting the neighbouring 30-second steps for clock drift. */
export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const { verify } = await loadOtplib();
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}
