/** Chinese texts of the early-screening dialogs (portal modules/screening); screening.en.ts has the same keys. */
export const screeningZh = {
  qr: {
    hint: '请家长用手机扫码，完成 Dream-ITS 早期筛查',
    test: '筛查测评：{{code}}',
    failed: '无法生成筛查二维码',
    retry: '重试',
  },
  rescreen: {
    due: '{{count}} 名儿童到了复筛时间',
    overdue: '其中已逾期 {{count}} 名',
    detail: '上次筛查结果接近界值，按机构设定每 {{months}} 个月复筛一次。',
    separator: '，',
    open: '查看早筛名单',
  },
};
