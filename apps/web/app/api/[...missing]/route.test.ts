import { describe, expect, it } from 'vitest';
import * as route from './route';

describe('/api/[...missing]', () => {
  it('answers any method on a path no route serves with 404 and the one error body', async () => {
    for (const handler of [route.GET, route.POST, route.PUT, route.PATCH, route.DELETE, route.OPTIONS]) {
      const response = handler();
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'request.not_found',
        message: 'There is nothing at this address.',
      });
    }
  });
});
