/**
 * Logged in: the institution's tools, and (/dreamits, /dreamit, or after choosing a testable
 * tool's card) the create-test form for that tool. Roles that may not take
 * tests see the tools only.
 */
import { isV2Tool, type TestableTool, type UserInfo } from '@portal/shared';
import { IcpFooter, useAuth, useLanguage } from '@portal/ui';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateTestPanel, initialTool, isTestable } from '../modules/testing/create';
import { ToolHeader } from '../modules/frame';
import { toolCards, ToolGrid, useInstitutionTools } from '../modules/tools';
import { TAKING_MENUS, toolPaths } from '../routes';

export function ToolHomePage({ user, flow = 'all', toolsType = null }: { user: UserInfo; flow?: 'all' | 'v1' | 'v2'; toolsType?: string | null }) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const navigate = useNavigate();
  const { menuList } = useAuth();
  const mayTest = menuList.some((m) => TAKING_MENUS.includes(m.menuId));
  const tools = useInstitutionTools(user.institutionId);
  const chosen = initialTool(flow, toolsType);
  // Only a tool the institution has (and has active) gets a form.
  const card = useMemo(() => toolCards(tools.data ?? [], locale).find((c) => c.toolsType === chosen && c.active), [tools.data, locale, chosen]);

  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-testid="tool-home" data-flow={flow}>
      <ToolHeader user={user} />
      <main style={{ flex: 1, width: '100%', maxWidth: 1080, margin: '0 auto', padding: 16, boxSizing: 'border-box' }}>
        <Flex align="baseline" justify="space-between" gap={8} wrap>
          <Typography.Title level={4} style={{ marginTop: 8 }}>
            {t('tool.tools')}
          </Typography.Title>
          {mayTest ? <Typography.Text type="secondary">{t('testing.create.testable')}</Typography.Text> : null}
        </Flex>
        <ToolGrid
          institutionId={user.institutionId}
          selected={card?.toolsType ?? null}
          selectable={mayTest ? isTestable : undefined}
          onSelect={(c) => void navigate(toolPaths.home(isV2Tool(c.toolsType) ? 'v2' : 'v1', c.toolsType))}
        />
        {mayTest && card ? (
          <div style={{ marginTop: 24 }}>
            <CreateTestPanel key={card.toolsType} toolsType={card.toolsType as TestableTool} toolName={card.name} />
          </div>
        ) : null}
      </main>
      <IcpFooter />
    </div>
  );
}
