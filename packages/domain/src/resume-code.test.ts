import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-keys';
import {
  isResumeCode,
  normaliseResumeCode,
  RESUME_CODE_INVALID_MESSAGE,
  RESUME_CODE_TTL_MINUTES,
  resumeCodeHint,
  resumeCodeSentMessage,
} from './resume-code';

describe('resume codes', () => {
  it('are 6 digits, outer spaces ignored', () => {
    expect(isResumeCode('042917')).toBe(true);
    expect(isResumeCode(' 042917 ')).toBe(true);
    expect(isResumeCode('42917')).toBe(false);
    expect(isResumeCode('0429170')).toBe(false);
    expect(isResumeCode('04291a')).toBe(false);
    expect(normaliseResumeCode(' 042 917\n')).toBe('042917');
  });

  it('last 15 minutes, as the hint says', () => {
    expect(RESUME_CODE_TTL_MINUTES).toBe(15);
    expect(resumeCodeHint()).toContain('lasts 15 minutes');
  });

  it('say where the code went', () => {
    expect(resumeCodeSentMessage('sam@example.com')).toBe('We have sent a code to sam@example.com');
    expect(resumeCodeSentMessage('sam@example.com', true)).toBe('We have sent a new code to sam@example.com');
  });

  it('use the catalogue words for the route refusals', () => {
    expect(ERROR_MESSAGES['customer.verification_invalid']).toBe(RESUME_CODE_INVALID_MESSAGE);
  });
});
