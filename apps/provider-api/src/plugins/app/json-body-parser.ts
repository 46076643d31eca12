import { isJsonTooDeep, MAX_JSON_DEPTH } from '@fibre/domain/json-depth';
import { errorCodes, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';

/** Bytes that are not UTF-8 are refused, not replaced with U+FFFD (RFC 8259: JSON is UTF-8). */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The one application/json parser (decision 0170). Before Fastify's own parser (secure-json-parse,
 * refusing __proto__ and constructor.prototype) runs, the raw body is decoded as strict UTF-8 and
 * its nesting measured in one linear scan without recursion: a body deeper than MAX_JSON_DEPTH
 * (32) is refused with 400 request.too_deep before any tree is built, so 8,000 nested arrays cost
 * one pass over 16 KiB and nothing downstream (the body guard, zod, the logger) sees them.
 */
export const jsonBodyParserPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      let text: string;
      try {
        text = utf8.decode(body as Buffer);
      } catch {
        done(new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(), undefined);
        return;
      }
      if (isJsonTooDeep(text)) {
        done(
          new HttpError(
            400,
            'request.too_deep',
            `The request body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep`,
          ),
          undefined,
        );
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body-parser' },
);
