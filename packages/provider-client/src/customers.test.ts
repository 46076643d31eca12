import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';
import { ACTION_ANSWER, CUSTOMER_RECORD, ORDER } from './test-answers';

const callMe = {
  email: 'jo@example.com',
  contact_name: 'Jo',
  contact_surname: 'Bloggs',
  uprn: '100000000001',
  postcode: 'HB1 1AA',
  street_name: 'Fibre Street',
  phone: '07700900123',
  current_provider: 'BT',
};

describe('customers', () => {
  it('POST /customer/{action} sends the body and the idempotency key only when given', async () => {
    const { client, calls, requests, sentBody } = fakeProvider(() => json(ACTION_ANSWER, 201));
    await expect(client.submitCustomer('CALLME', callMe, { idempotencyKey: 'k-1' })).resolves.toEqual(
      ACTION_ANSWER,
    );
    await client.submitCustomer('CALLME', callMe);
    expect(requests()).toEqual(['POST /customer/CALLME', 'POST /customer/CALLME']);
    expect(sentBody()).toEqual(callMe);
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('k-1');
    expect(header(calls[1]!.init, 'Idempotency-Key')).toBeUndefined();
  });

  it('refuses an action answer that is not a customer record', async () => {
    const { client } = fakeProvider(() => json({ code: 'C-1' }, 201));
    expect(await failure(client.submitCustomer('CALLME', callMe))).toMatchObject({
      key: 'service.invalid_response',
    });
  });

  it('POST /customer/PROSPECT answers the record', async () => {
    const prospect = { ...ACTION_ANSWER, action: 'PROSPECT', status: 'PROSPECT' };
    const { client, requests } = fakeProvider(() => json(prospect, 201));
    const body = { email: 'jo@example.com', phone: '07700900123', uprn: '100000000001' };
    await expect(client.submitProspect(body)).resolves.toEqual(prospect);
    expect(requests()).toEqual(['POST /customer/PROSPECT']);
  });

  it('POST /customer/open-order-lookup sends the uprn and e-mail in the body and answers yes or no', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json({ open: true }));
    const body = { uprn: '100000000001', email: 'jo@example.com' };
    await expect(client.lookUpOpenOrder(body)).resolves.toEqual({ open: true });
    expect(requests()).toEqual(['POST /customer/open-order-lookup']);
    expect(sentBody()).toEqual(body);
    const odd = fakeProvider(() => json({ open: 'yes' }));
    expect(await failure(odd.client.lookUpOpenOrder(body))).toMatchObject({
      key: 'service.invalid_response',
    });
  });

  it('getCustomer throws on 404; findCustomer answers null', async () => {
    const found = fakeProvider(() => json(CUSTOMER_RECORD));
    await expect(found.client.getCustomer('HB 1')).resolves.toEqual(CUSTOMER_RECORD);
    await expect(found.client.findCustomer('HB1')).resolves.toEqual(CUSTOMER_RECORD);
    expect(found.requests()).toEqual(['GET /customer/HB%201', 'GET /customer/HB1']);
    const gone = fakeProvider(() =>
      json({ error: 'customer.not_found', message: 'No customer has that code' }, 404),
    );
    expect(await failure(gone.client.getCustomer('X'))).toMatchObject({ key: 'customer.not_found' });
    await expect(gone.client.findCustomer('X')).resolves.toBeNull();
  });

  it('PUT /customer/{code} sends the pre-active update and answers the record', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json(CUSTOMER_RECORD));
    await expect(client.updatePreactiveCustomer('HB1', { medical_alarm: true })).resolves.toEqual(
      CUSTOMER_RECORD,
    );
    expect(requests()).toEqual(['PUT /customer/HB1']);
    expect(sentBody()).toEqual({ medical_alarm: true });
  });

  it('POST /customer/renew answers the renewal order', async () => {
    const renewal = { code: 'HB1', id_contract_renew: 1002, order: { ...ORDER, action: 'RENEW' } };
    const { client, requests } = fakeProvider(() => json(renewal, 201));
    await expect(client.renewCustomer({ id_customer: 'HB1', id_contract_renew: '1002' })).resolves.toEqual(
      renewal,
    );
    expect(requests()).toEqual(['POST /customer/renew']);
  });
});
