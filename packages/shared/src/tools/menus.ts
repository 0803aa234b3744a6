/**
 * The permission menus of an institution's tools and their authorisation rows: the two tables the
 * institutions page opens in drawers. Seeded by the tools domain, linked from the institutions page.
 */
export const INSTITUTION_TOOLS_MENU = 'institution_tools';
export const INSTITUTION_AUTHORIZATIONS_MENU = 'institution_authorizations';
