// A Vite plugin of both apps: zod runs jitless in the browser. Its object schemas otherwise probe
// `new Function` when the first one is built, at module load, and the sites' Content-Security-Policy
// (no 'unsafe-eval', apps/server/src/http/security-headers.ts) reports the probe as a violation.
// `z.config({ jitless: true })` in an entry runs too late: the chunk holding zod and the schemas is
// evaluated before the entry's own code. So the setting goes into zod's global configuration
// (`globalThis.__zod_globalConfig`, which zod reads when its core module loads) at the top of that
// very module. e2e/security-headers.test.ts fails if it stops working.
const ZOD_CORE = /[\\/]zod[\\/]v4[\\/]core[\\/]core\.[cm]?js$/;

export function zodJitlessPlugin() {
  return {
    name: 'portal-zod-jitless',
    transform(code, id) {
      if (!ZOD_CORE.test(id.split('?', 1)[0])) return null;
      if (!code.includes('__zod_globalConfig')) this.error('zod no longer reads globalThis.__zod_globalConfig: make it jitless another way');
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
  };
}
