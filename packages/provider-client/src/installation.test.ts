import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, json } from './fake-provider.test-support';
import { orErrorObject } from './fallbacks';
import { SCHEDULE } from './test-answers';

describe('installation slots', () => {
  it('reaches each schedule route and answers the schedule', async () => {
    const { client, requests, sentBody } = fakeProvider(() => json(SCHEDULE));
    await expect(client.getWorkOrderSchedule('WO12345678')).resolves.toEqual(SCHEDULE);
    await client.setWorkOrderSchedule('WO12345678', { day: '2026-11-26', time: '08:00-13:00' });
    await client.getCustomerSchedule('HB12345678');
    expect(requests()).toEqual([
      'GET /workorder/schedule/WO12345678',
      'PUT /workorder/schedule/WO12345678',
      'GET /customer/HB12345678/schedule',
    ]);
    expect(sentBody(1)).toEqual({ day: '2026-11-26', time: '08:00-13:00' });
  });

  it('refuses a schedule with an unknown slot time', async () => {
    const { client } = fakeProvider(() => json({ ...SCHEDULE, time: '18:00-20:00' }));
    expect(await failure(client.getWorkOrderSchedule('WO1'))).toMatchObject({
      key: 'service.invalid_response',
    });
  });

  it('gives the error object of the spec when wrapped in orErrorObject', async () => {
    const { client } = fakeProvider(() => json({ error: 'slot.full', message: 'That slot is full' }, 409));
    await expect(
      orErrorObject(client.setWorkOrderSchedule('WO1', { day: '2026-11-26', time: '08:00-13:00' })),
    ).resolves.toEqual({ error: 'slot.full', message: 'That slot is full', status: 409 });
  });
});
