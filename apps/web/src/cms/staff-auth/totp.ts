import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';

/**
 * The staff's second factor (decision 0396): RFC 6238 codes (SHA-1, 6 digits, 30 s, as every
 * authenticator app reads them) through otplib; one step of clock drift either way; a code's time
 * step is remembered so it cannot be used twice. The secret is stored encrypted with a key made
 * from the CMS secret, so a copy of the database alone does not give the second factor.
 */
const TOTP_ISSUER = 'Hey!Broadband CMS';
const TOLERANCE_SECONDS = 30;

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** otpauth:// address, which the QR code holds. */
  uri: string;
  /** The QR code, an SVG image as a data: address (the admin's CSP allows data: images). */
  qrImage: string;
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpEnrolment(secret: string, email: string): TotpEnrolment {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret });
  const svg = renderSVG(uri, { border: 2 });
  return { secret, uri, qrImage: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step the code belongs to when it is right and newer than `afterTimeStep`, else null. */
export async function verifyTotp(
  secret: string,
  code: string,
  options: { afterTimeStep?: number | null; now?: number } = {},
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(options.now === undefined ? {} : { epoch: Math.floor(options.now / 1000) }),
    ...(options.afterTimeStep == null ? {} : { afterTimeStep: options.afterTimeStep }),
  }).catch(() => ({ valid: false as const }));
  // otplib's result type covers HOTP too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}

function keyFrom(cmsSecret: string): Buffer {
  return createHash('sha256').update(`staff-totp:${cmsSecret}`).digest();
}

/** 'v1:' iv, tag and ciphertext (AES-256-GCM), base64url. */
export function sealTotpSecret(secret: string, cmsSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(cmsSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The secret sealTotpSecret sealed, or null when it was sealed with another key or is damaged. */
export function openTotpSecret(sealed: string, cmsSecret: string): string | null {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(cmsSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
