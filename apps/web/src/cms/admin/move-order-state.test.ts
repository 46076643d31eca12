import type { OrderStateMoveInput, OrderView } from '@fibre/domain/schemas/order-view';
import { ProviderError } from '@fibre/provider-client';
import { describe, expect, it, vi } from 'vitest';
import { moveOrderStateAsStaff, type StaffOrderMoveDeps } from './move-order-state';

const attempt = '0193b6a2-7c41-7f10-9a3e-5d2c1b0a9f88';
const form = { code: 'AB12CD34', state: 'inProgress', reason: 'Engineer booked', attempt };
const ordersStaff = { email: 'agent@heybroadband.example', roles: ['content', 'orders'] };

function movedTo(state: OrderView['state']) {
  const calls: { code: string; body: OrderStateMoveInput; key: string }[] = [];
  const deps: StaffOrderMoveDeps = {
    moveOrderState: async (code, body, options) => {
      calls.push({ code, body, key: options.idempotencyKey });
      return { state } as OrderView;
    },
  };
  return { calls, deps };
}

function failing(error: unknown): StaffOrderMoveDeps {
  return {
    moveOrderState: async () => {
      throw error;
    },
    log: vi.fn(),
  };
}

describe('the staff move of an order', () => {
  it('moves it through the provider client as the signed-in staff member, with the press id as the key', async () => {
    const { calls, deps } = movedTo('inProgress');
    const answer = await moveOrderStateAsStaff({ ...form, req: {}, cookies: new Map() }, ordersStaff, deps);
    expect(answer).toEqual({ ok: true, state: 'inProgress' });
    expect(calls).toEqual([
      {
        code: 'AB12CD34',
        body: { state: 'inProgress', reason: 'Engineer booked', actor: 'agent@heybroadband.example' },
        key: attempt,
      },
    ]);
  });

  it('refuses staff without the orders role, and nobody signed in, before the provider hears of it', async () => {
    const { calls, deps } = movedTo('inProgress');
    expect(
      await moveOrderStateAsStaff(form, { email: 'editor@heybroadband.example', roles: ['content'] }, deps),
    ).toMatchObject({
      ok: false,
      error: { error: 'cms.forbidden' },
    });
    expect(await moveOrderStateAsStaff(form, { email: 'x@heybroadband.example' }, deps)).toMatchObject({
      ok: false,
      error: { error: 'cms.forbidden' },
    });
    expect(await moveOrderStateAsStaff(form, null, deps)).toMatchObject({
      ok: false,
      error: { error: 'cms.unauthorized' },
    });
    expect(calls).toEqual([]);
  });

  it('never takes an actor from the browser', async () => {
    const { calls, deps } = movedTo('failed');
    await moveOrderStateAsStaff({ ...form, state: 'failed', actor: 'someone-else' }, ordersStaff, deps);
    expect(calls[0]?.body.actor).toBe('agent@heybroadband.example');
  });

  it('answers a form without a state or reason with each field’s message', async () => {
    const { calls, deps } = movedTo('inProgress');
    const answer = await moveOrderStateAsStaff({ code: 'AB12CD34', reason: ' ', attempt }, ordersStaff, deps);
    expect(answer).toEqual({
      ok: false,
      error: {
        error: 'validation.invalid_body',
        message: 'The request body is not valid.',
        fields: [
          { path: 'state', message: 'Select the state to move the order to' },
          { path: 'reason', message: 'Enter the reason for the move' },
        ],
      },
    });
    expect(calls).toEqual([]);
  });

  it('passes on the provider’s refusal of the move by its key', async () => {
    const refused = new ProviderError({ key: 'order.transition_not_allowed', status: 409, message: 'no' });
    expect(await moveOrderStateAsStaff(form, ordersStaff, failing(refused))).toEqual({
      ok: false,
      error: {
        error: 'order.transition_not_allowed',
        message: 'The order cannot move from its current state to that one.',
      },
    });
  });

  it('says the provider did not answer when it failed, and logs it without the reason', async () => {
    const deps = failing(new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' }));
    const answer = await moveOrderStateAsStaff(form, ordersStaff, deps);
    expect(answer).toMatchObject({ ok: false, error: { error: 'service.unavailable' } });
    expect(deps.log).toHaveBeenCalledWith('An order could not be moved', {
      key: 'service.unavailable',
      status: 503,
    });
    expect(await moveOrderStateAsStaff(form, ordersStaff, failing(new TypeError('boom')))).toMatchObject({
      ok: false,
      error: { error: 'service.unavailable' },
    });
  });
});
