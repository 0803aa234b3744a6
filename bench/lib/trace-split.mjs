// Where a page's main thread goes, from a Chromium trace (bench/parent-page.mjs, BENCH_TRACE): the
// renderer's main thread from navigation to the first question split by kind of work (script
// compile, script run, HTML parse, style, layout, paint, GC…), self time so nothing counts twice,
// the waterfall of what the page loaded when, and whether V8's code cache was used. A CPU profile calls most of this "(program)";
// the trace names it.
//   node bench/lib/trace-split.mjs <trace.json> [firstQuestionMs]
import fs from 'node:fs';
import { isMain } from './results.mjs';

/** Categories the split needs (compile and cache events, the timeline, loading, the worker). */
export const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.compile',
  'disabled-by-default-v8.compile',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
  'ServiceWorker',
  'disabled-by-default-v8.gc',
  'IndexedDB',
];

/** Trace event name → kind of work. A name not here is 'other' (its top names are printed). */
const KINDS = [
  ['code cache', /^(v8\.produceCache|v8\.produceModuleCache|v8\.consumeCache|V8\.CompileDeserialize|v8\.deserializeCache|V8\.OffThreadDeserialize.*)/],
  ['script compile', /^(v8\.compile.*|V8\.Compile.*|V8\.ParseFunction|V8\.ParseProgram|V8\.PreParse|V8\.StreamingFinalization.*|V8\.CollectSourcePositions|FlushInstructionCache|V8\.FinalizeDeserialization)$/],
  ['script run', /^(EvaluateScript|v8\.evaluateModule|FunctionCall|v8\.run|V8\.Execute|RunMicrotasks|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|HandlePostMessage|V8\.BytecodeBudgetInterrupt.*|V8\.DeoptimizeCode|V8\.StackGuard|AsyncTask Run|BlinkScheduler_PerformMicrotaskCheckpoint)$/],
  ['HTML parse', /^(ParseHTML|HTMLDocumentParser::.*|HTMLParserScriptRunner.*)$/],
  ['CSS parse', /^(ParseAuthorStyleSheet|CSSParserImpl::.*|Blink\.ParseStyleSheet\..*)$/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|Document::(updateStyle|recalcStyle|updateActiveStyle|rebuildLayoutTree).*|Blink\.Style\..*|StyleEngine::.*)$/],
  ['layout', /^(Layout|UpdateLayout|LocalFrameView::(layout|performLayout|UpdateStyleAndLayout)|InlineNode::.*|Blink\.Layout\..*|Layout[A-Z].*::.*)$/],
  ['paint', /^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|PaintImage|RasterTask|Commit|ScrollLayer|Blink\.(Paint|PrePaint|Composit|Animate|Layerize).*|WebFrameWidgetImpl::UpdateLifecycle|LocalFrameView::RunPaintLifecyclePhase|LocalFrameView::BeginLifecycleUpdates|Document::BeginLifecycleUpdatesIfRenderingReady)$/],
  ['GC', /^(MinorGC|MajorGC|V8\.GC.*|BlinkGC\..*|ThreadState::.*|GCEvent|CppGC\..*)$/i],
  ['fonts', /^(FontCache::.*|Font.*Load.*)$/],
  // The navigation, requests and their messages (the worker's answers arrive as mojo messages), the document's lifecycle.
  ['loading', /^(Receive mojo message|Closed mojo endpoint|ResourceFetcher::.*|ResourceLoader.*|DocumentLoader::.*|Frame::Detach|Document::(shutdown|Initialize|OpenForNavigation|SetReadyState|FinishedParsing|ImplicitClose|LoadEventFinished)|FrameLoader::.*|DocumentModuleScriptFetcher::.*|ModuleScriptLoader.*|PageTimingMetricsSender::.*|AsyncTask Scheduled|ResourceSendRequest|ResourceReceiveResponse|ResourceFinish|ResourceReceivedData)$/],
];

const kindOf = (name) => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';

/** The renderer main thread that parsed the page (an http(s) page: not a browser page of chrome://). */
function pageThread(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const parse = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'ParseHTML' && names.get(key) === 'CrRendererMain' && /^https?:/.test(e.args?.beginData?.url ?? '')) parse.set(key, (parse.get(key) ?? 0) + 1);
  }
  const best = [...parse.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!best) throw new Error('trace: no renderer main thread parsed HTML');
  const [pid, tid] = best.split(':').map(Number);
  return { pid, tid, names };
}

/** Complete events (X, or B/E pairs) of one thread, as {name, start, end} in µs. */
function slices(events, pid, tid) {
  const out = [];
  const open = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === 'X' && typeof e.dur === 'number') out.push({ name: e.name, start: e.ts, end: e.ts + e.dur, args: e.args });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ name: begin.name, start: begin.ts, end: e.ts, args: begin.args });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

