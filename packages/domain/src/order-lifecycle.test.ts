import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isFinalOrderState,
  isOrderInFlight,
  isOrderState,
  nextOrderStates,
  ORDER_STATES,
  type OrderState,
} from './order-lifecycle';

describe('canMoveOrder', () => {
  it.each([
    ['acknowledged', 'inProgress'],
    ['acknowledged', 'cancelled'],
    ['acknowledged', 'failed'],
    ['inProgress', 'completed'],
    ['inProgress', 'cancelled'],
    ['inProgress', 'failed'],
    // The 14-day right runs from the order, so a live order can still be cancelled (decision 0664).
    ['completed', 'cancelled'],
  ] as const)('lets an order move from %s to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it.each([
    ['acknowledged', 'completed'],
    ['acknowledged', 'acknowledged'],
    ['inProgress', 'acknowledged'],
    ['inProgress', 'inProgress'],
    ['completed', 'failed'],
    ['completed', 'inProgress'],
    ['cancelled', 'completed'],
    ['failed', 'cancelled'],
  ] as const)('refuses %s to %s', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(false);
  });

  it('never moves an order out of a final state', () => {
    const state = fc.constantFrom(...ORDER_STATES);
    fc.assert(
      fc.property(state, state, (from, to) => {
        if (isFinalOrderState(from)) expect(canMoveOrder(from, to)).toBe(false);
      }),
    );
  });

  it('never goes back to acknowledged, and never stays put', () => {
    const state = fc.constantFrom(...ORDER_STATES);
    fc.assert(
      fc.property(state, (from) => {
        expect(canMoveOrder(from, 'acknowledged')).toBe(false);
        expect(canMoveOrder(from, from)).toBe(false);
      }),
    );
  });
});

describe('isFinalOrderState and nextOrderStates', () => {
  it('names cancelled and failed final', () => {
    expect(ORDER_STATES.filter(isFinalOrderState)).toEqual(['cancelled', 'failed']);
  });

  it('lists the next states of an open order', () => {
    expect(nextOrderStates('acknowledged')).toEqual(['inProgress', 'cancelled', 'failed']);
    expect(nextOrderStates('inProgress')).toEqual(['completed', 'cancelled', 'failed']);
    expect(nextOrderStates('completed')).toEqual(['cancelled']);
  });

  it('reaches every final state from acknowledged', () => {
    const reached = new Set<OrderState>(['acknowledged']);
    for (let round = 0; round < ORDER_STATES.length; round += 1) {
      for (const from of [...reached]) for (const to of nextOrderStates(from)) reached.add(to);
    }
    expect([...reached].sort()).toEqual([...ORDER_STATES].sort());
  });
});

describe('isOrderState', () => {
  it('knows the TMF622 spellings only', () => {
    expect(isOrderState('inProgress')).toBe(true);
    expect(isOrderState('in_progress')).toBe(false);
    expect(isOrderState('Acknowledged')).toBe(false);
    expect(isOrderState(undefined)).toBe(false);
  });
});

describe('isOrderInFlight', () => {
  it('holds only while the order is on its way, not once live, cancelled or failed', () => {
    expect(ORDER_STATES.filter(isOrderInFlight)).toEqual(['acknowledged', 'inProgress']);
  });
});
