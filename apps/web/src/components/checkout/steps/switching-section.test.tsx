// @vitest-environment jsdom
import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { SwitchOrder } from '@fibre/domain/schemas/switch-match';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '@/test-support/render';
import { SwitchingSection } from './switching-section';

const switchOrder: SwitchOrder = {
  reference: 'OTS-1',
  status: 'MATCHED',
  losing_provider: { rcpid: 'RCP1', name: 'Old Telecom' },
  implications: [
    { service_type: 'IAS', action: 'cease', text: 'Your broadband line 1 with Old Telecom will stop.' },
    { service_type: 'IAS', action: 'cease', text: 'Your broadband line 2 with Old Telecom will stop.' },
  ],
  early_termination_charges_may_apply: false,
  created_at: '2026-11-23T10:00:00.000Z',
};
const customer = { switch_order: switchOrder } as unknown as CustomerRecord;

const mounted: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of mounted.splice(0)) view.unmount();
  vi.restoreAllMocks();
});

describe('SwitchingSection', () => {
  it('lists two implications of the same service and action, each once, without a key warning', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await mount(<SwitchingSection customer={customer} />);
    mounted.push(view);
    const items = Array.from(view.container.querySelectorAll('li'), (item) => item.textContent);
    expect(items).toEqual([
      'Your broadband line 1 with Old Telecom will stop.',
      'Your broadband line 2 with Old Telecom will stop.',
    ]);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/key/i);
  });
});
