import * as migration_20261124_215905_initial from './20261124_215905_initial';
import * as migration_20261124_220306_more_blocks from './20261124_220306_more_blocks';
import * as migration_20261124_222459_forms_blocks from './20261124_222459_forms_blocks';
import * as migration_20261124_233700_content_blocks_more from './20261124_233700_content_blocks_more';

export const migrations = [
  {
    up: migration_20261124_215905_initial.up,
    down: migration_20261124_215905_initial.down,
    name: '20261124_215905_initial',
  },
  {
    up: migration_20261124_220306_more_blocks.up,
    down: migration_20261124_220306_more_blocks.down,
    name: '20261124_220306_more_blocks',
  },
  {
    up: migration_20261124_222459_forms_blocks.up,
    down: migration_20261124_222459_forms_blocks.down,
    name: '20261124_222459_forms_blocks',
  },
  {
    up: migration_20261124_233700_content_blocks_more.up,
    down: migration_20261124_233700_content_blocks_more.down,
    name: '20261124_233700_content_blocks_more',
  },
];
