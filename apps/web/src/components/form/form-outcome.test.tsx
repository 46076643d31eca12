// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { FailurePanel, outcomeOf, SuccessPanel } from './form-outcome';

const words = () => 'Sorry';

describe('outcomeOf', () => {
  it('is a success for an ok answer', () => {
    expect(outcomeOf({ kind: 'ok', status: 201, data: {} }, vi.fn(), words)).toEqual({ kind: 'success' });
  });

  it("shows a refusal's fields on their controls and no panel when the form has a control for one", () => {
    const showRefusal = vi.fn(() => [{ path: 'street_name', message: 'b' }]);
    const fields = [
      { path: 'email', message: 'a' },
      { path: 'street_name', message: 'b' },
    ];
    const answer = {
      kind: 'failed',
      status: 400,
      error: { error: 'validation.invalid_body', message: 'x', fields },
    } as const;
    expect(outcomeOf(answer, showRefusal, words)).toBeNull();
    expect(showRefusal).toHaveBeenCalledWith(fields);
  });

  it('is a failure when no field of the refusal has a control, or the answer has no fields', () => {
    const fields = [{ path: '_form', message: 'a' }];
    const refused = {
      kind: 'failed',
      status: 400,
      error: { error: 'validation.invalid_body', message: 'x', fields },
    } as const;
    expect(outcomeOf(refused, (all) => [...all], words)).toEqual({ kind: 'failure', message: 'Sorry' });
    const showRefusal = vi.fn(() => []);
    expect(outcomeOf({ kind: 'failed', status: 503, error: null }, showRefusal, words)).toEqual({
      kind: 'failure',
      message: 'Sorry',
    });
    expect(outcomeOf({ kind: 'unreachable' }, showRefusal, words)).toEqual({
      kind: 'failure',
      message: 'Sorry',
    });
    expect(showRefusal).not.toHaveBeenCalled();
  });
});

describe('the outcome panels', () => {
  it('announce a success with a tick and its title, and a failure with a cross', async () => {
    const view = await mount(
      <>
        <SuccessPanel title="Thank you" titleAs="h3">
          <p>More</p>
        </SuccessPanel>
        <FailurePanel message="Sorry" size="bubble" />
      </>,
    );
    const status = view.container.querySelector('[role="status"]');
    expect(status?.querySelector('h3')?.textContent).toBe('✓Thank you');
    expect(status?.textContent).toContain('More');
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('✕Sorry');
    view.unmount();
  });
});
