import type { Migration } from 'payload';

export const migrations: Migration[] = [];
