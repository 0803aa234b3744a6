/**
 * The error catalogue: every code the server or the call client can produce, with its HTTP
 * status and its zh/en text. Server and browsers read the same table, so a message never
 * drifts between them.
 */
export type Locale = 'zh' | 'en';

export const errorCatalogue = {
  /** Success envelope code. */
  ok: { code: 200, status: 200, zh: '操作成功', en: 'Operation succeeded' },
  badInput: { code: 400, status: 400, zh: '输入有误：{detail}', en: 'Invalid input: {detail}' },
  loginFailed: { code: 300, status: 401, zh: '用户名或密码错误', en: 'Incorrect username or password' },
  accountDisabled: { code: 301, status: 403, zh: '账号已停用，请联系管理员', en: 'This account is disabled; please contact your administrator' },
  tooManyAttempts: { code: 305, status: 429, zh: '尝试次数过多，请 {minutes} 分钟后再试', en: 'Too many attempts; please try again in {minutes} minutes' },
  notLoggedIn: { code: 306, status: 401, zh: '未登录或登录已失效，请重新登录', en: 'Not logged in or the session is no longer valid; please log in' },
  alreadyLoggedIn: { code: 310, status: 409, zh: '该账号已在其他地方登录，是否重新登录？', en: 'This account is logged in elsewhere. Log in again here?' },
  superseded: { code: 310, status: 401, zh: '账号已在其他地方登录，您已被下线', en: 'This account was logged in elsewhere; you have been logged out' },
  expired: { code: 311, status: 401, zh: '登录已过期，请重新登录', en: 'Your session has expired; please log in again' },
  mustChangePassword: { code: 316, status: 200, zh: '为了账号安全，请先修改密码', en: 'For your account’s safety, please change your password first' },
  wrongOldPassword: { code: 317, status: 400, zh: '当前密码不正确', en: 'The current password is incorrect' },
  samePassword: { code: 318, status: 400, zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  passwordRule: { code: 319, status: 400, zh: '密码须为8至32位，且包含大写字母、小写字母、数字和特殊字符', en: 'The password must be 8 to 32 characters with an uppercase letter, a lowercase letter, a digit and a special character' },
  passwordMismatch: { code: 320, status: 400, zh: '两次输入的密码不一致', en: 'The two passwords do not match' },
  identityNotAllowed: { code: 321, status: 403, zh: '该机构或角色不属于当前账号', en: 'That institution or role does not belong to this account' },
  noPermission: { code: 403, status: 403, zh: '当前身份无相关权限', en: 'The current identity has no related permission' },
  nonExistentPermission: { code: 404, status: 404, zh: '不存在的权限', en: 'Non-existent permission' },
  notFound: { code: 404, status: 404, zh: '未找到', en: 'Not found' },
  routeNotFound: { code: 404, status: 404, zh: '接口不存在：{path}', en: 'No such endpoint: {path}' },
  payloadTooLarge: { code: 413, status: 413, zh: '提交的数据过大', en: 'The submitted data is too large' },
  internal: { code: 500, status: 500, zh: '服务器内部错误，请稍后再试', en: 'Internal server error; please try again later' },
  /** PostgreSQL unreachable or restarting: the answer carries Retry-After and clients retry. */
  databaseUnavailable: { code: 503, status: 503, zh: '服务正在恢复，请稍后再试', en: 'The service is recovering; please try again shortly' },
  /** Call-client codes: produced in the browser, never by the server. */
  unreadableResponse: { code: 1004, status: 0, zh: '操作失败', en: 'Operation failed' },
  httpError: { code: 1005, status: 0, zh: '网络请求错误！', en: 'Network request error!' },
  fetchFailed: { code: 1006, status: 0, zh: '网络请求错误！', en: 'Network request error!' },
  unknownFormat: { code: 1007, status: 0, zh: '未知的数据格式', en: 'Unknown data format' },
  /** Definition editors: the builders' own rules and messages. */
  cannotBeEmpty: { code: 601, status: 400, zh: '不能为空：{field}', en: 'Cannot be empty: {field}' },
  fieldContentEmpty: { code: 602, status: 400, zh: '字段内容不能为空', en: 'Field content cannot be empty' },
  inputTypeNotSet: { code: 603, status: 400, zh: '输入类型未设置或为空', en: 'Input type not set or empty' },
  columnFieldsEmpty: { code: 604, status: 400, zh: '列（{column}）字段（key,title[,dataIndex]）不能为空', en: 'Column ({column}) fields (key,title[,dataIndex]) cannot be empty' },
  flowSetupError: { code: 605, status: 400, zh: '流程配置错误：{step}', en: 'Flow setup error: {step}' },
  definitionNameTaken: { code: 606, status: 409, zh: '名称已被其他定义使用：{name}', en: 'The name is already used by another definition: {name}' },
  definitionNotFound: { code: 607, status: 404, zh: '定义不存在：{name}', en: 'No such definition: {name}' },
  /** A stored definition this server cannot read: reported with its name, never a bare 500. */
  definitionUnsupportedVersion: { code: 608, status: 422, zh: '定义 {name} 的格式版本 {version} 不受支持（支持的版本：{supported}）', en: 'Definition {name} has schema version {version}, which this server cannot read (supported: {supported})' },
  definitionInvalid: { code: 609, status: 422, zh: '定义 {name} 的内容有误，无法加载：{detail}', en: 'Definition {name} is invalid and cannot be loaded: {detail}' },
  definitionEditingDisabled: { code: 610, status: 403, zh: '当前服务器未开启定义编辑（仅开发模式可用）', en: 'Editing definitions is turned off on this server (development mode only)' },
  lovNotFound: { code: 611, status: 404, zh: '值列表不存在：{lovName}', en: 'No such list of values: {lovName}' },
  lovNotSelfCreatable: { code: 612, status: 403, zh: '该值列表不允许自行添加选项：{lovName}', en: 'The list {lovName} does not allow adding options' },
  lovEntryExists: { code: 613, status: 409, zh: '选项已存在：{content}', en: 'The option already exists: {content}' },
  childrenCodeTaken: { code: 620, status: 409, zh: '儿童编号已被使用：{code}', en: 'The child code is already in use: {code}' },
  /** Uploads: one file, an allowed type whose content matches its extension, within the size limit. */
  uploadMissing: { code: 650, status: 400, zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  uploadTooMany: { code: 651, status: 400, zh: '一次只能上传一个文件', en: 'Only one file can be uploaded at a time' },
  uploadType: { code: 652, status: 415, zh: '不支持的文件类型，仅支持：{types}', en: 'Unsupported file type; allowed: {types}' },
  uploadContentMismatch: { code: 653, status: 415, zh: '文件内容与扩展名 .{extension} 不符', en: 'The file content does not match its .{extension} extension' },
  uploadTooLarge: { code: 654, status: 413, zh: '文件过大，最大 {max} MB', en: 'The file is too large (maximum {max} MB)' },
  /** One-time file links (`/resource/once/:onceId`): each works once, for a few minutes. */
  onceLinkUsed: { code: 655, status: 410, zh: '该链接已使用过，请重新打开预览', en: 'This link has already been used; please open the preview again' },
  onceLinkExpired: { code: 656, status: 410, zh: '该链接已过期，请重新打开预览', en: 'This link has expired; please open the preview again' },
  /** Video transcoding (modules/files): the call's refusals, then the reasons a Failed transcode gives. */
  videoNotMp4: { code: 670, status: 415, zh: '只能转码视频或录音文件（MP4、MOV、WebM、M4A、MP3、WAV、OGG）', en: 'Only video and audio files can be transcoded (MP4, MOV, WebM, M4A, MP3, WAV, OGG)' },
  videoTranscodeUnavailable: { code: 671, status: 503, zh: '视频转码服务暂不可用，请稍后再试', en: 'Video transcoding is not available right now; please try again later' },
  videoUnreadable: { code: 672, status: 422, zh: '无法读取该视频文件，请重新上传', en: 'The video file could not be read; please upload it again' },
  videoNoVideoStream: { code: 673, status: 422, zh: '该文件不含视频画面', en: 'The file contains no video picture' },
  videoTranscodeTimeout: { code: 674, status: 422, zh: '视频转码超时', en: 'Video transcoding took too long' },
  videoTranscodeFailed: { code: 675, status: 422, zh: '视频转码失败', en: 'Video transcoding failed' },
  /** Report generation, the tool's quota and report availability. */
  reportToolNotConfigured: { code: 680, status: 404, zh: '报告工具地址未配置', en: 'Report tool address not configured' },
  reportGenerationFailed: { code: 681, status: 500, zh: '报告生成失败', en: 'Report generation failed' },
  testNotFinished: { code: 682, status: 409, zh: '测评未完成或未生成报告', en: 'Test not finished or no report generated' },
  reportRunningOut: { code: 683, status: 403, zh: '报告次数已用完（请联系供应商续费）', en: 'Report running out (contact provider to renew)' },
  toolUsageExhausted: { code: 684, status: 403, zh: '工具使用次数已用完', en: 'Tool usage count exhausted' },
  reportWrongTool: { code: 685, status: 400, zh: '该测评属于工具 {toolsType}，请使用其报告地址', en: 'This test belongs to the tool {toolsType}; use that tool’s report address' },
  reportVersionUnknown: { code: 686, status: 400, zh: '报告版本 {version} 不可用，可选：{versions}', en: 'Report version {version} is not offered; choose one of: {versions}' },
  reportToolUnavailable: { code: 687, status: 403, zh: '本机构的工具 {toolsType} 未生效（已过期、已停用或未开通）', en: 'Your institution’s {toolsType} tool is not in effect (expired, disabled or not set up)' },
  reportServiceUnavailable: { code: 688, status: 503, zh: '报告生成服务暂不可用，请稍后再试', en: 'Report generation is not available right now; please try again later' },
  /** The AI report's writer failed on every try (the screen offers a retry: the regenerate call). */
  aiReportFailed: { code: 689, status: 502, zh: 'AI 报告生成失败，请重试', en: 'AI report generation failed; please try again' },
  /** Taking tests: the tool site's clinician and parent flows. */
  testEnded: { code: 701, status: 409, zh: '测评已结束', en: 'Test has ended' },
  testClosed: { code: 702, status: 409, zh: '测评已关闭', en: 'Test closed' },
  testAlreadyStarted: { code: 703, status: 409, zh: '测评已经开始', en: 'Test has already started' },
  /** Code 704 on a parent's sync: the page shows the message and runs its callback. */
  parentTestStarted: { code: 704, status: 409, zh: '测评已经开始', en: 'Test has already started' },
  parentTestEnded: { code: 704, status: 409, zh: '测评已经结束', en: 'Test has already ended' },
  qrCodeExpired: { code: 705, status: 410, zh: '当前测评二维码已过期', en: 'Current test QR code has expired' },
  testVersionIncorrect: { code: 706, status: 409, zh: '测评版本不正确', en: 'Test version incorrect' },
  noQuestions: { code: 707, status: 409, zh: '测评暂无题目', en: 'No questions available for test' },
  bankVersionNoQuestions: { code: 708, status: 409, zh: '当前题库版本没有题目', en: 'Current question bank version has no questions' },
  evaluationInProgress: { code: 709, status: 409, zh: '当前评估进行中', en: 'Current evaluation in progress' },
  testNotStarted: { code: 710, status: 409, zh: '测评尚未开始，请先开始测评', en: 'The test has not started yet; start it first' },
  answerKeyUnknown: { code: 711, status: 400, zh: '不存在的题目配置：{key}', en: 'Non-existent question config: {key}' },
  answerInvalid: { code: 712, status: 400, zh: '答案不符合题目要求（{key}）：{detail}', en: 'The answer does not fit the question ({key}): {detail}' },
  syncOutOfStage: { code: 713, status: 409, zh: '该题目不属于测评当前阶段：{key}', en: 'This question is not part of the test’s current stage: {key}' },
  toolNotInEffect: { code: 714, status: 403, zh: '本机构的工具 {toolsType} 未生效（已过期、已停用或未开通）', en: 'Your institution’s {toolsType} tool is not in effect (expired, disabled or not set up)' },
  childNotFound: { code: 715, status: 404, zh: '儿童不存在', en: 'No such child' },
  previousQuestionMissing: { code: 716, status: 409, zh: '上一题不存在', en: 'The previous question does not exist' },
  /** Phone and e-mail verification codes. */
  codeSendTooOften: { code: 730, status: 429, zh: '发送过于频繁，请 {seconds} 秒后再试', en: 'Sent too often; please try again in {seconds} seconds' },
  codeWrong: { code: 731, status: 400, zh: '验证码不正确', en: 'The verification code is incorrect' },
  codeExpired: { code: 732, status: 410, zh: '验证码已过期，请重新获取', en: 'The verification code has expired; please request a new one' },
  codeTooManyAttempts: { code: 733, status: 429, zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes; please request a new one' },
  codeSendFailed: { code: 734, status: 503, zh: '验证码发送失败，请稍后再试', en: 'The verification code could not be sent; please try again later' },
  phoneInvalid: { code: 735, status: 400, zh: '请输入正确的手机号', en: 'Enter a correct phone number' },
  emailInvalid: { code: 736, status: 400, zh: '请输入正确的邮箱地址', en: 'Enter a correct e-mail address' },
  fieldNotVerified: { code: 737, status: 400, zh: '请先获取验证码并完成验证：{field}', en: 'Verify {field} with a code first' },
  lottieNotFound: { code: 740, status: 404, zh: '动画不存在：{key}', en: 'No such animation: {key}' },
  /** Compass cases and summary reports. */
  compassLocked: { code: 750, status: 409, zh: '病例已锁定，不能再修改', en: 'This case is locked and can no longer be changed' },
  compassReportOtherChild: { code: 751, status: 400, zh: '该报告属于其他儿童，不能绑定到本病例', en: 'That report belongs to another child and cannot be bound to this case' },
  compassNotLocked: { code: 752, status: 409, zh: '请先锁定病例，再生成报告', en: 'Lock the case before generating its report' },
  compassWrongVersion: { code: 753, status: 400, zh: '该修改不适用于 {version} 病例', en: 'This change does not apply to a {version} case' },
  summaryNoTests: { code: 754, status: 409, zh: '该儿童暂无已完成的测评', en: 'The child has no finished tests yet' },
  wjxNotFound: { code: 755, status: 404, zh: '问卷不存在：{wjxId}', en: 'No such questionnaire: {wjxId}' },
  /** Role-to-menu editing. */
  roleNotInInstitution: { code: 660, status: 404, zh: '当前机构没有该角色', en: 'Your institution has no such role' },
  unknownMenus: { code: 661, status: 400, zh: '菜单不存在：{menuIds}', en: 'No such menus: {menuIds}' },
  /** Management of institutions, users and roles. */
  institutionIsCurrent: { code: 630, status: 409, zh: '不能删除当前所在的机构', en: 'You cannot delete the institution you are working in' },
  institutionHasChildren: { code: 631, status: 409, zh: '该机构下还有子机构，请先删除子机构', en: 'This institution still has sub-institutions; delete them first' },
  toolTypeTaken: { code: 632, status: 409, zh: '该机构已有此工具：{toolsType}', en: 'The institution already has this tool: {toolsType}' },
  reportCountBelowUsed: { code: 633, status: 400, zh: '报告总数不能少于已使用数', en: 'The report count cannot be less than the reports already used' },
  usernameTaken: { code: 634, status: 409, zh: '用户名已被使用：{username}', en: 'The username is already in use: {username}' },
  userInOtherInstitutions: { code: 635, status: 409, zh: '该用户还属于其他机构，不能在此停用或删除', en: 'This user also belongs to other institutions and cannot be disabled or deleted here' },
  cannotChangeSelf: { code: 636, status: 409, zh: '不能停用或删除自己的账号', en: 'You cannot disable or delete your own account' },
  roleCodeTaken: { code: 637, status: 409, zh: '角色编码已被使用：{code}', en: 'The role code is already in use: {code}' },
  roleInUse: { code: 638, status: 409, zh: '该角色正被 {count} 个用户使用，不能删除', en: 'This role is used by {count} user(s) and cannot be deleted' },
  /** The menus page (menu add, move, delete) and the reports list. */
  menuNotFound: { code: 775, status: 404, zh: '菜单不存在：{menuId}', en: 'No such menu: {menuId}' },
  menuIdTaken: { code: 776, status: 409, zh: '菜单编号已存在：{menuId}', en: 'The menu id is already in use: {menuId}' },
  menuParentNotFound: { code: 777, status: 400, zh: '上级菜单不存在：{parentId}', en: 'No such parent menu: {parentId}' },
  menuMoveIntoItself: { code: 778, status: 409, zh: '不能把菜单移到它自己或它的下级菜单之下', en: 'A menu cannot be moved under itself or one of its own sub-menus' },
  menuHasChildren: { code: 779, status: 409, zh: '该菜单下还有 {count} 个子菜单，请先移走或删除它们', en: 'This menu still has {count} sub-menu(s); move or delete them first' },
  menuIsSeeded: { code: 780, status: 409, zh: '该菜单属于系统内置配置，删除后会在下次启动时恢复；如需隐藏，请在角色中取消授权', en: 'This menu is part of the built-in configuration and would return at the next start; to hide it, remove it from the roles instead' },
  menuRootFixed: { code: 781, status: 409, zh: '主菜单（main_local）不能移动或删除', en: 'The main menu (main_local) cannot be moved or deleted' },
  menuPermissionParent: { code: 782, status: 400, zh: '分组或页面菜单必须有上级菜单，只有权限菜单可以没有上级', en: 'A group or item needs a parent menu; only a permission menu may have none' },
  reportListDateRange: { code: 785, status: 400, zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  /** Language-training students. */
  trainingCourseNotFound: { code: 790, status: 400, zh: '课程版本不存在：{course}', en: 'No such course edition: {course}' },
  trainingAlreadyEnrolled: { code: 791, status: 409, zh: '该儿童已在此课程中', en: 'This child is already enrolled in this course' },
  trainingSkipNotRunning: { code: 792, status: 409, zh: '只能跳过正在进行的活动', en: 'Only the running activity can be skipped' },
  trainingSkipHasResult: { code: 793, status: 409, zh: '该活动已有反馈结果，不能跳过', en: 'This activity already has a result and cannot be skipped' },
  trainingTotalDayRange: { code: 794, status: 400, zh: '总天数须在 {min} 至 {max} 天之间', en: 'The total days must be between {min} and {max}' },
  trainingNodeTimeRange: { code: 795, status: 400, zh: '节点时间超出范围：须在 {from} 之后开始，在 {to} 之前结束', en: 'Node time out of range: it must start at or after {from} and end by {to}' },
  trainingNodeEnded: { code: 796, status: 409, zh: '该节点已结束，不能修改', en: 'This node has ended and can no longer be changed' },
  trainingActivityUnknown: { code: 797, status: 400, zh: '课程的活动目录中没有此活动：{activity}', en: 'The course’s activity catalogue has no activity {activity}' },
  trainingActivityInNode: { code: 798, status: 409, zh: '该节点已包含此活动', en: 'This node already contains this activity' },
  trainingNoIslandConfig: { code: 799, status: 404, zh: '该学员的课程没有小岛配置', en: 'This student’s course has no island configuration' },
  /** Video appointments and specialist slots. */
  appointmentHandled: { code: 800, status: 409, zh: '该预约已处理', en: 'This appointment has already been handled' },
  slotBooked: { code: 801, status: 409, zh: '该时段已被预约，不能更改', en: 'This slot is booked and cannot be changed' },
  slotPast: { code: 802, status: 409, zh: '该时段已过，不能更改', en: 'This slot is in the past and cannot be changed' },
  slotStale: { code: 803, status: 409, zh: '该时段已变更，请刷新后重试', en: 'This slot has changed; please reload and try again' },
  slotTimeRange: { code: 804, status: 400, zh: '时段须在未来 {days} 天内且为整分钟：{time}', en: 'A slot must be within the next {days} days and on a whole minute: {time}' },
  /** The parent's language-training calls (issue 10 item 6): feedback, uploads, appointments. */
  trainingFeedbackNotRunning: { code: 810, status: 409, zh: '该活动还未轮到，请先完成当前的活动', en: 'This activity is not open yet; please finish the current activity first' },
  trainingFeedbackAlreadySent: { code: 811, status: 409, zh: '该活动已经提交过反馈', en: 'Feedback for this activity has already been sent' },
  trainingFeedbackAnsweredToday: { code: 812, status: 409, zh: '该活动今天已经提交过反馈，请明天再来', en: 'This activity already has today’s feedback; please come back tomorrow' },
  trainingFeedbackNodeEnded: { code: 813, status: 409, zh: '该活动所在的阶段已经结束', en: 'The stage of this activity has ended' },
  trainingFeedbackNodeNotStarted: { code: 814, status: 409, zh: '该活动所在的阶段还未开始', en: 'The stage of this activity has not started yet' },
  trainingFeedbackSkipped: { code: 815, status: 409, zh: '该活动已被跳过，不能再提交反馈', en: 'This activity was skipped and takes no feedback' },
  trainingFeedbackContentRequired: { code: 816, status: 400, zh: '请填写反馈内容', en: 'Please write your feedback' },
  trainingFeedbackFilesRequired: { code: 817, status: 400, zh: '请至少上传一个文件', en: 'Please upload at least one file' },
  trainingFeedbackNotTaken: { code: 818, status: 400, zh: '此类活动的反馈不包含“{field}”', en: 'Feedback for this kind of activity does not take “{field}”' },
  trainingAnswerMissing: { code: 819, status: 400, zh: '请回答问题“{question}”', en: 'Please answer the question “{question}”' },
  trainingAnswerUnknown: { code: 820, status: 400, zh: '该活动没有此问题，或问题重复：{question}', en: 'This activity has no such question, or it is repeated: {question}' },
  trainingAnswerParts: { code: 821, status: 400, zh: '问题“{question}”须回答且只回答：{parts}', en: 'The question “{question}” takes exactly: {parts}' },
  trainingAnswerScoreRange: { code: 822, status: 400, zh: '问题“{question}”的得分须在 0 至 {max} 之间', en: 'The score for “{question}” must be between 0 and {max}' },
  trainingParentFileNotFound: { code: 823, status: 404, zh: '找不到通过此链接上传的文件：{file}', en: 'No file uploaded through this link: {file}' },
  contentGlobalAdminOnly: { code: 840, status: 403, zh: '该文章由产品统一发布，只有系统管理员可以修改', en: 'This article is published by the product for every institution; only the system administrator can change it' },
  contentAgeRange: { code: 841, status: 400, zh: '最小适用年龄不能大于最大适用年龄', en: 'The minimum age cannot be greater than the maximum age' },
  contentMediaNotFound: { code: 842, status: 400, zh: '封面或视频文件不存在，请重新上传', en: 'The cover or video file was not found; please upload it again' },
  trainingSlotNotOpen: { code: 824, status: 409, zh: '该时段已不可预约，请选择其他时段', en: 'This time slot can no longer be booked; please choose another' },
  /** Speech sessions, their recordings and the amend calls (issue 17). */
  speechNotSpeechTest: { code: 860, status: 409, zh: '该测评不是语音测评，不能录音', en: 'This test is not a speech test and takes no recordings' },
  speechSessionClosed: { code: 861, status: 409, zh: '本次录音已结束，不能再上传', en: 'This recording session has ended; nothing more can be uploaded' },
  speechQuestionRequired: { code: 862, status: 400, zh: '请说明录音对应的题目（question_id）', en: 'Please say which question the recording belongs to (question_id)' },
  speechQuestionUnknown: { code: 863, status: 400, zh: '该测评没有题目：{question}', en: 'This test has no question {question}' },
  speechNotAudio: { code: 864, status: 415, zh: '文件须为音频（wav、mp3、m4a、webm、ogg），不能含视频画面', en: 'The file must be audio (wav, mp3, m4a, webm, ogg) without a video picture' },
  speechAmendText: { code: 865, status: 400, zh: '识别文本须为 1 至 50 个汉字', en: 'The recognised text must be 1 to 50 Chinese characters' },
  speechAmendAccuracy: { code: 866, status: 400, zh: '“{word}”的准确度须为 0 至 100 之间的数字', en: 'The accuracy of “{word}” must be a number from 0 to 100' },
  speechAmendWord: { code: 867, status: 400, zh: '“{word}”不是本题的目标词', en: '“{word}” is not this item’s target word' },
  speechAmendEmpty: { code: 868, status: 400, zh: '请填写目标词的准确度', en: 'Please give the accuracy of the target word' },
  /** Statistics: a usage chart of a year that has not begun. */
  statisticsFutureYear: { code: 850, status: 400, zh: '不能选择未来的年份：{year}', en: 'A future year cannot be chosen: {year}' },
  /** Early screening (modules/screening). */
  earlyNotFound: { code: 870, status: 404, zh: '找不到该早筛记录', en: 'No such early-screening record' },
  earlyReservationPast: { code: 871, status: 400, zh: '预约时间须晚于当前时间', en: 'The reservation time must be in the future' },
  earlyNotFollowing: { code: 872, status: 409, zh: '该记录已不再跟进，请先恢复跟进', en: 'This record is no longer followed up; resume following it first' },
  earlyPurchaseUnconfirmed: { code: 873, status: 400, zh: '请确认家长已购买产品并填写订单号', en: 'Please confirm that the parent purchased the product and enter the order code' },
  earlyAlreadyPurchased: { code: 874, status: 409, zh: '该记录已登记购买（订单号 {order}）', en: 'A purchase is already recorded for this record (order code {order})' },
  earlyLanguageLinked: { code: 875, status: 409, zh: '该记录已关联语言训练学员', en: 'This record is already linked to a language-training student' },
  earlyNothingToUpdate: { code: 876, status: 400, zh: '没有要修改的内容', en: 'Nothing to change' },
  earlyLinkInvalid: { code: 877, status: 404, zh: '早筛链接无效，请向机构重新获取二维码', en: 'This screening link is not valid; please ask the institution for a new QR code' },
  earlyChildAge: { code: 878, status: 400, zh: '儿童年龄不在早筛测评（Dream-ITS）的适用范围 0–36 个月内', en: 'The child’s age is outside the screening test’s range (Dream-ITS, 0–36 months)' },
  earlyChildExists: { code: 879, status: 409, zh: '该儿童已在早筛名单中', en: 'This child is already on the early-screening list' },
  earlyTestInProgress: { code: 880, status: 409, zh: '筛查测评正在由测评师进行，无法生成家长二维码', en: 'The screening test is being taken by a clinician; no parent QR code can be made' },
  earlyNoCourse: { code: 881, status: 400, zh: '没有可用的语言训练课程', en: 'No language-training course is available' },
  /** A speech test (SWAM-S) for a child outside the tool's ages (testing/tool-ages.ts). */
  testChildAge: { code: 882, status: 400, zh: '儿童年龄不在本工具 {from}–{to} 个月的适用范围内', en: 'The child’s age is outside this tool’s range of {from}–{to} months' },
} as const satisfies Record<string, { code: number; status: number; zh: string; en: string }>;

export type ErrorKey = keyof typeof errorCatalogue;

/** Codes that force a local logout wherever they come from. */
export const LOGOUT_CODES: readonly number[] = [306, 310, 311];
export const SUCCESS_CODE = 200;
export const WARN_MUST_CHANGE_PASSWORD = 316;

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A message parameter; a name a person reads (a tool's name) comes in both languages and is picked per answer. */
export type ErrorParam = string | number | Readonly<Record<Locale, string>>;
export type ErrorParams = Record<string, ErrorParam>;

export function errorText(key: ErrorKey, locale: Locale, params?: ErrorParams): string {
  const inLocale = params && Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));
  return formatMessage(errorCatalogue[key][locale], inLocale);
}

export function normalizeLocale(value: unknown): Locale {
  return value === 'en' ? 'en' : 'zh';
}
