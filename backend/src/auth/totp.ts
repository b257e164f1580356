import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** A new base32 TOTP secret. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The QR code of the secret's `otpauth://` URI, as a PNG data URL for `<img src>`. */
export function totpQrCode(secret: string, issuer: string, account: string): Promise<string> {
  return QRCode.toDataURL(generateURI({ issuer, label: account, secret }));
}

/** Checks a six-digit code, accepting the neighbouring 30-second steps for clock drift. */
export async function verifyTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
}
