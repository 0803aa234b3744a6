/**
 * Menu pages that are portal components rather than configured tables, by the menu's url: the
 * server's menu says where a page sits and who holds it; the component is what it shows.
 */
import type { ComponentType } from 'react';
import { MenusPage } from '../menu/components/MenusPage';

export const PAGE_COMPONENTS: Readonly<Record<string, ComponentType>> = {
  '/menus': MenusPage,
};

export function pageComponentOf(url: string): ComponentType | undefined {
  return Object.hasOwn(PAGE_COMPONENTS, url) ? PAGE_COMPONENTS[url] : undefined;
}
