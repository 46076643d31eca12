import * as migration_20261124_215905_initial from './20261124_215905_initial';
import * as migration_20261124_220306_more_blocks from './20261124_220306_more_blocks';
import * as migration_20261124_222459_forms_blocks from './20261124_222459_forms_blocks';
import * as migration_20261124_233903_heroes_and_commerce_blocks from './20261124_233903_heroes_and_commerce_blocks';
import * as migration_20261125_002034_shell_widgets from './20261125_002034_shell_widgets';
import * as migration_20261125_003119_content_blocks_more from './20261125_003119_content_blocks_more';
import * as migration_20261125_003256_register_interest_form from './20261125_003256_register_interest_form';
import * as migration_20261127_073232_staff_second_factor from './20261127_073232_staff_second_factor';
import * as migration_20261127_144857_issue20_cms from './20261127_144857_issue20_cms';
import * as migration_20261127_164735_shared_media from './20261127_164735_shared_media';
import * as migration_20261127_231141_staff_roles from './20261127_231141_staff_roles';

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
    up: migration_20261124_233903_heroes_and_commerce_blocks.up,
    down: migration_20261124_233903_heroes_and_commerce_blocks.down,
    name: '20261124_233903_heroes_and_commerce_blocks',
  },
  {
    up: migration_20261125_002034_shell_widgets.up,
    down: migration_20261125_002034_shell_widgets.down,
    name: '20261125_002034_shell_widgets',
  },
  {
    up: migration_20261125_003119_content_blocks_more.up,
    down: migration_20261125_003119_content_blocks_more.down,
    name: '20261125_003119_content_blocks_more',
  },
  {
    up: migration_20261125_003256_register_interest_form.up,
    down: migration_20261125_003256_register_interest_form.down,
    name: '20261125_003256_register_interest_form',
  },
  {
    up: migration_20261127_073232_staff_second_factor.up,
    down: migration_20261127_073232_staff_second_factor.down,
    name: '20261127_073232_staff_second_factor',
  },
  {
    up: migration_20261127_144857_issue20_cms.up,
    down: migration_20261127_144857_issue20_cms.down,
    name: '20261127_144857_issue20_cms',
  },
  {
    up: migration_20261127_164735_shared_media.up,
    down: migration_20261127_164735_shared_media.down,
    name: '20261127_164735_shared_media',
  },
  {
    up: migration_20261127_231141_staff_roles.up,
    down: migration_20261127_231141_staff_roles.down,
    name: '20261127_231141_staff_roles',
  },
];
