import * as migration_20261124_205611_initial from './20261124_205611_initial';

export const migrations = [
  {
    up: migration_20261124_205611_initial.up,
    down: migration_20261124_205611_initial.down,
    name: '20261124_205611_initial',
  },
];
