import { describe, expect, it } from 'vitest';
import {
  NETWORK_TECHNOLOGY_NAME,
  NETWORK_TECHNOLOGY_PATH,
  networkTechnologyLine,
} from './network-technology';

describe('the network technology', () => {
  it("is Ofcom's 'Full fibre', explained at /full-fibre", () => {
    expect(NETWORK_TECHNOLOGY_NAME).toBe('Full fibre');
    expect(NETWORK_TECHNOLOGY_PATH).toBe('/full-fibre');
    expect(networkTechnologyLine('https://heybroadband.example')).toBe(
      'Network technology: Full fibre. Full fibre means a fibre-optic cable all the way into your home (FTTP), ' +
        'with no copper telephone wire on the way. More at https://heybroadband.example/full-fibre.',
    );
  });
});
