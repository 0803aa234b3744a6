/**
 * Bench page for bench/form-render.mjs: a generated 300-item definition with 100 rely rules,
 * rendered by DynamicForm (?impl=dynamic) or written directly with antd Form (?impl=baseline).
 * It records first render (render call → next frame) and, for each typed character, keydown →
 * the frame after the input event, on window.__bench.
 */
import type { FormDefinition, FormItem } from '@portal/shared';
import { createLovCache, DynamicForm, initI18n } from '@portal/ui';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { createRoot } from 'react-dom/client';

const TRIGGERS = 20;
const ITEMS = Number(new URLSearchParams(location.search).get("items") ?? 300);
const RELY = 100;

interface Bench {
  firstRender?: number;
  keys: { latency: number; work: number }[];
  submitted?: unknown;
}
const bench: Bench = { keys: [] };
(window as unknown as { __bench: Bench }).__bench = bench;

function definition(): FormDefinition {
  const items: FormItem[] = [];
  for (let i = 0; i < ITEMS; i += 1) {
    const keyName = i < TRIGGERS ? `t${i}` : `f${i}`;
    const item: FormItem = { keyName, showName: `字段 ${i}`, showNameEn: `Field ${i}`, input: { type: i % 10 === 5 ? 'number' : i % 10 === 7 ? 'lov' : 'text', ...(i % 10 === 7 ? { lovName: 'sex' } : {}) }, extra: { col: 12 } };
    // Items TRIGGERS..TRIGGERS+RELY-1 hide while their trigger says 'hide' (5 per trigger).
    if (i >= TRIGGERS && i < TRIGGERS + RELY) item.relyHide = { key: `t${(i - TRIGGERS) % TRIGGERS}`, value: 'hide' };
    if (i % 25 === 0) item.rules = [{ type: 'required' }];
    items.push(item);
  }
  return { from_name: 'bench_form', fromItem: items };
}

function Baseline({ def }: { def: FormDefinition }) {
  return (
    <Form layout="horizontal" onFinish={(values) => (bench.submitted = values)}>
      <div style={{ display: 'flex', flexWrap: 'wrap' }}>
        {def.fromItem.map((item) => {
          const field = (
            <Form.Item key={item.keyName} name={item.keyName} label={item.showName} style={{ width: '50%' }} rules={item.rules ? [{ required: true }] : undefined}>
              {item.input.type === 'number' ? <InputNumber /> : item.input.type === 'lov' ? <Select options={[{ value: '1', label: '男' }, { value: '2', label: '女' }]} /> : <Input data-key={item.keyName} />}
            </Form.Item>
          );
          const rely = item.relyHide as { key: string; value: string } | undefined;
          if (!rely) return field;
          return (
            <Form.Item key={item.keyName} noStyle shouldUpdate={(a, b) => a[rely.key] !== b[rely.key]}>
              {({ getFieldValue }) => (getFieldValue(rely.key) === rely.value ? null : field)}
            </Form.Item>
          );
        })}
      </div>
    </Form>
  );
}

const params = new URLSearchParams(location.search);
const impl = params.get('impl') ?? 'dynamic';
initI18n();
const def = definition();
const cache = createLovCache();
const ready = cache.load(null, ['sex'], async () => ({ sex: [{ value: '1', content: '男' }, { value: '2', content: '女' }] }));

// Keystroke figures, both from keydown: `latency` runs to the next frame's start (so it includes
// waiting for vsync, 0-16.7 ms whatever the work); `work` is the main thread's time spent on it:
// the event's handlers and React's update, plus the style, layout and paint of that next frame.
let pressed = 0;
document.addEventListener('keydown', () => (pressed = performance.now()), true);
document.addEventListener('input', () => {
  const start = pressed;
  let handled = 0;
  queueMicrotask(() => (handled = performance.now())); // after React's own update (queued first)
  requestAnimationFrame(() => {
    const frame = performance.now();
    const channel = new MessageChannel(); // its message runs once this frame's rendering is done
    channel.port1.onmessage = () => bench.keys.push({ latency: frame - start, work: handled - start + (performance.now() - frame) });
    channel.port2.postMessage(null);
  });
});

/** Every antd component the forms use: the portal's shell and login have rendered them before any form opens. */
function Warmup() {
  return (
    <Form>
      <Form.Item label="a" name="a" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Form.Item label="b" name="b">
        <InputNumber />
      </Form.Item>
      <Form.Item label="c" name="c">
        <Select options={[{ value: '1', label: '1' }]} />
      </Form.Item>
      <Space>
        <Button>b</Button>
        <Button type="primary">b</Button>
      </Space>
    </Form>
  );
}

const frames = (n: number) => new Promise<void>((resolve) => (n <= 0 ? resolve() : requestAnimationFrame(() => void frames(n - 1).then(resolve))));

void ready.then(async () => {
  if (params.get('warm') !== '0') {
    // It stays mounted, hidden, as the shell does: antd drops a component's styles with its last user.
    const spare = document.createElement('div');
    spare.style.display = 'none';
    document.body.append(spare);
    createRoot(spare).render(<Warmup />);
    await frames(2);
  }
  // ?hold=1: wait for window.__go() (for a profiler to start first).
  if (params.get('hold') === '1') await new Promise((resolve) => ((window as unknown as { __go: () => void }).__go = () => resolve(undefined)));
  const root = createRoot(document.getElementById('root')!);
  const start = performance.now();
  root.render(
    impl === 'baseline' ? (
      <Baseline def={def} />
    ) : (
      <DynamicForm definition={def} services={{ lovCache: cache, identity: null }} onSubmit={(values) => void (bench.submitted = values)} />
    ),
  );
  await frames(2);
  bench.firstRender = performance.now() - start;
});
