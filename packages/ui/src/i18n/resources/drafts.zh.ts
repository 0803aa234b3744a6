/** Texts of the unsaved-text prompt (packages/ui/src/drafts): the same keys as drafts.en.ts (the type checks it). */
export const draftsZh = {
  title: '恢复未保存的内容',
  text: '您在 {{time}} 输入的内容尚未提交（例如登录失效时），已暂存在本设备上。要恢复吗？',
  restore: '恢复',
  discard: '放弃',
  keptAfterLogout: '您输入但尚未提交的内容已暂存在本设备上，重新登录并回到原页面后可以恢复。',
};
