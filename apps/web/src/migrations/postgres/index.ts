import * as migration_20261124_215905_initial from './20261124_215905_initial';

export const migrations = [
  {
    up: migration_20261124_215905_initial.up,
    down: migration_20261124_215905_initial.down,
    name: '20261124_215905_initial',
  },
];
