/**
 * The parent's training pages' words (issue 10 item 6), zh default and en, loaded with those pages
 * only: the test pages' first download does not carry them.
 */
import type { Locale } from '@portal/shared';
import { useLocale } from '../../parent-frame';

const zhTexts = {
  trTitle: '家庭语言训练',
  trDayOf: '第 {n} / {total} 天',
  trToday: '今天的活动',
  trFinished: '课程已经全部完成，感谢您和孩子一路的坚持！',
  trNoActivities: '今天没有需要完成的活动，请明天再来看看。',
  trStateRunning: '现在做',
  trStateTodo: '待完成',
  trStateDoneToday: '今天已完成',
  trStateDone: '已完成',
  trStateSkipped: '已跳过',
  trStateSending: '等待发送',
  trLinkInvalid: '此链接已失效，请向机构工作人员索取新的链接。',
  trErrorHeading: '无法打开训练页面',
  trBack: '返回今天',
  trContent: '怎么做',
  trDescription: '小提示',
  trMedia: '示范',
  trFeedback: '反馈',
  trNotOpen: '这个活动现在不需要反馈。',
  trAnswered: '已反馈 {n} 次',
  trDone: '我们完成了',
  trSend: '提交反馈',
  trMinutes: '今天练习了多少分钟？',
  trMinutesUnit: '分钟',
  trMinutesRequired: '请填写练习的分钟数（0–600）',
  trTextLabel: '写下今天的情况',
  trTextRequired: '请写下今天的情况',
  trTooLong: '最多 {max} 个字',
  trStars: '星级',
  trStarsN: '{n} 颗星',
  trStarsRequired: '请选择星级',
  trScores: '得分（0–{max}）',
  trScoresRequired: '请选择得分',
  trAnswerContent: '文字说明',
  trContentRequired: '请填写文字说明',
  trUpload: '照片、视频或录音',
  trFiles: '上传文件',
  trFilesRequired: '请至少添加一个文件',
  trTake: '拍摄',
  trChoose: '从手机选择',
  trRemove: '移除',
  trFileType: '不支持此文件类型（支持 {types}）',
  trFileSize: '文件太大（最大 {mb} MB）',
  trTooMany: '最多 {max} 个文件',
  trFixErrors: '还有未完成的内容，请检查标红的地方',
  trSaved: '已保存在手机上，正在发送…',
  trWaitingOffline: '{n} 份反馈在手机上等待发送——网络恢复后会自动发送',
  trSending: '正在发送 {n} 份反馈…',
  trUploading: '正在上传 {name}：{percent}%',
  trUploadFailed: '上传未完成，会自动重试',
  trRetryNow: '立即重试',
  trRefused: '未能提交：{message}',
  trConsult: '预约视频咨询',
  trConsultIntro: '把问题告诉专家，可以附上一段练习视频，并选择一个时间。',
  trMessage: '想咨询的问题',
  trMessageRequired: '请写下想咨询的问题',
  trVideo: '练习视频（可选）',
  trSlot: '选择时间（可选）',
  trNoSlot: '不指定时间',
  trNoSlots: '暂时没有可预约的时间，专家会和您联系。',
  trConsultSend: '提交预约',
  trAppointments: '我的视频咨询',
  trPending: '待处理',
  trHandled: '已处理',
  trMemoryOnly: '此浏览器无法在本机保存反馈，请保持页面打开，直到全部发送。',
};

export type TrainingTextKey = keyof typeof zhTexts;

const enTexts: Record<TrainingTextKey, string> = {
  trTitle: 'Home language training',
  trDayOf: 'Day {n} of {total}',
  trToday: 'Today’s activities',
  trFinished: 'The course is complete. Thank you and your child for keeping at it!',
  trNoActivities: 'Nothing to do today; please look again tomorrow.',
  trStateRunning: 'Do now',
  trStateTodo: 'To do',
  trStateDoneToday: 'Done today',
  trStateDone: 'Done',
  trStateSkipped: 'Skipped',
  trStateSending: 'Waiting to send',
  trLinkInvalid: 'This link is no longer valid; please ask the centre’s staff for a new one.',
  trErrorHeading: 'The training page cannot be opened',
  trBack: 'Back to today',
  trContent: 'What to do',
  trDescription: 'Tips',
  trMedia: 'Example',
  trFeedback: 'Feedback',
  trNotOpen: 'This activity needs no feedback now.',
  trAnswered: 'Feedback sent {n} times',
  trDone: 'We did it',
  trSend: 'Send feedback',
  trMinutes: 'How many minutes did you practise?',
  trMinutesUnit: 'minutes',
  trMinutesRequired: 'Please enter the minutes practised (0–600)',
  trTextLabel: 'How did it go today?',
  trTextRequired: 'Please write how it went',
  trTooLong: 'At most {max} characters',
  trStars: 'Stars',
  trStarsN: '{n} stars',
  trStarsRequired: 'Please choose the stars',
  trScores: 'Score (0–{max})',
  trScoresRequired: 'Please choose the score',
  trAnswerContent: 'Notes',
  trContentRequired: 'Please write a note',
  trUpload: 'Photo, video or recording',
  trFiles: 'Upload files',
  trFilesRequired: 'Please add at least one file',
  trTake: 'Record',
  trChoose: 'Choose from phone',
  trRemove: 'Remove',
  trFileType: 'This kind of file is not accepted ({types})',
  trFileSize: 'The file is too large (at most {mb} MB)',
  trTooMany: 'At most {max} files',
  trFixErrors: 'Something is missing; please check the parts marked in red',
  trSaved: 'Saved on the phone, sending…',
  trWaitingOffline: '{n} feedback waiting on the phone — it will be sent when the network returns',
  trSending: 'Sending {n} feedback…',
  trUploading: 'Uploading {name}: {percent}%',
  trUploadFailed: 'The upload did not finish; it will be retried',
  trRetryNow: 'Retry now',
  trRefused: 'Not accepted: {message}',
  trConsult: 'Request a video consultation',
  trConsultIntro: 'Tell the specialist your question, add a practice video if you like, and choose a time.',
  trMessage: 'Your question',
  trMessageRequired: 'Please write your question',
  trVideo: 'Practice video (optional)',
  trSlot: 'Choose a time (optional)',
  trNoSlot: 'No particular time',
  trNoSlots: 'No times are open now; the specialist will contact you.',
  trConsultSend: 'Send the request',
  trAppointments: 'My video consultations',
  trPending: 'Pending',
  trHandled: 'Handled',
  trMemoryOnly: 'This browser cannot keep feedback on the phone; keep this page open until everything is sent.',
};

export const TRAINING_TEXTS: Record<Locale, Record<TrainingTextKey, string>> = { zh: zhTexts, en: enTexts };

export type TrainingT = (key: TrainingTextKey, params?: Record<string, string | number>) => string;

export function trainingText(locale: Locale, key: TrainingTextKey, params: Record<string, string | number> = {}): string {
  return TRAINING_TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A course text ({ zh, en? }) in the page's language; en falls back to zh. */
export function localized(text: { zh: string; en?: string | undefined } | null | undefined, locale: Locale): string {
  if (!text) return '';
  return locale === 'en' ? text.en || text.zh : text.zh;
}

export function useTrainingText(): { locale: Locale; t: TrainingT; l: (text: { zh: string; en?: string | undefined } | null | undefined) => string } {
  const { locale } = useLocale();
  return { locale, t: (key, params) => trainingText(locale, key, params), l: (text) => localized(text, locale) };
}
