/** The floating version label at the bottom of the test pages (e.g. '2.4.2 prod'). */
import { versionLabel, useVersion } from '../hooks/useVersion';

export function VersionLabel() {
  const { data } = useVersion();
  return (
    <div
      data-testid="version-label"
      style={{ position: 'fixed', left: 12, bottom: 8, zIndex: 20, fontSize: 12, color: 'rgba(0,0,0,0.45)', background: 'rgba(255,255,255,0.85)', borderRadius: 4, padding: '0 6px', pointerEvents: 'none' }}
    >
      {versionLabel(data)}
    </div>
  );
}