/**
 * Self time per event name within [from, to] µs: each slice's time minus its children's. The
 * outermost 'RunTask' / 'ThreadControllerImpl::RunTask' slices mark busy time; their own self
 * time is work the trace does not name (counted as 'unnamed').
 */
export function selfTimes(list, from, to) {
  const self = new Map();
  const stack = [];
  const clip = (s) => Math.max(0, Math.min(s.end, to) - Math.max(s.start, from));
  let busy = 0;
  for (const s of list) {
    while (stack.length && stack.at(-1).end <= s.start) stack.pop();
    const own = clip(s);
    if (stack.length === 0) busy += own;
    else {
      const parent = stack.at(-1);
      self.set(parent.name, (self.get(parent.name) ?? 0) - clip({ start: s.start, end: Math.min(s.end, parent.end) }));
    }
    self.set(s.name, (self.get(s.name) ?? 0) + own);
    stack.push(s);
  }
  return { self, busy };
}

/** The split of the page's main thread from navigation to `firstQuestionMs` (ms after navigation). */
export function splitTrace(events, firstQuestionMs) {
  const { pid, tid } = pageThread(events);
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === pid) ?? events.find((e) => e.name === 'navigationStart');
  const start = nav ? nav.ts : Math.min(...events.filter((e) => e.pid === pid && e.ts > 0).map((e) => e.ts));
  const end = firstQuestionMs ? start + firstQuestionMs * 1000 : Math.max(...events.filter((e) => e.pid === pid).map((e) => e.ts + (e.dur ?? 0)));
  const list = slices(events, pid, tid);
  const { self, busy } = selfTimes(list, start, end);
  const kinds = new Map();
  const others = new Map();
  for (const [name, us] of self) {
    if (us <= 0) continue;
    const kind = /^(RunTask|ThreadControllerImpl::RunTask|ThreadPool_RunTask|SequenceManager.*)$/.test(name) ? 'unnamed' : kindOf(name);
    kinds.set(kind, (kinds.get(kind) ?? 0) + us);
    if (kind === 'other') others.set(name, (others.get(name) ?? 0) + us);
  }
  const ms = (us) => Math.round(us / 100) / 10;
  const at = (ts) => Math.round((ts - start) / 1000);
  // What loaded when: each request's send and finish, in ms after navigation, and whether the worker answered it.
  const requests = new Map();
  for (const e of events) {
    const data = e.args?.data;
    if (!data?.requestId) continue;
    const r = requests.get(data.requestId) ?? { url: '' };
    if (e.name === 'ResourceSendRequest') Object.assign(r, { url: data.url, sent: at(e.ts) });
    if (e.name === 'ResourceReceiveResponse') Object.assign(r, { response: at(e.ts), worker: data.fromServiceWorker === true });
    if (e.name === 'ResourceFinish') r.finish = at(e.ts);
    requests.set(data.requestId, r);
  }
  const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '');
  // V8's code cache on the page's thread: produced (a timestamp or data written) against consumed.
  const codeCache = { produced: 0, consumed: 0 };
  for (const s of list) {
    if (s.end < start || s.start > end) continue;
    if (/^v8\.produce(Module)?Cache$/.test(s.name)) codeCache.produced += 1;
    if (/consumeCache|CompileDeserialize|OffThreadDeserialize/.test(s.name) || s.args?.data?.consumedCacheSize > 0) codeCache.consumed += 1;
  }
  return {
    windowMs: ms(end - start),
    busyMs: ms(busy),
    idleMs: ms(end - start - busy),
    kinds: Object.fromEntries([...kinds.entries()].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, ms(us)])),
    topOther: [...others.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, us]) => `${n} ${ms(us)}`),
    requests: [...requests.values()].filter((r) => /^https?:/.test(r.url) && r.sent !== undefined && r.sent <= at(end)).sort((a, b) => a.sent - b.sent).map((r) => `${short(r.url)} ${r.sent}→${r.finish ?? '?'}${r.worker ? ' (worker)' : ''}`),
    codeCache,
  };
}

export function printSplit(split, log = console.log) {
  log(`  trace: ${split.windowMs} ms to the first question, main thread busy ${split.busyMs}, idle ${split.idleMs}`);
  log(`  trace split (self ms): ${Object.entries(split.kinds).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  log(`  trace 'other': ${split.topOther.join(', ')}`);
  for (const line of split.requests) log(`    load ${line}`);
  log(`  code cache on the page's thread: ${split.codeCache.produced} produced, ${split.codeCache.consumed} consumed`);
}

if (isMain(import.meta.url)) {
  const [file, firstQuestion] = process.argv.slice(2);
  const trace = JSON.parse(fs.readFileSync(file, 'utf8'));
  printSplit(splitTrace(trace.traceEvents ?? trace, firstQuestion ? Number(firstQuestion) : undefined));
}
