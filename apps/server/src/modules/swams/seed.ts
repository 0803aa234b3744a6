/**
 * The speech-tool area's menus: the group `swam_s` and its test list `swam_s_test_list` (a portal
 * page by its url, apps/portal/src/modules/swams). Holding the list is what the `/swams` routes
 * check; without it they show 'no relevant permission'.
 */
import { SWAMS_MENU, SWAMS_TEST_LIST_MENU } from '@portal/shared';
import type { MenuSeed } from '../menus';

/** The url of the list's page (the portal's page registry knows it). */
export const SWAMS_LIST_URL = '/swams';

export const SWAMS_MENU_SEED: MenuSeed = {
  id: SWAMS_MENU,
  name: '语音测评',
  nameEn: 'Speech tests',
  type: 'group',
  url: '/speech-tests',
  icon: 'AudioOutlined',
  children: [{ id: SWAMS_TEST_LIST_MENU, name: '语音测评列表', nameEn: 'Speech test list', type: 'item', url: SWAMS_LIST_URL }],
};

export const SWAMS_MENU_IDS = [SWAMS_MENU, SWAMS_TEST_LIST_MENU];
