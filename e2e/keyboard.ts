// What the keyboard-only walks share (keyboard-parent, keyboard-training-parent): reaching a
// control with Tab alone, and what a screen reader cannot name (Chromium's accessibility tree).
import type { CDPSession, Locator, Page } from 'playwright-core';

/** Whether the element (or a control inside it, or the label wrapping it) has the focus. */
export const hasFocus = (target: Locator) =>
  target.evaluate((el) => {
    const active = document.activeElement;
    return !!active && (el === active || el.contains(active) || (active as HTMLInputElement).labels?.[0]?.contains(el) === true);
  });

/** Presses Tab until the target has the focus; fails if it never comes (it cannot be reached by keyboard). */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target}`);
}

const INTERACTIVE = new Set(['button', 'link', 'textbox', 'searchbox', 'radio', 'checkbox', 'combobox', 'listbox', 'option', 'slider', 'spinbutton', 'switch', 'tab', 'menuitem']);

interface AXNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  parentId?: string;
  properties?: Array<{ name: string; value: { value: unknown } }>;
}

/**
 * What a screen reader cannot name on the page now: focusable controls without an accessible
 * name, and radios whose group (radiogroup or group) has none.
 */
export async function unnamed(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const problems: string[] = [];
  for (const node of nodes) {
    const role = node.role?.value ?? '';
    if (node.ignored || !INTERACTIVE.has(role)) continue;
    const focusable = node.properties?.some((p) => p.name === 'focusable' && p.value.value === true);
    const name = node.name?.value?.trim() ?? '';
    if (focusable && !name) problems.push(`${role} without a name`);
    if (role === 'radio') {
      let up = node.parentId ? byId.get(node.parentId) : undefined;
      while (up && !['radiogroup', 'group'].includes(up.role?.value ?? '')) up = up.parentId ? byId.get(up.parentId) : undefined;
      if (!up?.name?.value?.trim()) problems.push(`radio '${name}' outside a named group`);
    }
  }
  return problems;
}
