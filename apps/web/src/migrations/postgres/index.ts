import * as migration_20261124_205152_initial from './20261124_205152_initial';

export const migrations = [
  {
    up: migration_20261124_205152_initial.up,
    down: migration_20261124_205152_initial.down,
    name: '20261124_205152_initial',
  },
];
