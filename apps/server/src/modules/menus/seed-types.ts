import type { FlowDefinition } from '@portal/shared';

/** A menu as a domain seeds it; the setup assembles every domain's menus into the one tree. */
export interface MenuSeed {
  id: string;
  name: string;
  nameEn: string;
  type: 'group' | 'item' | 'permission';
  icon?: string;
  url?: string;
  operate?: FlowDefinition;
  children?: MenuSeed[];
}
