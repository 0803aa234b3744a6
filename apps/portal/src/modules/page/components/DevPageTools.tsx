/**
 * Developer tools above a configured page: the definition editors for the page's forms and
 * columns (developers, development mode) and, on the role page, a link to role-to-menu editing.
 */
import { DefinitionToolbar, useDevStatus } from '@portal/ui';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const ROLE_MENUS_PATH = '/devtools/role-menus';
export const ROLE_PAGE_MENU = 'role_mgmt';

export function DevPageTools({ menuId, formNames, columnsNames, onSaved }: { menuId: string; formNames: Array<string | undefined>; columnsNames: Array<string | undefined>; onSaved: () => void }) {
  const { t } = useTranslation();
  const status = useDevStatus();
  const roleLink =
    menuId === ROLE_PAGE_MENU && status.menuAdmin ? (
      <Link to={ROLE_MENUS_PATH} data-testid="role-menus-link">
        <Button size="small">{t('editor.roleMenusLink')}</Button>
      </Link>
    ) : null;
  return (
    <>
      <DefinitionToolbar formNames={formNames} columnsNames={columnsNames} onSaved={onSaved} />
      {roleLink}
    </>
  );
}
