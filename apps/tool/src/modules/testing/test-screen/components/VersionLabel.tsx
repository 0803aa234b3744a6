/** The floating version label at the bottom of the test pages (e.g. '2.4.2 prod'). */
import { theme } from 'antd';
import { versionLabel, useVersion } from '../hooks/useVersion';

export function VersionLabel() {
  const { data } = useVersion();
  // The theme's secondary text colour: readable (4.5:1) over the label's nearly white plate.
  const { token } = theme.useToken();
  return (
    <div
      data-testid="version-label"
      style={{ position: 'fixed', left: 12, bottom: 8, zIndex: 20, fontSize: 12, color: token.colorTextDescription, background: 'rgba(255,255,255,0.85)', borderRadius: 4, padding: '0 6px', pointerEvents: 'none' }}
    >
      {versionLabel(data)}
    </div>
  );
}
