/**
 * Creating a test (dialog 'tests/create'): the child is the clicked row of the children list
 * ('create from the child list') or is chosen with the seeded form `test_create_form` (its
 * `childPicker` field: recent children, those outside the tool's ages disabled, add in place); the tool is the list's (`props.toolsType`) or one of the
 * institution's testing tools. POST tests/create, then the dialog finishes with the new test
 * for the next step (the 'created' dialog).
 */
import { TESTABLE_TOOLS, type InstitutionTool, type TestableTool } from '@portal/shared';
import { ChildPickerToolContext, DynamicForm, localName, request, useLanguage, type DialogComponentProps, type FormValues } from '@portal/ui';
import { Alert, Button, Flex, Radio, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTest, testableTools } from '../api';
import { firstRow, textOf } from '../rows';

export const TEST_CREATE_FORM = 'test_create_form';

/** The child a dialog was opened on: a children-list row (it has no tools_type). */
export function childOfData(data: unknown): { _id: string; name: string } | null {
  const row = firstRow(data);
  if (!row || row.tools_type !== undefined || !textOf(row._id)) return null;
  return { _id: textOf(row._id), name: textOf(row.name) };
}

const isTestable = (tool: unknown): tool is TestableTool => typeof tool === 'string' && (TESTABLE_TOOLS as readonly string[]).includes(tool);

export function CreateTestDialog({ data, props, finish, cancel }: DialogComponentProps) {
  const { t } = useTranslation();
  const locale = useLanguage();
  const fixedTool = isTestable(props.toolsType) ? props.toolsType : null;
  const child = childOfData(data);
  const [tools, setTools] = useState<InstitutionTool[] | null>(fixedTool ? [] : null);
  const [tool, setTool] = useState<string | null>(fixedTool);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (fixedTool) return;
    let live = true;
    testableTools(request).then(
      (list) => {
        if (!live) return;
        setTools(list);
        const usable = list.filter((item) => item.status === 'active');
        if (usable.length === 1) setTool(usable[0]!.tools_type);
      },
      () => live && setTools([]),
    );
    return () => {
      live = false;
    };
  }, [fixedTool]);

  const create = async (childrenId: string, childName: string) => {
    if (!isTestable(tool)) return;
    setBusy(true);
    try {
      const created = await createTest(request, tool, childrenId);
      finish({ ...created, children_name: childName });
    } catch {
      // The call client showed the server's message; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  if (tools === null) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin />
      </Flex>
    );
  }
  if (!fixedTool && tools.length === 0) return <Alert type="warning" showIcon title={t('testing.createDialog.noTools')} data-testid="test-create-no-tools" />;

  return (
    <Flex vertical gap={16} data-testid="test-create">
      {child ? <Typography.Text strong data-testid="test-create-child">{t('testing.createDialog.forChild', { name: child.name })}</Typography.Text> : null}
      {fixedTool ? (
        <Typography.Text data-testid="test-create-tool">
          {t('testing.createDialog.tool')}：{fixedTool}
        </Typography.Text>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text>{t('testing.createDialog.tool')}</Typography.Text>
          <Radio.Group value={tool} onChange={(e) => setTool(String(e.target.value))} data-testid="test-create-tools">
            <Flex vertical gap={4}>
              {tools.map((item) => (
                <Radio key={item.tools_type} value={item.tools_type} disabled={item.status !== 'active'} data-testid={`test-create-tool-${item.tools_type}`}>
                  {localName(item, locale)}
                  {item.status === 'active' ? null : <Typography.Text type="secondary">{` · ${t('tool.disabled')}`}</Typography.Text>}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Flex>
      )}
      {child ? (
        <Flex justify="flex-end" gap={8}>
          <Button onClick={cancel}>{t('common.cancel')}</Button>
          <Button type="primary" disabled={!tool} loading={busy} onClick={() => void create(child._id, child.name)} data-testid="test-create-submit">
            {t('testing.createDialog.submit')}
          </Button>
        </Flex>
      ) : (
        <ChildPickerToolContext.Provider value={isTestable(tool) ? tool : null}>
          <DynamicForm
            fromName={TEST_CREATE_FORM}
            disabled={!tool || busy}
            onClose={cancel}
            onSubmit={(values: FormValues) => create(textOf(values.children_id), '')}
          />
        </ChildPickerToolContext.Provider>
      )}
    </Flex>
  );
}
