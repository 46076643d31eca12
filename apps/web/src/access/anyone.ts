import type { Access } from 'payload';

/** Anyone, signed in or not: media files and the site-wide globals are public. */
export const anyone: Access = () => true;
