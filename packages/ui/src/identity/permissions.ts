/** Permission is the presence of a menu entry for the current role. */
import { PERMISSION_MENUS, STORAGE_KEYS, type MenuNode } from '@portal/shared';
import type { KeyValueStorage } from '../http/client';

export function hasMenu(menuList: readonly MenuNode[], menuId: string): boolean {
  return menuList.some((m) => m.menuId === menuId);
}

export function canUseDemonstrationMode(menuList: readonly MenuNode[]): boolean {
  return hasMenu(menuList, PERMISSION_MENUS.demonstrationMode);
}

/**
 * Demonstration mode stops tables loading data on open. Stored as the string 'true' in
 * switch_table_init_load; anything else (or nothing) means normal loading.
 */
export function isDemonstrationMode(storage: Pick<KeyValueStorage, 'getItem'>): boolean {
  return storage.getItem(STORAGE_KEYS.switchTableInitLoad) === 'true';
}

export function setDemonstrationMode(storage: KeyValueStorage, on: boolean): void {
  if (on) storage.setItem(STORAGE_KEYS.switchTableInitLoad, 'true');
  else storage.removeItem(STORAGE_KEYS.switchTableInitLoad);
}
