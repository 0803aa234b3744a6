/**
 * What the screens call each audited table and field, in zh and en: the audit page never shows a
 * table or column name. A table added to the schema needs an entry here, or a place in
 * UNAUDITED_TABLES (db/audit-tables.ts); labels.test.ts fails until it has one. A field without
 * its own entry takes the shared one (FIELDS) before the generic "other field".
 */
import type { Locale } from '@portal/shared';

type Label = readonly [zh: string, en: string];
interface TableLabel {
  label: Label;
  fields?: Record<string, Label>;
}

/** Fields several tables share. */
const FIELDS: Record<string, Label> = {
  institution_id: ['机构', 'Institution'],
  id: ['编号', 'ID'],
  created_at: ['创建时间', 'Created'],
  created_by: ['创建人', 'Created by'],
  updated_at: ['更新时间', 'Updated'],
  updated_by: ['更新人', 'Updated by'],
  deleted_at: ['删除时间', 'Deleted'],
  children_id: ['儿童', 'Child'],
  child_id: ['儿童', 'Child'],
  test_id: ['测评', 'Test'],
  file_id: ['文件', 'File'],
  html_file_id: ['网页版文件', 'Web version file'],
  status: ['状态', 'Status'],
  name: ['名称', 'Name'],
  name_en: ['英文名称', 'English name'],
  locale: ['语言', 'Language'],
  tools_type: ['工具', 'Tool'],
  report_version: ['报告版本', 'Report version'],
  student_id: ['学员', 'Student'],
  content: ['内容', 'Content'],
  closed_at: ['关闭时间', 'Closed'],
  closed_by: ['关闭人', 'Closed by'],
  version: ['版本', 'Version'],
  kind: ['类型', 'Kind'],
  sort: ['排序', 'Order'],
  position: ['顺序', 'Position'],
  document: ['定义内容', 'Definition'],
  schema_version: ['格式版本', 'Format version'],
  follows_seed: ['跟随出厂设置', 'Follows the shipped version'],
  role_id: ['角色', 'Role'],
  user_id: ['用户', 'User'],
  menu_id: ['菜单', 'Menu'],
  parent_id: ['上级', 'Parent'],
  attempts: ['尝试次数', 'Attempts'],
  failure_detail: ['失败详情', 'Failure detail'],
  order_code: ['订单号', 'Order number'],
  token: ['链接凭证', 'Link credential'],
  revoked_at: ['撤销时间', 'Revoked'],
  start_time: ['开始时间', 'Start'],
  session_id: ['录音场次', 'Recording sitting'],
};

