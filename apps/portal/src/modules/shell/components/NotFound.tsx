/**
 * Fallback for unknown routes. The spec sends invalid routes to /; jumping there silently hides a
 * mistyped or stale link, so the page says what happened, offers the way home, and goes home by
 * itself after a short visible countdown.
 */
import { Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const NOT_FOUND_REDIRECT_SECONDS = 3;

export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_REDIRECT_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, navigate]);

  return (
    <Result
      data-testid="not-found"
      status="404"
      title={t('shell.notFoundTitle')}
      subTitle={t('shell.notFoundSubtitle', { seconds })}
      extra={
        <Button type="primary" data-testid="not-found-home" onClick={() => navigate('/', { replace: true })}>
          {t('common.backHome')}
        </Button>
      }
      style={{ paddingTop: '15vh' }}
    />
  );
}
