import * as migration_20261124_205135_initial from './20261124_205135_initial';

export const migrations = [
  {
    up: migration_20261124_205135_initial.up,
    down: migration_20261124_205135_initial.down,
    name: '20261124_205135_initial',
  },
];
