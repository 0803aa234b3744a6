/**
 * The create-test page's form: the child's name, gender, birth date, optional
 * code and parent phone; create (POST tests/create with `children`), create from the child list,
 * back to home. The tool is the one chosen on the home page's cards.
 */
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { PHONE_PATTERN, type CreateTestBody, type TestableTool } from '@portal/shared';
import { useAuth } from '@portal/ui';
import { App, Button, Card, DatePicker, Form, Input, Radio, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toolPaths } from '../../../../routes';
import { createTest, useToolStatus } from '../api';
import { openTestPath } from '../navigation';
import { ToolStatusTags } from './ToolStatusTags';

interface ChildForm {
  name: string;
  gender: 'male' | 'female';
  birthday: Dayjs;
  children_code?: string;
  parent_phone?: string;
}

/** The create call's body from the form (blank optional fields left out). */
export function createBody(toolsType: TestableTool, values: ChildForm): CreateTestBody {
  const code = values.children_code?.trim();
  const phone = values.parent_phone?.trim();
  return {
    tools_type: toolsType,
    children: {
      name: values.name.trim(),
      gender: values.gender,
      birthday: values.birthday.format('YYYY-MM-DD'),
      ...(code ? { children_code: code } : {}),
      ...(phone ? { parent_phone: phone } : {}),
    },
  };
}

export function CreateTestPanel({ toolsType, toolName }: { toolsType: TestableTool; toolName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { menuList } = useAuth();
  const menuIds = useMemo(() => new Set(menuList.map((m) => m.menuId)), [menuList]);
  const [form] = Form.useForm<ChildForm>();
  const [creating, setCreating] = useState(false);
  const status = useToolStatus(toolsType);
  const inEffect = status.data?.effective !== false;

  const submit = async (values: ChildForm) => {
    setCreating(true);
    try {
      const created = await createTest(createBody(toolsType, values));
      void message.success(t('testing.create.created'));
      void navigate(openTestPath(created, menuIds));
    } catch {
      // The call client showed the server's message.
    } finally {
      setCreating(false);
    }
  };

  const required = (field: string) => [{ required: true, message: t('testing.create.required', { field }) }];
  return (
    <Card
      data-testid="create-test"
      data-tool-type={toolsType}
      title={
        <Space wrap>
          {t('testing.create.title')}
          <Typography.Text type="secondary">{toolName}</Typography.Text>
        </Space>
      }
      extra={<ToolStatusTags status={status.data} loading={status.isLoading} />}
    >
      <Form<ChildForm> form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ gender: 'male' }} disabled={!inEffect} style={{ maxWidth: 560 }}>
        <Form.Item name="name" label={t('testing.create.name')} rules={[...required(t('testing.create.name')), { max: 50 }]}>
          <Input data-testid="create-name" maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item name="gender" label={t('testing.create.gender')} rules={required(t('testing.create.gender'))}>
          <Radio.Group data-testid="create-gender" options={[{ value: 'male', label: t('testing.test.male') }, { value: 'female', label: t('testing.test.female') }]} />
        </Form.Item>
        <Form.Item name="birthday" label={t('testing.create.birth')} rules={required(t('testing.create.birth'))}>
          <DatePicker data-testid="create-birthday" format="YYYY-MM-DD" disabledDate={(d) => d.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="children_code" label={t('testing.create.childCode')} rules={[{ max: 32 }, { pattern: /^\S*$/, message: t('testing.create.childCode') }]}>
          <Input data-testid="create-code" maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="parent_phone" label={t('testing.create.parentPhone')} rules={[{ pattern: PHONE_PATTERN, message: t('testing.create.phoneInvalid') }]}>
          <Input data-testid="create-phone" maxLength={11} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={creating} data-testid="create-submit">
            {t('testing.create.create')}
          </Button>
          <Button icon={<TeamOutlined />} disabled={!inEffect} onClick={() => void navigate(toolPaths.selectChildren(toolsType))} data-testid="create-from-list">
            {t('testing.create.fromList')}
          </Button>
          <Button disabled={false} onClick={() => void navigate('/')} data-testid="create-back-home">
            {t('testing.create.backHome')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
