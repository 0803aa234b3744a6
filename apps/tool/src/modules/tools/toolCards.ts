import { TOOL_TYPES, type InstitutionTool, type Locale } from '@portal/shared';

export interface ToolCardModel {
  id: string;
  name: string;
  toolsType: string;
  active: boolean;
}

/**
 * Cards in a stable, useful order: usable tools first, then the catalogue order of tool types
 * (unknown types last, by name), so the grid does not reshuffle between visits.
 */
export function toolCards(tools: readonly InstitutionTool[], locale: Locale): ToolCardModel[] {
  const rank = (type: string) => {
    const i = (TOOL_TYPES as readonly string[]).indexOf(type);
    return i === -1 ? TOOL_TYPES.length : i;
  };
  return [...tools]
    .sort((a, b) =>
      Number(b.status === 'active') - Number(a.status === 'active') ||
      rank(a.tools_type) - rank(b.tools_type) ||
      a.tools_type.localeCompare(b.tools_type),
    )
    .map((t) => ({
      id: t._id,
      name: (locale === 'en' ? t.nameEn || t.name : t.name || t.nameEn) || t.tools_type,
      toolsType: t.tools_type,
      active: t.status === 'active',
    }));
}
