/** The 'tools under institution' chart page (menu `statistics_tools`, platform-core §2.5): every tool's monthly usage. */
import { ToolUsageGrid } from './ToolUsageGrid';

export function ToolsChartPage() {
  return (
    <div data-testid="tools-chart-page">
      <ToolUsageGrid />
    </div>
  );
}
