import {
  AuthenticationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  Forbidden,
} from 'payload';
import { SECOND_FACTOR_PROOF, SECOND_FACTOR_PROOF_KEY } from './second-factor-proof';

function fromSignIn(context: Record<string, unknown> | undefined): boolean {
  return context?.[SECOND_FACTOR_PROOF_KEY] === SECOND_FACTOR_PROOF;
}

/**
 * Payload's own ways in refused (decision 0396): a login that did not come through the staff
 * sign-in (sign-in.ts: password, second factor, forced change) is answered as a wrong password,
 * so GraphQL's loginUsers or any other caller of the login operation cannot skip the code; and
 * Payload's reset-password operation, which would sign in with a new password alone, is off: the
 * e-mailed link is taken by the staff reset endpoint instead, which signs no one in (decision 0503).
 */
export const refuseLoginsOutsideStaffSignIn: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'login' && !fromSignIn(req.context)) throw new AuthenticationError(req.t);
  if (operation === 'resetPassword') throw new Forbidden(req.t);
  return args;
};

const passwordSetKey = (id: unknown) => `staffPasswordSet:${String(id)}`;

/** Notes an update that sets a password (Payload removes it from the data before afterChange). */
export const notePasswordSet: CollectionBeforeChangeHook = ({ data, operation, originalDoc, context }) => {
  if (operation === 'update' && typeof data.password === 'string' && data.password !== '') {
    context[passwordSetKey(originalDoc?.id)] = true;
  }
  return data;
};

/**
 * Who must choose a new password at the next sign-in (decision 0396): an account a colleague made,
 * or whose password a colleague set; not one whose holder set their own. The sign-in's own writes
 * and the seed decide for themselves. Written straight to the database: no client may set the flag.
 */
export const markPasswordsSetByOthers: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (fromSignIn(context) || !req.user || req.user.collection !== 'users') return doc;
  if (operation === 'update' && context[passwordSetKey(doc.id)] !== true) return doc;
  const required = operation === 'create' || req.user.id !== doc.id;
  if (doc.passwordChangeRequired === required) return doc;
  await req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { passwordChangeRequired: required },
    req,
  });
  return { ...doc, passwordChangeRequired: required };
};
