/**
 * Chinese texts of the tool site's speech recording page (/swam/cai/test/{id}): `testing.speech.*`,
 * loaded with the page's chunk (lazy.ts), not with the app. speechRecording.en.ts has the same keys.
 */
export const speechRecordingZh = {
  title: '语音测评录音',
  child: '儿童：{{name}}',
  intro: '点击“开始录音”后，整个测评过程会录成一段完整录音；每个词请先点“录制”，孩子说完后按结果标记。',
  start: '开始录音',
  micDenied: '无法使用麦克风：{{message}}',
  micUnsupported: '此浏览器不支持录音，请使用最新版 Chrome 或 Safari',
  item: '第 {{index}} / {{total}} 个词',
  record: '录制',
  recording: '正在录制…',
  recordAgain: '重新录制',
  previous: '上一个',
  next: '下一个',
  finish: '完成测评',
  finishing: '正在上传剩余录音…',
  finishConfirm: '还有 {{count}} 个词未录制，确定完成测评吗？',
  finished: '测评已完成，所有录音已上传',
  status: {
    Successful: '发音正确',
    Alternative: '替代发音',
    NotPronounced: '未发音',
  },
  state: {
    none: '未录制',
    pending: '待上传',
    sent: '已上传',
  },
  queue: {
    saved: '录音已全部上传',
    waiting: '{{count}} 段录音待上传',
    offline: '网络已断开，{{count}} 段录音保存在本机，恢复网络后自动上传',
    memoryOnly: '本浏览器无法在本机保存录音，关闭页面前请等待上传完成',
    failed: '上传失败：{{message}}',
  },
  fullAudio: '完整录音',
  devTiming: '{{id}} · 起点 {{at}} ms · 时长 {{ms}} ms',
  notSpeech: '该测评不是语音测评',
};
