/** Chinese texts of the early-screening dialogs (portal modules/screening); screening.en.ts has the same keys. */
export const screeningZh = {
  qr: {
    hint: '请家长用手机扫码，完成 Dream-ITS 早期筛查',
    test: '筛查测评：{{code}}',
    failed: '无法生成筛查二维码',
    retry: '重试',
  },
};
