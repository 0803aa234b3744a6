/** ICP filing line required on sites served in mainland China; the number comes from the build env. */
import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export const ICP_NUMBER = import.meta.env.VITE_ICP_NUMBER || '京ICP备00000000号';
export const ICP_URL = 'https://beian.miit.gov.cn/';

export function IcpFooter({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  // The theme's secondary text colour: 4.5:1 on the grey page backgrounds the footer sits on.
  const { token } = theme.useToken();
  return (
    <footer data-testid="icp-footer" style={{ textAlign: 'center', padding: '12px 16px', fontSize: 12 }}>
      <Typography.Link
        href={ICP_URL}
        target="_blank"
        rel="noreferrer"
        aria-label={`${t('shell.icpLabel')} ${ICP_NUMBER}`}
        style={{ color: dark ? 'rgba(255,255,255,0.75)' : token.colorTextDescription }}
      >
        {ICP_NUMBER}
      </Typography.Link>
    </footer>
  );
}
