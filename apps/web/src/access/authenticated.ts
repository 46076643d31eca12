import type { AccessArgs } from 'payload';

/** Only signed-in staff (the users collection is the only auth collection). */
export const authenticated = ({ req: { user } }: AccessArgs): boolean => Boolean(user);
