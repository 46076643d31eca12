import * as migration_20261124_205611_initial from './20261124_205611_initial';
import * as migration_20261124_213909_content_blocks from './20261124_213909_content_blocks';
import * as migration_20261124_214909_pre_order_hero from './20261124_214909_pre_order_hero';
import * as migration_20261124_220251_more_blocks from './20261124_220251_more_blocks';
import * as migration_20261124_222513_forms_blocks from './20261124_222513_forms_blocks';
import * as migration_20261124_233843_heroes_and_commerce_blocks from './20261124_233843_heroes_and_commerce_blocks';
import * as migration_20261125_001959_shell_widgets from './20261125_001959_shell_widgets';
import * as migration_20261125_003112_content_blocks_more from './20261125_003112_content_blocks_more';
import * as migration_20261125_003252_register_interest_form from './20261125_003252_register_interest_form';
import * as migration_20261127_073157_staff_second_factor from './20261127_073157_staff_second_factor';
import * as migration_20261127_144807_issue20_cms from './20261127_144807_issue20_cms';
import * as migration_20261127_164719_shared_media from './20261127_164719_shared_media';
import * as migration_20261127_231116_staff_roles from './20261127_231116_staff_roles';

export const migrations = [
  {
    up: migration_20261124_205611_initial.up,
    down: migration_20261124_205611_initial.down,
    name: '20261124_205611_initial',
  },
  {
    up: migration_20261124_213909_content_blocks.up,
    down: migration_20261124_213909_content_blocks.down,
    name: '20261124_213909_content_blocks',
  },
  {
    up: migration_20261124_214909_pre_order_hero.up,
    down: migration_20261124_214909_pre_order_hero.down,
    name: '20261124_214909_pre_order_hero',
  },
  {
    up: migration_20261124_220251_more_blocks.up,
    down: migration_20261124_220251_more_blocks.down,
    name: '20261124_220251_more_blocks',
  },
  {
    up: migration_20261124_222513_forms_blocks.up,
    down: migration_20261124_222513_forms_blocks.down,
    name: '20261124_222513_forms_blocks',
  },
  {
    up: migration_20261124_233843_heroes_and_commerce_blocks.up,
    down: migration_20261124_233843_heroes_and_commerce_blocks.down,
    name: '20261124_233843_heroes_and_commerce_blocks',
  },
  {
    up: migration_20261125_001959_shell_widgets.up,
    down: migration_20261125_001959_shell_widgets.down,
    name: '20261125_001959_shell_widgets',
  },
  {
    up: migration_20261125_003112_content_blocks_more.up,
    down: migration_20261125_003112_content_blocks_more.down,
    name: '20261125_003112_content_blocks_more',
  },
  {
    up: migration_20261125_003252_register_interest_form.up,
    down: migration_20261125_003252_register_interest_form.down,
    name: '20261125_003252_register_interest_form',
  },
  {
    up: migration_20261127_073157_staff_second_factor.up,
    down: migration_20261127_073157_staff_second_factor.down,
    name: '20261127_073157_staff_second_factor',
  },
  {
    up: migration_20261127_144807_issue20_cms.up,
    down: migration_20261127_144807_issue20_cms.down,
    name: '20261127_144807_issue20_cms',
  },
  {
    up: migration_20261127_164719_shared_media.up,
    down: migration_20261127_164719_shared_media.down,
    name: '20261127_164719_shared_media',
  },
  {
    up: migration_20261127_231116_staff_roles.up,
    down: migration_20261127_231116_staff_roles.down,
    name: '20261127_231116_staff_roles',
  },
];
