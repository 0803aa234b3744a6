/**
 * On the home dashboard: the children whose last screening sat just above the cut-off and whose
 * rescreen is due or overdue (the monitoring zone), with a link to the early-screening list.
 * Shown only to an identity that holds the list's menu, and only when someone is due.
 */
import { SCREENING_CALLS as C, type RescreenCount } from '@portal/shared';
import { callWith, request, useAuth } from '@portal/ui';
import { Alert, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const EARLY_SCREENING_MENU = 'early_screening';

export function RescreenNotice() {
  const { t } = useTranslation();
  const { menuList } = useAuth();
  const allowed = menuList.some((m) => m.menuId === EARLY_SCREENING_MENU);
  const [count, setCount] = useState<RescreenCount | null>(null);

  useEffect(() => {
    if (!allowed) return;
    // Silent: the dashboard stays useful without it; the list itself says what went wrong.
    callWith(request, C.rescreenCount, { silent: true }).then(
      (answer) => setCount(answer.data),
      () => setCount(null),
    );
  }, [allowed]);

  if (!allowed || !count || count.due + count.overdue === 0) return null;
  const message = [t('screening.rescreen.due', { count: count.due + count.overdue }), count.overdue > 0 ? t('screening.rescreen.overdue', { count: count.overdue }) : null].filter(Boolean).join(t('screening.rescreen.separator'));
  return (
    <Alert
      type={count.overdue > 0 ? 'warning' : 'info'}
      showIcon
      style={{ marginTop: 16 }}
      data-testid="rescreen-notice"
      message={message}
      description={t('screening.rescreen.detail', { months: count.rescreen_months })}
      action={
        <Link to={`/module/${EARLY_SCREENING_MENU}`}>
          <Button size="small">{t('screening.rescreen.open')}</Button>
        </Link>
      }
    />
  );
}
