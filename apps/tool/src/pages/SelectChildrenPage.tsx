/** /dreamit/select_children?tools_type=…: create a test for a child of the institution's list. */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { isV2Tool, type TestableTool } from '@portal/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TestShell } from '../modules/testing';
import { ChildPicker, isTestable } from '../modules/testing/select-child';
import { toolPaths } from '../routes';

export function SelectChildrenPage({ toolsType }: { toolsType: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = isTestable(toolsType) && !isV2Tool(toolsType) ? 'v1' : 'v2';
  return (
    <TestShell flow={flow} title={isTestable(toolsType) ? toolsType : undefined} testId="select-children-page">
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(toolPaths.home(flow, isTestable(toolsType) ? toolsType : undefined))} style={{ paddingInline: 0, marginBottom: 8 }}>
        {t('testing.create.backHome')}
      </Button>
      {isTestable(toolsType) ? <ChildPicker toolsType={toolsType as TestableTool} /> : <Result status="info" title={t('testing.create.chooseTool')} />}
    </TestShell>
  );
}
