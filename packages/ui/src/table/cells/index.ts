/** The built-in cell renderers, by the renderName a column definition uses. */
import { createCellRegistry, type CellRegistry } from '../registry';
import type { CellRenderer } from '../types';
import { AgeCell, DateCell, DateTimeCell, ImageCell, PopoverTextCell, TemplateCell, TextCell } from './basic';
import { DrawerLinkCell } from './drawerLink';
import { LocalizedCell, StayDaysCell } from './levels';
import { LovCell, StatusCell } from './lov';
import { OperationsCell } from './operations';
import { QrCodeCell } from './qrcode';
import { ReportVersionCell } from './reportVersion';

export const builtInCells: Record<string, CellRenderer> = {
  text: { Component: TextCell },
  template: { Component: TemplateCell },
  lov: { Component: LovCell },
  date: { Component: DateCell },
  dateTime: { Component: DateTimeCell },
  age: { Component: AgeCell },
  status: { Component: StatusCell },
  qrcode: { Component: QrCodeCell },
  reportVersion: { Component: ReportVersionCell },
  popoverText: { Component: PopoverTextCell },
  drawerLink: { Component: DrawerLinkCell },
  image: { Component: ImageCell },
  operations: { Component: OperationsCell },
  stayDays: { Component: StayDaysCell },
  localized: { Component: LocalizedCell },
};

export function createDefaultCellRegistry(): CellRegistry {
  return createCellRegistry(builtInCells);
}

/** The app-wide registry; apps add their own renderers with `cellRegistry.register`. */
export const cellRegistry = createDefaultCellRegistry();
