import { z } from 'zod';
import { normalisePostcode, POSTCODE_MAX_INPUT_LENGTH } from '../postcode-format';
import { normalisedText, optionalNormalisedText } from './text-field';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * UK postcodes are validated and normalised by the kept `postcode` package, not by a pattern of
 * our own (decision 0040). Input is trimmed; any letter case and any spacing between the outward
 * and inward codes are accepted; the output is the normalised form, e.g. 'hb11aa' -> 'HB1 1AA'.
 * The checks without zod live in postcode-format.ts (the browser's finder uses them); they are
 * re-exported here for the servers that import them with the schemas.
 */
export { normalisePostcode, POSTCODE_MAX_INPUT_LENGTH } from '../postcode-format';

export interface PostcodeSchemaOptions {
  /** Shown when the postcode is missing or blank. */
  requiredMessage?: string;
  /** Shown when the text is not a UK postcode. */
  invalidMessage?: string;
}

/** A required postcode field whose output is the normalised postcode. */
export function createPostcodeSchema(options: PostcodeSchemaOptions = {}) {
  const requiredMessage = options.requiredMessage ?? VALIDATION_MESSAGES.required;
  const invalidMessage = options.invalidMessage ?? VALIDATION_MESSAGES.postcodeInvalid;
  return normalisedText({
    requiredMessage,
    invalidMessage,
    maxLength: POSTCODE_MAX_INPUT_LENGTH,
    normalise: normalisePostcode,
  });
}

/** Postcode of the checkout's extra-address fields and the API bodies. */
export const postcodeSchema = createPostcodeSchema();

/**
 * Postcode of the contact form: blank gives the configured error text (the default is the
 * spec's generic 'Field is required'), a malformed one 'Invalid postcode format'.
 */
export function createContactPostcodeSchema(requiredMessage: string = VALIDATION_MESSAGES.fieldRequired) {
  return createPostcodeSchema({ requiredMessage });
}

/** A postcode in an API path (/uprn/uprnByPostcode/{postcode}); 'HB11AA' and 'hb1 1aa' both work. */
export const postcodeParamSchema = createPostcodeSchema({
  requiredMessage: VALIDATION_MESSAGES.postcodeInvalid,
});

/** An optional postcode: blank counts as not given; a given one must be a UK postcode. */
export const optionalPostcodeSchema = optionalNormalisedText({
  invalidMessage: VALIDATION_MESSAGES.postcodeInvalid,
  maxLength: POSTCODE_MAX_INPUT_LENGTH,
  normalise: normalisePostcode,
});

/** Path parameters of the routes keyed by postcode. */
export const postcodeParamsSchema = z.strictObject({ postcode: postcodeParamSchema });
export type PostcodeParams = z.infer<typeof postcodeParamsSchema>;
