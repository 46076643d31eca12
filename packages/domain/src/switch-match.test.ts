import { describe, expect, it } from 'vitest';
import { createCustomerOrderBodySchema } from './schemas/customer-order';
import {
  MAX_SWITCH_ADDRESS_LINES,
  SWITCH_SERVICES_MESSAGE,
  switchMatchRequestSchema,
  switchMatchResponseSchema,
} from './schemas/switch-match';
import {
  buildSwitchMatchRequest,
  type SwitchMatchSource,
  switchAddressLines,
  switchImplications,
  switchMatchAnswer,
  switchOrderReference,
} from './switch-match';

const source = (additional: Partial<SwitchMatchSource['additional']> = {}): SwitchMatchSource => ({
  contact_surname: ' Fibre ',
  uprn: '100000000001',
  address: '1 Fibre Street, Demoton',
  postcode: 'hb11aa',
  additional: {
    needsHelpSwitchingProvider: true,
    rcpid: 'RCP-SKY001',
    currentProvider: 'Sky',
    ...additional,
  },
});

describe('buildSwitchMatchRequest', () => {
  it('asks to switch broadband from the chosen provider at the address, for the surname', () => {
    const request = buildSwitchMatchRequest(source());
    expect(request).toEqual({
      rcpid: 'RCP-SKY001',
      brand: 'Sky',
      surname: 'Fibre',
      address: { uprn: '100000000001', address_lines: ['1 Fibre Street', 'Demoton'], postcode: 'HB1 1AA' },
      services: [{ service_type: 'IAS' }],
    });
    expect(switchMatchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('ports the landline the visitor keeps, with its number', () => {
    const request = buildSwitchMatchRequest(
      source({ wantsToRetainExistingLandline: true, landlineNumber: '01632 960123' }),
    );
    expect(request?.services).toEqual([
      { service_type: 'IAS' },
      { service_type: 'NBICS', action: 'port', identifier: '01632 960123' },
    ]);
    expect(switchMatchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves out a landline not kept when the visitor has none to stop', () => {
    const request = buildSwitchMatchRequest(
      source({ wantsToRetainExistingLandline: false, landlineNumber: '01632 960123' }),
    );
    expect(request?.services).toEqual([{ service_type: 'IAS' }]);
  });

  it('ceases the landline the visitor no longer needs', () => {
    const request = buildSwitchMatchRequest({ ...source(), cease_landline_number: '01632 960456' });
    expect(request?.services).toEqual([
      { service_type: 'IAS' },
      { service_type: 'NBICS', action: 'cease', identifier: '01632 960456' },
    ]);
    expect(switchMatchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('ports rather than ceases when a kept number is also given to stop', () => {
    const request = buildSwitchMatchRequest({
      ...source({ wantsToRetainExistingLandline: true, landlineNumber: '01632 960123' }),
      cease_landline_number: '01632 960456',
    });
    expect(request?.services).toEqual([
      { service_type: 'IAS' },
      { service_type: 'NBICS', action: 'port', identifier: '01632 960123' },
    ]);
  });

  it('carries the account number at the current provider when given', () => {
    expect(buildSwitchMatchRequest({ ...source(), account_number: ' SKY123 ' })?.account_number).toBe(
      'SKY123',
    );
  });

  it('is null when no switching help is asked for, or no provider with an RCPID was chosen', () => {
    expect(buildSwitchMatchRequest(source({ needsHelpSwitchingProvider: false }))).toBeNull();
    expect(buildSwitchMatchRequest(source({ rcpid: undefined }))).toBeNull();
    expect(buildSwitchMatchRequest(source({ rcpid: '  ' }))).toBeNull();
  });
});

describe('switchAddressLines', () => {
  it('splits the address at commas and drops the postcode', () => {
    expect(switchAddressLines('Flat 2, Tower House, Demoton, HB1 1AG', 'hb1 1ag')).toEqual([
      'Flat 2',
      'Tower House',
      'Demoton',
    ]);
  });

  it('keeps at most the schema’s number of lines, the last holding the rest', () => {
    const lines = switchAddressLines('a, b, c, d, e, f, g, h', 'HB1 1AA');
    expect(lines).toHaveLength(MAX_SWITCH_ADDRESS_LINES);
    expect(lines.at(-1)).toBe('f, g, h');
  });
});

describe('switchMatchRequestSchema', () => {
  const request = buildSwitchMatchRequest(source())!;

  it('wants broadband once and the landline at most once', () => {
    for (const services of [
      [],
      [{ service_type: 'NBICS', action: 'port', identifier: '01632 960123' }],
      [{ service_type: 'IAS' }, { service_type: 'IAS' }],
    ]) {
      const result = switchMatchRequestSchema.safeParse({ ...request, services });
      expect(result.success).toBe(false);
    }
    const twice = switchMatchRequestSchema.safeParse({
      ...request,
      services: [
        { service_type: 'IAS' },
        { service_type: 'NBICS', action: 'cease', identifier: '01632 960123' },
      ],
    });
    expect(twice.success).toBe(true);
    const duplicated = switchMatchRequestSchema.safeParse({
      ...request,
      services: [{ service_type: 'IAS' }, { service_type: 'IAS' }],
    });
    expect(duplicated.error?.issues.map((issue) => issue.message)).toContain(SWITCH_SERVICES_MESSAGE);
  });

  it('refuses a mobile as the landline, unknown fields and a missing surname', () => {
    expect(
      switchMatchRequestSchema.safeParse({
        ...request,
        services: [
          { service_type: 'IAS' },
          { service_type: 'NBICS', action: 'port', identifier: '07700 900123' },
        ],
      }).success,
    ).toBe(false);
    expect(switchMatchRequestSchema.safeParse({ ...request, extra: 1 }).success).toBe(false);
    expect(switchMatchRequestSchema.safeParse({ ...request, surname: ' ' }).success).toBe(false);
  });
});

describe('switchMatchAnswer', () => {
  it('says what happens to broadband and a ported number, with the provider as the hub knows it', () => {
    const request = switchMatchRequestSchema.parse(
      buildSwitchMatchRequest(source({ wantsToRetainExistingLandline: true, landlineNumber: '01632960123' })),
    );
    const answer = switchMatchAnswer(
      request,
      { rcpid: 'RCP-SKY001', name: 'Sky' },
      switchOrderReference('FBABC'),
    );
    expect(answer).toEqual({
      switch_order_reference: 'OTS-FBABC',
      matched: true,
      implications: [
        {
          service_type: 'IAS',
          action: 'cease',
          text: 'Your broadband with Sky stops on the day your new service goes live',
        },
        {
          service_type: 'IAS',
          action: 'cease',
          text: 'Sky may charge early-exit fees if you are still in a minimum term',
        },
        {
          service_type: 'NBICS',
          action: 'port',
          text: 'Your number 01632960123 moves to us 2-3 weeks after your broadband goes live',
        },
      ],
      early_termination_charges_may_apply: true,
      losing_provider: { rcpid: 'RCP-SKY001', name: 'Sky' },
    });
    expect(switchMatchResponseSchema.parse(answer)).toEqual(answer);
  });

  it('says a ceased landline stops', () => {
    expect(
      switchImplications([{ service_type: 'NBICS', action: 'cease', identifier: '01632 960123' }], 'BT'),
    ).toEqual([
      {
        service_type: 'NBICS',
        action: 'cease',
        text: 'Your landline service with BT stops on the day your new service goes live',
      },
    ]);
  });
});

describe('an order body with switch_match', () => {
  const schema = createCustomerOrderBodySchema({ today: '2026-06-15' });
  const additional = {
    needsHelpSwitchingProvider: true,
    rcpid: 'RCP-SKY001',
    wantsToRetainExistingLandline: false,
    hasAlternativeContactMethod: true,
    hasHealthcareOrMedicalAlarm: false,
    confirmResponsibility: true,
    currentProvider: 'Sky',
  };
  const body = {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Fibre',
    email: 'sam@example.com',
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_terms: true,
    uprn: '100000000001',
    address: '1 Fibre Street, Demoton',
    postcode: 'HB1 1AA',
    address_type: 'RES',
    id_product: 1002,
    additional,
  };
  const match = buildSwitchMatchRequest({ ...body, additional })!;
  const paths = (input: object) =>
    (schema.safeParse(input).error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('is taken when it agrees with the answers, and is optional', () => {
    expect(schema.parse({ ...body, switch_match: match }).switch_match?.rcpid).toBe('RCP-SKY001');
    expect(schema.parse(body).switch_match).toBeUndefined();
  });

  it('names each field that disagrees with the order', () => {
    expect(
      paths({
        ...body,
        switch_match: {
          ...match,
          rcpid: 'RCP-BT0001',
          surname: 'Other',
          address: { ...match.address, uprn: '100000000002' },
        },
      }),
    ).toEqual([
      'switch_match.rcpid: Must agree with the order: additional.rcpid',
      'switch_match.surname: Must agree with the order: contact_surname',
      'switch_match.address.uprn: Must agree with the order: uprn',
    ]);
  });

  it('is refused when switching help was not asked for', () => {
    expect(
      paths({
        ...body,
        additional: { ...additional, needsHelpSwitchingProvider: false },
        switch_match: match,
      }),
    ).toEqual([
      'switch_match: Must agree with the order: additional.needsHelpSwitchingProvider must be true',
    ]);
  });
});
