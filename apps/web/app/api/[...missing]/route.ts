import { apiError } from '@/lib/api/responses';

/**
 * Any /api path no route serves: the one error body (404 request.not_found), not the site's HTML
 * not-found page, whatever the method (decision 0402).
 */
function notFound(): Response {
  return apiError('request.not_found');
}

export {
  notFound as DELETE,
  notFound as GET,
  notFound as OPTIONS,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
};