export const TABLE_LABELS: Record<string, TableLabel> = {
  children: {
    label: ['儿童', 'Children'],
    fields: {
      name: ['姓名', 'Name'],
      gender: ['性别', 'Gender'],
      birthday: ['出生日期', 'Birthday'],
      children_code: ['儿童编号', 'Child code'],
      phone_number: ['电话', 'Phone'],
      parent_phone: ['家长电话', "Parent's phone"],
      mrn_code: ['病历号', 'Medical record number'],
      other_contact_details: ['其他联系方式', 'Other contact details'],
      recent_at: ['最近使用', 'Last used'],
    },
  },
  children_extra: { label: ['儿童附加信息', "Child's extra information"], fields: { info: ['附加信息', 'Extra information'] } },
  case_reports: { label: ['评估方案报告', 'Assessment-plan reports'], fields: { case_id: ['评估方案', 'Assessment plan'] } },
  compass_case_reports: { label: ['评估方案关联报告', "Assessment plan's reports"], fields: { case_id: ['评估方案', 'Assessment plan'], report_id: ['报告', 'Report'] } },
  compass_cases: {
    label: ['评估方案', 'Assessment plans'],
    fields: {
      from_info: ['基本信息', 'Basic information'],
      complaint_info: ['主诉', 'Complaint'],
      edit_from_info: ['基本信息（编辑中）', 'Basic information (being edited)'],
      edit_complaint_info: ['主诉（编辑中）', 'Complaint (being edited)'],
      open_type: ['打开方式', 'Opened as'],
      dynamic_state: ['进展', 'Progress'],
    },
  },
  summary_reports: { label: ['总结报告', 'Summary reports'] },
  wjx_configs: { label: ['问卷配置', 'Questionnaire settings'], fields: { wjx_id: ['问卷', 'Questionnaire'], wjx_content: ['问卷内容', 'Questionnaire content'], from_params: ['表单参数', 'Form parameters'] } },
  content_articles: {
    label: ['资讯与帮助文章', 'News and help articles'],
    fields: {
      seed_key: ['出厂编号', 'Shipped key'],
      summary: ['摘要', 'Summary'],
      cover_url: ['封面', 'Cover'],
      link_url: ['链接', 'Link'],
      published: ['已发布', 'Published'],
      min_age: ['最小年龄', 'Minimum age'],
      max_age: ['最大年龄', 'Maximum age'],
      test_price: ['价格', 'Price'],
      video_url: ['视频', 'Video'],
      for_collection_app: ['用于采集端', 'For the collection app'],
    },
  },
  column_definitions: { label: ['列表列定义', 'Column sets'], fields: { columns_name: ['列表名', 'Column set'] } },
  form_definitions: { label: ['表单定义', 'Forms'], fields: { from_name: ['表单名', 'Form'] } },
  lov_definitions: { label: ['值列表定义', 'Lists of values'], fields: { lov_name: ['值列表', 'List of values'] } },
  lov_self_entries: {
    label: ['机构自定义选项', "Institution's own list entries"],
    fields: { lov_name: ['值列表', 'List of values'], value: ['值', 'Value'], content: ['显示文字', 'Text'], content_en: ['英文显示文字', 'English text'], description: ['说明', 'Description'], params: ['参数', 'Parameters'] },
  },
  files: {
    label: ['文件', 'Files'],
    fields: {
      title: ['文件名', 'File name'],
      extension: ['扩展名', 'Extension'],
      size: ['大小', 'Size'],
      sha256: ['内容校验值', 'Content checksum'],
      storage_path: ['存储位置', 'Storage location'],
      from_id: ['所属记录', 'Belongs to'],
      remark: ['备注', 'Remark'],
      source: ['来源', 'Source'],
    },
  },
  video_transcodes: {
    label: ['视频转码', 'Video transcodes'],
    fields: {
      origin_file_id: ['原文件', 'Original file'],
      state: ['状态', 'State'],
      attempt: ['第几次', 'Attempt'],
      transcoded_file_id: ['转码文件', 'Transcoded file'],
      failure_reason: ['失败原因', 'Failure reason'],
      deadline_at: ['截止时间', 'Deadline'],
    },
  },
  user_identities: { label: ['用户身份', 'User identities'] },
  users: {
    label: ['用户', 'Users'],
    fields: {
      username: ['用户名', 'Username'],
      nickname: ['昵称', 'Nickname'],
      password_hash: ['密码', 'Password'],
      locale_type: ['界面语言', 'Language'],
      must_change_password: ['须修改密码', 'Must change password'],
      disabled: ['停用', 'Disabled'],
      institution_id: ['当前机构', 'Current institution'],
      role_id: ['当前角色', 'Current role'],
    },
  },
  institutions: { label: ['机构', 'Institutions'], fields: { parent_id: ['上级机构', 'Parent institution'] } },
  menus: { label: ['菜单', 'Menus'], fields: { type: ['类型', 'Type'], icon: ['图标', 'Icon'], url: ['地址', 'Address'], operate: ['页面配置', 'Page settings'] } },
  ai_reports: {
    label: ['AI 报告', 'AI reports'],
    fields: { report_id: ['报告', 'Report'], writer: ['撰写方式', 'Writer'], expected_seconds: ['预计用时（秒）', 'Expected seconds'], error: ['错误', 'Error'], started_at: ['开始时间', 'Started'], finished_at: ['完成时间', 'Finished'] },
  },
  reports: { label: ['报告', 'Reports'], fields: { authorization_id: ['使用的授权', 'Authorisation used'] } },
  role_menus: { label: ['角色菜单', "Roles' menus"] },
  roles: { label: ['角色', 'Roles'], fields: { code: ['代码', 'Code'] } },
  screening_messages: { label: ['筛查随访记录', 'Screening follow-up notes'], fields: { record_id: ['筛查记录', 'Screening record'] } },
  screening_records: {
    label: ['早期筛查记录', 'Early-screening records'],
    fields: {
      parent_name: ['家长姓名', "Parent's name"],
      phone: ['电话', 'Phone'],
      follow_status: ['随访状态', 'Follow-up status'],
      not_follow: ['不随访', 'No follow-up'],
      is_fail: ['未通过', 'Failed'],
      screened_at: ['筛查时间', 'Screened'],
      its_test_id: ['筛查测评', 'Screening test'],
      its_appointment_time: ['预约时间', 'Appointment'],
      lb_return_visit_time: ['复诊时间', 'Return visit'],
      link_language_students_id: ['训练学员', 'Training student'],
      purchased_at: ['购买时间', 'Purchased'],
      its_order_code: ['筛查订单号', 'Screening order number'],
      cid: ['筛查链接', 'Screening link'],
    },
  },
  screening_settings: { label: ['筛查设置', 'Screening settings'], fields: { rescreen_months: ['复筛间隔（月）', 'Rescreen after (months)'] } },
  speech_outcomes: {
    label: ['语音评分', 'Speech scores'],
    fields: { recording_id: ['录音', 'Recording'], scoring: ['评分', 'Scoring'], outcome: ['结果', 'Outcome'], amend_outcome: ['修改后的结果', 'Amended outcome'], amended_by: ['修改人', 'Amended by'], amended_at: ['修改时间', 'Amended'], claimed_at: ['开始评分时间', 'Scoring started'] },
  },
  speech_recordings: {
    label: ['语音录音', 'Speech recordings'],
    fields: {
      part: ['部分', 'Part'],
      question_id: ['题目', 'Question'],
      init_tag: ['初始标记', 'Initial tag'],
      upload_file_id: ['上传文件', 'Uploaded file'],
      upload_sha256: ['上传校验值', 'Upload checksum'],
      web_file_id: ['网页播放文件', 'Web playback file'],
      transcode_state: ['转码状态', 'Transcode state'],
      transcode_detail: ['转码详情', 'Transcode detail'],
      timestamp_ms: ['时间点（毫秒）', 'Timestamp (ms)'],
      audio_duration_ms: ['时长（毫秒）', 'Duration (ms)'],
      score_audio: ['评分音频', 'Scored audio'],
      rec_string: ['识别文字', 'Recognised text'],
    },
  },
  speech_sessions: { label: ['录音场次', 'Recording sittings'], fields: { end_time: ['结束时间', 'End'], full_audio_path: ['完整录音', 'Full recording'], full_audio_duration_ms: ['完整录音时长（毫秒）', 'Full recording duration (ms)'] } },
  tests: {
    label: ['测评', 'Tests'],
    fields: {
      test_code: ['测评编号', 'Test code'],
      bank_version: ['题库版本', 'Question bank edition'],
      library: ['题目', 'Questions'],
      answer: ['答案', 'Answers'],
      answer_parents: ['家长答案', "Parent's answers"],
      is_end: ['已完成', 'Finished'],
      is_at_risk_score: ['风险分', 'At-risk score'],
      flagged_items_list: ['标记题目', 'Flagged items'],
      scores: ['得分', 'Scores'],
      created_time: ['创建时间', 'Created'],
      ended_time: ['结束时间', 'Ended'],
      comments: ['评语', 'Comments'],
      library_additional: ['附加题目', 'Additional questions'],
      library_parents: ['家长题目', "Parent's questions"],
      parents_additional: ['家长附加信息', "Parent's additional information"],
      is_show_parents_answer: ['显示家长答案', "Show the parent's answers"],
      started_time: ['开始时间', 'Started'],
    },
  },
  test_qr_tokens: { label: ['测评二维码', 'Test QR codes'], fields: { code: ['短码', 'Short code'], failure_at: ['失效时间', 'Expires'], seconds: ['有效秒数', 'Valid seconds'] } },
  institution_tool_authorizations: {
    label: ['工具授权', 'Tool authorisations'],
    fields: { tool_id: ['机构工具', 'Institution tool'], activate: ['已激活', 'Activated'], validity_date: ['有效期', 'Valid until'], report_count: ['报告数量', 'Reports'], use_report_count: ['已用报告', 'Reports used'] },
  },
  institution_tools: {
    label: ['机构工具', 'Institution tools'],
    fields: {
      tools_sale_type: ['销售方式', 'Sale terms'],
      test_count: ['测评数量', 'Tests'],
      old_test_count: ['原测评数量', 'Earlier tests'],
      effective_date: ['生效日期', 'Effective from'],
      failure_date: ['失效日期', 'Expires'],
      model_version: ['模型版本', 'Model version'],
      simultaneous_test_limit: ['同时测评上限', 'Simultaneous tests limit'],
    },
  },
  specialist_slots: { label: ['专家问诊时段', 'Specialist slots'], fields: { specialist_id: ['专家', 'Specialist'], starts_at: ['开始时间', 'Starts'], blocked: ['已停用', 'Blocked'], appointment_id: ['预约', 'Appointment'] } },
  training_activities: {
    label: ['训练活动', 'Training activities'],
    fields: {
      node_id: ['训练节点', 'Training step'],
      operations_id: ['操作', 'Operation'],
      feedback_type: ['反馈类型', 'Feedback type'],
      content_description: ['内容说明', 'Content description'],
      need_for_loop: ['需要循环', 'Repeats'],
      questions: ['题目', 'Questions'],
      learning_scores: ['学习得分', 'Learning scores'],
      media: ['媒体', 'Media'],
      results: ['结果', 'Results'],
      results_at: ['结果时间', 'Results at'],
      skipped_at: ['跳过时间', 'Skipped'],
      skipped_by: ['跳过人', 'Skipped by'],
    },
  },
  training_nodes: { label: ['训练节点', 'Training steps'], fields: { node_key: ['节点', 'Step'], duration_time: ['时长', 'Duration'], active: ['进行中', 'Active'], ended: ['已结束', 'Ended'] } },
  training_parent_links: { label: ['家长训练链接', "Parents' training links"] },
  training_students: {
    label: ['训练学员', 'Training students'],
    fields: {
      course_key: ['课程', 'Course'],
      course_version: ['课程版本', 'Course edition'],
      timeline_info: ['时间线', 'Timeline'],
      activation_time: ['激活时间', 'Activated'],
      is_demo: ['演示', 'Demonstration'],
      total_day: ['总天数', 'Total days'],
      island_stay_days: ['岛屿停留天数', 'Days per island'],
      lock_list: ['锁定列表', 'Locks'],
      reservation_info: ['预约信息', 'Reservation'],
      is_reservation_stage: ['预约阶段', 'Reservation stage'],
      locked_at_2: ['锁定时间', 'Locked'],
      other_remarks: ['其他备注', 'Other remarks'],
      run_activity_id: ['当前活动', 'Current activity'],
      next_due_at: ['下次到期', 'Next due'],
      finished_at: ['完成时间', 'Finished'],
    },
  },
  training_video_appointments: {
    label: ['视频问诊预约', 'Video appointments'],
    fields: {
      request_id: ['请求', 'Request'],
      island_name: ['岛屿', 'Island'],
      video_file_id: ['视频', 'Video'],
      message: ['留言', 'Message'],
      slot_id: ['时段', 'Slot'],
      handled_at: ['处理时间', 'Handled'],
      handled_by: ['处理人', 'Handled by'],
    },
  },
};

const OTHER_FIELD: Label = ['其他字段', 'Other field'];
const pick = (label: Label, locale: Locale) => (locale === 'en' ? label[1] : label[0]);

/** The table's screen name; '' for none (an event that names no table). */
export function tableLabel(table: string | null, locale: Locale): string {
  if (!table) return '';
  const entry = TABLE_LABELS[table];
  return entry ? pick(entry.label, locale) : pick(OTHER_TABLE, locale);
}
const OTHER_TABLE: Label = ['其他数据', 'Other data'];

export function fieldLabel(table: string | null, field: string, locale: Locale): string {
  const own = table ? TABLE_LABELS[table]?.fields?.[field] : undefined;
  return pick(own ?? FIELDS[field] ?? OTHER_FIELD, locale);
}

/** Whether the field has a label of its own or a shared one (the coverage test asks). */
export function hasFieldLabel(table: string, field: string): boolean {
  return Boolean(TABLE_LABELS[table]?.fields?.[field] ?? FIELDS[field]);
}
