/**
 * Choosing the child of a new test: before anything is typed the institution's most recently
 * added or tested children, those within the tool's ages first, then a name search, the children
 * who can be chosen first; a child outside the tool's ages is shown but cannot be chosen, with
 * the reason beside it; 'add a child' opens the children form in place
 * and chooses the child it adds. The portal's create-test dialog (as the `childPicker` form
 * input) and the tool site's pages use this one picker.
 */
import { PlusOutlined } from '@ant-design/icons';
import { isoDate, toolAgeFit, toolBirthdayWindow, type Child, type TestableTool } from '@portal/shared';
import { App, Button, Divider, Flex, Select, Typography } from 'antd';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequestFn } from '../http/client';
import { AddChildDialog } from './AddChildDialog';
import { ageText, outOfRangeReason } from './ages';
import { useRecentChildren } from './api';
import { choosableFirst } from './order';

/** The tool the picker checks ages against, given by the dialog around a form that holds one. */
export const ChildPickerToolContext = createContext<TestableTool | null>(null);

export interface ChildPickerProps {
  value?: string | null;
  onChange?: (childId: string | undefined, child?: Child) => void;
  id?: string;
  disabled?: boolean;
  request: RequestFn;
  /** Without a tool every child may be chosen. */
  toolsType?: TestableTool | null;
  placeholder?: string;
}

interface PickerOption {
  value: string;
  label: string;
  disabled: boolean;
  child: Child;
  note: string;
}

export function optionsFor(list: readonly Child[], tool: TestableTool | null | undefined, today: string, t: Parameters<typeof ageText>[1]): PickerOption[] {
  return list.map((child) => {
    const fit = tool ? toolAgeFit(tool, child.birthday, today) : null;
    const reason = fit ? outOfRangeReason(fit, t) : null;
    const months = fit?.ageMonths ?? null;
    return {
      value: child._id,
      label: `${child.name}（${child.children_code}）`,
      disabled: reason !== null,
      child,
      note: reason ?? (months !== null ? ageText(months, t) : child.birthday),
    };
  });
}

export function ChildPicker({ value, onChange, id, disabled, request, toolsType, placeholder }: ChildPickerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const contextTool = useContext(ChildPickerToolContext);
  const tool = toolsType === undefined ? contextTool : toolsType;
  const [typed, setTyped] = useState('');
  const [revision, setRevision] = useState(0);
  const [adding, setAdding] = useState(false);
  // The chosen child stays labelled when a later search no longer lists it.
  const [chosen, setChosen] = useState<Child | null>(null);
  const today = isoDate(new Date());
  const birthdays = useMemo(() => (tool ? toolBirthdayWindow(tool, today) : null), [tool, today]);
  const { list, loading } = useRecentChildren(request, typed, revision, birthdays);
  const options = useMemo(() => {
    const shown = chosen && !list.some((c) => c._id === chosen._id) && chosen._id === value ? [chosen, ...list] : list;
    return choosableFirst(optionsFor(shown, tool, today, t));
  }, [chosen, list, tool, today, t, value]);

  const choose = (child: Child) => {
    setChosen(child);
    onChange?.(child._id, child);
  };

  const added = (child: Child) => {
    setAdding(false);
    setTyped('');
    setRevision((n) => n + 1);
    const [option] = optionsFor([child], tool, today, t);
    if (option!.disabled) {
      void message.warning(t('children.picker.addedOutOfRange', { name: child.name, reason: option!.note }));
      return;
    }
    void message.success(t('children.picker.added', { name: child.name, code: child.children_code }));
    choose(child);
  };

  return (
    <>
      <Select<string, PickerOption>
        id={id}
        data-testid="child-picker-select"
        disabled={disabled}
        allowClear
        loading={loading}
        placeholder={placeholder ?? t('children.picker.placeholder')}
        value={value || undefined}
        options={options}
        onChange={(next, option) => {
          const picked = Array.isArray(option) ? undefined : option;
          if (picked?.child) choose(picked.child);
          else {
            setChosen(null);
            onChange?.(undefined);
          }
        }}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        notFoundContent={loading ? null : t('children.picker.none')}
        optionRender={(option) => (
          <Flex vertical data-testid={`child-option-${option.data.child.children_code}`} data-disabled={option.data.disabled ? 'true' : 'false'}>
            <span>{option.data.label}</span>
            <Typography.Text type={option.data.disabled ? 'danger' : 'secondary'} style={{ fontSize: 12, whiteSpace: 'normal' }}>
              {option.data.note}
            </Typography.Text>
          </Flex>
        )}
        popupRender={(menu) => (
          <>
            <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
              {typed.trim() ? t('children.picker.results') : t('children.picker.recent')}
            </Typography.Text>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            {/* mousedown kept from the input, so the list does not close before the click lands */}
            <div onMouseDown={(e) => e.preventDefault()}>
              <Button type="link" block icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="child-picker-add" style={{ textAlign: 'left' }}>
                {t('children.picker.add')}
              </Button>
            </div>
          </>
        )}
      />
      <AddChildDialog open={adding} request={request} onClose={() => setAdding(false)} onAdded={added} />
    </>
  );
}
