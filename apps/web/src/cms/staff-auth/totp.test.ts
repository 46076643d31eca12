import { generateSync } from 'otplib';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, openTotpSecret, sealTotpSecret, totpEnrolment, verifyTotp } from './totp';

const NOW = Date.UTC(2026, 10, 27, 9, 0, 0);
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

describe('staff TOTP', () => {
  it('takes the current code and one step either side, and no further', async () => {
    const secret = newTotpSecret();
    expect(await verifyTotp(secret, codeAt(secret, NOW), { now: NOW })).not.toBeNull();
    expect(await verifyTotp(secret, codeAt(secret, NOW - 30_000), { now: NOW })).not.toBeNull();
    expect(await verifyTotp(secret, codeAt(secret, NOW - 90_000), { now: NOW })).toBeNull();
    const wrong = String((Number(codeAt(secret, NOW)) + 1) % 1_000_000).padStart(6, '0');
    expect(await verifyTotp(secret, wrong, { now: NOW })).toBeNull();
  });

  it('refuses a code whose step was used already', async () => {
    const secret = newTotpSecret();
    const step = await verifyTotp(secret, codeAt(secret, NOW), { now: NOW });
    expect(step).toBe(Math.floor(NOW / 30_000));
    expect(await verifyTotp(secret, codeAt(secret, NOW), { now: NOW, afterTimeStep: step })).toBeNull();
    expect(
      await verifyTotp(secret, codeAt(secret, NOW + 30_000), { now: NOW + 30_000, afterTimeStep: step }),
    ).toBe(step! + 1);
  });

  it('offers the secret as an otpauth address and an SVG QR code with no script', () => {
    const enrolment = totpEnrolment('JBSWY3DPEHPK3PXP', 'staff@heybroadband.example');
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*secret=JBSWY3DPEHPK3PXP/);
    expect(enrolment.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(enrolment.qrImage.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
  });

  it('seals the secret so only the same CMS secret opens it', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', 'cms-secret-one');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'cms-secret-one')).toBe('JBSWY3DPEHPK3PXP');
    expect(openTotpSecret(sealed, 'cms-secret-two')).toBeNull();
    expect(openTotpSecret('v1:broken', 'cms-secret-one')).toBeNull();
  });
});
