/**
 * The help centre's shipped articles (global, zh and en): how to use the portal and run each tool.
 * Written for clinicians; menu and button names are the ones the portal shows. Stored at start-up
 * when missing (seed-key `help:<key>:<locale>`), then the administrators' to edit.
 */
import type { ShippedArticle } from './shipped-types';

export const SHIPPED_HELP: ShippedArticle[] = [
  {
    key: 'login-identity',
    zh: {
      name: '登录并选择身份',
      summary: '用账号登录，选择本次工作的机构和角色；切换身份、修改密码和语言都在右上角头像菜单中。',
      content: `<p>门户使用机构为您开设的账号登录。密码须为 8 至 32 位，并包含大写字母、小写字母、数字和特殊字符；首次登录或管理员重置密码后，系统会要求先修改密码。</p>
<h3>选择机构和角色</h3>
<p>如果您的账号属于多个机构，或在同一机构有多个角色（例如"评估师"和"机构管理员"），登录后会弹出身份选择框。请选择本次要以哪个机构、哪个角色工作：左侧菜单、能看到的儿童和测评都由所选身份决定。</p>
<ul><li>换机构或换角色：点击右上角头像，选择"切换机构"或"切换角色"，无须退出登录。</li><li>切换语言：头像菜单中的"切换语言"在中文和英文之间切换，报告和提示也随之改变。</li><li>同一账号在另一台设备登录后，本设备会被下线，以保护儿童资料。</li></ul>
<p>看到"当前身份无相关权限"时，说明所选角色没有该菜单；请切换到合适的角色，或请机构管理员在"角色管理"中授权。</p>`,
    },
    en: {
      name: 'Log in and choose your identity',
      summary: 'Log in with your account and choose the institution and role you work as; switching identity, password and language are in the avatar menu.',
      content: `<p>Log in with the account your institution created for you. Passwords are 8 to 32 characters with an uppercase letter, a lowercase letter, a digit and a special character; at your first login, or after an administrator resets it, you are asked to change it first.</p>
<h3>Choosing an institution and a role</h3>
<p>When your account belongs to several institutions, or holds several roles in one (for example Clinician and Institution administrator), a dialog asks which institution and role you work as. The side menu, the children and the tests you see all follow that choice.</p>
<ul><li>To change institution or role, open the avatar menu (top right) and choose Switch institution or Switch role; you stay logged in.</li><li>Switch language in the same menu changes between Chinese and English, including reports and messages.</li><li>Logging in on another device logs this one out, to protect the children's records.</li></ul>
<p>'The current identity has no related permission' means the chosen role does not hold that menu: switch to the right role, or ask your institution administrator to grant it under Roles.</p>`,
    },
  },
  {
    key: 'add-child',
    zh: {
      name: '添加儿童',
      summary: '在"儿童管理"中新建儿童档案：姓名、性别、出生日期和家长联系方式；出生日期决定可用的测评工具。',
      content: `<p>每次测评都属于一名儿童，请先在左侧菜单"儿童管理"中建立档案。</p>
<ol><li>点击"新建"，填写姓名、性别、出生日期（必须准确：年龄决定哪些工具可用以及常模换算）。</li><li>填写家长手机号等联系方式，便于发送测评链接和回访。</li><li>儿童编号由系统按机构自动生成，可用于查找；也可以填写病历号。</li><li>保存后，在该儿童的行上可以查看详情、编辑、填写补充信息或直接"新建测评"。</li></ol>
<p>查找儿童时，可按姓名、编号或手机号搜索。同名儿童请核对出生日期和编号。删除儿童前，请确认其测评和报告已不再需要。</p>
<p>小提示：新建测评时也可以在儿童选择框中直接添加儿童，系统只会列出年龄符合该工具的儿童。</p>`,
    },
    en: {
      name: 'Add a child',
      summary: 'Create a child record under Children: name, gender, date of birth and a parent contact; the date of birth decides which tools apply.',
      content: `<p>Every test belongs to a child, so start with a record under Children in the side menu.</p>
<ol><li>Click New and enter the name, gender and date of birth. The date of birth must be exact: the age decides which tools can be used and how scores are compared with the norms.</li><li>Add the parent's phone number and other contact details, so you can send test links and follow up.</li><li>The child code is given by the system per institution and is searchable; you may also enter a medical record number.</li><li>Once saved, the child's row offers details, edit, extra information and New test.</li></ol>
<p>Search by name, code or phone number. For children with the same name, check the date of birth and the code. Before deleting a child, make sure their tests and reports are no longer needed.</p>
<p>Tip: the child picker of a new test can add a child in place, and it lists only children whose age fits the chosen tool.</p>`,
    },
  },
  {
    key: 'create-test-qr',
    zh: {
      name: '新建测评并发送二维码链接',
      summary: '为儿童创建测评，由您当面施测，或把二维码链接发给家长在手机上作答；链接默认 30 分钟内有效。',
      content: `<p>在"测评管理"下打开对应工具的测评列表（如"Dream-ITS 测评"），点击"新建测评"，选择儿童并确认信息。</p>
<h3>两种作答方式</h3>
<ul><li><strong>评估师施测</strong>：在测评行上点击"继续测评"，在工具站中逐题完成，结束时可填写备注。</li><li><strong>家长在手机上作答</strong>：点击"二维码"，让家长扫码，或下载二维码图片发送给家长。二维码默认 30 分钟内有效，过期后点击"刷新"生成新的。家长无须登录；每作答一题都会先保存在手机上，网络恢复后自动上传，不会丢失。</li></ul>
<p>家长作答时，测评详情中可以实时看到进度。作答完成并提交后，系统自动计分；需要时可生成报告。</p>
<p>注意：同一测评一旦结束便不能再修改答案；如需重测，请新建一次测评。</p>`,
    },
    en: {
      name: 'Create a test and send the QR link',
      summary: 'Create a test for a child and run it yourself, or send the QR link so a parent answers on their phone; the link is valid for 30 minutes by default.',
      content: `<p>Under Assessments, open the tool's test list (for example Dream-ITS tests), click New test, choose the child and confirm the details.</p>
<h3>Two ways to answer</h3>
<ul><li><strong>You run it</strong>: on the test's row click Continue testing and work through the items on the tool site; at the end you can add a comment.</li><li><strong>The parent answers on a phone</strong>: click QR code and let the parent scan it, or download the image and send it. The code is valid for 30 minutes by default; when it expires, click Refresh for a new one. Parents need no login; every answer is kept on the phone first and sent when the network allows, so nothing is lost.</li></ul>
<p>While the parent answers, the test's details show the progress live. When the questionnaire is submitted the test is scored automatically, and you can generate the report.</p>
<p>Note: a closed test cannot be changed. To test again, create a new test.</p>`,
    },
  },
  {
    key: 'tool-dream-its',
    zh: {
      name: '如何使用 Dream-ITS（婴幼儿语言沟通筛查）',
      summary: '适用于 0–3 岁，家长问卷约 5–7 分钟；未通过的儿童应安排进一步评估和随访。',
      content: `<p>Dream-ITS 是婴幼儿语言沟通筛查工具，适用于 0–3 岁儿童，通常由家长根据孩子平时的表现作答，约 5–7 分钟完成。</p>
<ol><li>确认儿童出生日期准确（早产儿按系统提示填写孕周等补充信息）。</li><li>新建测评后，把二维码发给家长，或在平板上交给家长作答。</li><li>提醒家长：按孩子"平时通常"的表现回答，不确定时选择更保守的选项，不要当场考孩子。</li><li>提交后系统自动判定"通过"或"未通过"。</li></ol>
<h3>结果怎么用</h3>
<p>筛查不是诊断。"未通过"表示存在语言沟通发展风险，应尽快安排 Dream-IT 等诊断性评估，并在早期筛查中记录随访；"通过"但分数接近界值的儿童，建议按期复筛。</p>`,
    },
    en: {
      name: 'How to run Dream-ITS (infant language-communication screening)',
      summary: 'For ages 0–3; the parent questionnaire takes about 5–7 minutes; a child who fails should be booked for assessment and followed up.',
      content: `<p>Dream-ITS screens language and communication in infants and toddlers aged 0–3. A parent answers from what the child usually does; it takes about 5–7 minutes.</p>
<ol><li>Check the child's date of birth (for a premature baby, fill in the extra information the system asks for).</li><li>Create the test and give the parent the QR code, or hand them the tablet.</li><li>Tell the parent to answer from what the child usually does, to choose the more cautious answer when unsure, and not to quiz the child on the spot.</li><li>On submission the test is scored as pass or fail.</li></ol>
<h3>Using the result</h3>
<p>A screening is not a diagnosis. A fail means a risk in language and communication development: book a diagnostic assessment such as Dream-IT soon and record the follow-up in early screening. Children who pass close to the cut-off are best rescreened on schedule.</p>`,
    },
  },
  {
    key: 'tool-dream-it',
    zh: {
      name: '如何使用 Dream-IT（婴幼儿语言沟通评估）',
      summary: '适用于 0–3 岁的诊断性评估，约 40–60 分钟；先由家长填写补充信息和问卷，再由评估师复核。',
      content: `<p>Dream-IT 是婴幼儿语言沟通诊断性评估，适用于 0–3 岁，约 40–60 分钟，覆盖语言理解、语言表达、社会沟通和认知游戏四个能力区。</p>
<ol><li>新建测评后，家长可先在手机上确认儿童信息，完成补充信息和操作指引（含语音说明），再作答题目。</li><li>评估师可在门户中实时查看进度，必要时在"继续测评"中与家长一起完成。</li><li>题目分为理解和表达两部分，勾选"会说"时同时记录表达。</li><li>提交后生成报告：各能力区的红绿灯、发展曲线和百分位、发展年龄，以及个别化干预目标。</li></ol>
<p>建议当面向家长解读报告，并据此制定评估方案或语言训练计划。</p>`,
    },
    en: {
      name: 'How to run Dream-IT (infant language-communication assessment)',
      summary: 'A diagnostic assessment for ages 0–3 taking 40–60 minutes; the parent fills in extra information and the questionnaire, the clinician reviews.',
      content: `<p>Dream-IT is a diagnostic assessment of language and communication for ages 0–3. It takes 40–60 minutes and covers four zones: language comprehension, language expression, social communication and cognitive play.</p>
<ol><li>After you create the test, the parent can confirm the child's details on the phone, complete the extra information and the operating guide (with spoken instructions), then answer the items.</li><li>You follow the progress live in the portal and can finish it together with the parent through Continue testing.</li><li>Items record comprehension and expression; ticking 'says it' records expression too.</li><li>The report shows each zone's red or green light, development curves with percentiles, developmental age and individual intervention targets.</li></ol>
<p>Explain the report to the parents in person and use it to plan the assessment case or a language-training programme.</p>`,
    },
  },
  {
    key: 'tool-dream-s-c',
    zh: {
      name: '如何使用 Dream-S 2.0 与 Dream-C',
      summary: 'Dream-S 2.0 为 3–8 岁儿童语言能力筛查（约 10 分钟）；Dream-C 为普通话听力理解与表达标准化评估（约 60 分钟）。',
      content: `<p>两者都由评估师与儿童面对面完成，请在安静的房间、儿童状态良好时进行。</p>
<h3>Dream-S 2.0（3–8 岁，约 10 分钟）</h3>
<p>用于快速发现语言能力落后的儿童。按屏幕提示逐题出示图片或播放语音，记录儿童的反应；中途可暂停，之后从"继续测评"接着做。</p>
<h3>Dream-C（3–8 岁，约 60 分钟）</h3>
<p>普通话听力理解与表达的标准化评估。报告给出总体语言、理解、表达、语义和句法的标准分、95% 置信区间和百分位。请严格按指导语施测，不要提示答案，否则标准分不可比较。</p>
<p>两项测评结束后都可填写备注（最多 1000 字），写下儿童的其他情况，备注会随报告保存。</p>`,
    },
    en: {
      name: 'How to run Dream-S 2.0 and Dream-C',
      summary: 'Dream-S 2.0 screens language ability at ages 3–8 (about 10 minutes); Dream-C is the standardised Mandarin comprehension and expression assessment (about 60 minutes).',
      content: `<p>Both are given face to face by the clinician: use a quiet room, at a time when the child is settled.</p>
<h3>Dream-S 2.0 (ages 3–8, about 10 minutes)</h3>
<p>Finds children whose language ability lags behind. Show each picture or play each prompt as the screen says and record the child's response; you can pause and carry on later from Continue testing.</p>
<h3>Dream-C (ages 3–8, about 60 minutes)</h3>
<p>A standardised assessment of Mandarin listening comprehension and expression. The report gives standard scores, 95% confidence intervals and percentiles for total language, receptive, expressive, semantics and syntax. Follow the instructions word for word and never hint at answers, or the standard scores lose their meaning.</p>
<p>At the end of either test you can write a comment (up to 1000 characters) about the child's other conditions; it is kept with the report.</p>`,
    },
  },
  {
    key: 'tool-swam-ment',
    zh: {
      name: '如何使用 SWAM 与 Ment',
      summary: 'SWAM 在移动设备上进行言语预警测试（2–10 岁）；Ment 是家长引导的早期语言家庭训练课程（0–4 岁）。',
      content: `<h3>SWAM 言语预警测试</h3>
<p>在平板或手机上进行，儿童看图说词，系统录音并识别发音，给出每个词的音素准确率。录音环境要安静，设备离儿童约 30 厘米。识别结果可在"语音审核"中逐条复听并修正（修正识别文本和 0–100 的准确率）。</p>
<h3>Ment 家庭语言训练</h3>
<p>面向 0–4 岁儿童的家长引导课程：家长每天在手机上观看示范视频，与孩子"一起看、一起玩、一起说"，并上传练习反馈。评估师在"训练学员"中查看时间线、活动完成情况和家长上传的视频，必要时预约专家问诊时段。</p>`,
    },
    en: {
      name: 'How to use SWAM and Ment',
      summary: 'SWAM is the speech early-warning test on mobile devices (ages 2–10); Ment is the parent-guided early language home-training course (ages 0–4).',
      content: `<h3>SWAM speech early-warning test</h3>
<p>Run on a tablet or phone: the child names pictures, the device records and recognises the speech and scores each word's phoneme accuracy. Use a quiet room and hold the device about 30 cm from the child. Recognition results can be replayed and corrected one by one under Speech review (the recognised text and an accuracy of 0–100).</p>
<h3>Ment home language training</h3>
<p>A parent-guided course for children aged 0–4: each day the parent watches demonstration videos on the phone, plays with the child ('watch together, play together, speak together') and sends feedback. Clinicians follow the timeline, the activities and the parent's videos under Training students, and can book specialist slots when needed.</p>`,
    },
  },
  {
    key: 'read-report',
    zh: {
      name: '阅读和管理报告',
      summary: '在测评列表或"报告管理"中预览、打印和下载 PDF 报告；可选择报告版本，必要时重新生成。',
      content: `<p>测评完成并计分后，在测评行上点击"报告"即可生成和预览；所有报告也集中在"测评管理 › 报告管理"中。</p>
<ul><li><strong>预览与打印</strong>：报告以 PDF 打开，可打印或下载；下载的文件名包含儿童姓名和测评编号。</li><li><strong>报告版本</strong>：部分工具有多个报告版本，生成前可选择；机构的默认版本由管理员在机构工具中设置。</li><li><strong>重新生成</strong>：有"重新生成报告"权限的用户可在修正信息后重新生成，原报告仍保留。</li><li><strong>备注</strong>：可为报告填写备注，方便同事了解情况。</li></ul>
<p>报告次数受机构授权额度限制；额度用完时会提示"报告次数已用完"，请联系供应商续费。</p>`,
    },
    en: {
      name: 'Read and manage reports',
      summary: 'Preview, print and download PDF reports from the test list or Reports; choose a report version and regenerate when needed.',
      content: `<p>When a test is closed and scored, click Report on its row to generate and preview it; every report is also listed under Assessments › Reports.</p>
<ul><li><strong>Preview and print</strong>: the report opens as a PDF to print or download; the file name carries the child's name and the test code.</li><li><strong>Report version</strong>: some tools offer several report versions to choose from; the institution's default is set by an administrator on the institution's tools.</li><li><strong>Regenerate</strong>: users with the Regenerate reports permission can regenerate after correcting details; the earlier report is kept.</li><li><strong>Remark</strong>: add a remark to a report so colleagues know its context.</li></ul>
<p>Reports count against the institution's authorised quota; when it runs out you see 'Report running out', and the provider can renew it.</p>`,
    },
  },
  {
    key: 'cases',
    zh: {
      name: '评估方案（个案）',
      summary: '在"评估方案"中为儿童建立个案：背景信息、家长主诉、评估工具和建议、干预计划，并绑定测评报告。',
      content: `<p>评估方案把一名儿童的多次测评、观察和建议整理成一份个案，适合综合评估和制定干预计划。</p>
<ol><li>在"评估方案"中点击"新建"，选择儿童和版本。</li><li>填写背景信息、语言发展、其他能力发展和家长期望等段落；可插入选项或输入字段。</li><li>点击"绑定报告"，从该儿童的测评中选择要引用的报告（可预览、可取消选择），并为每份报告写备注。</li><li>填写评估建议、干预计划和家长建议。</li><li>确认无误后"锁定并生成报告"，生成后个案不能再修改。</li></ol>
<p>儿童详情中的"个案汇总"可以查看该儿童的所有评估方案。</p>`,
    },
    en: {
      name: 'Assessment plans (cases)',
      summary: 'Under Assessment plans, build a child\u2019s case: background, parents\u2019 concerns, tools and recommendations, intervention plan, with bound test reports.',
      content: `<p>An assessment plan gathers a child's tests, observations and recommendations into one case, for a full assessment and an intervention plan.</p>
<ol><li>Under Assessment plans click New and choose the child and the version.</li><li>Write the background information, language development, other development and the parents' expectations; you can insert choice or input fields.</li><li>Click Bind reports and pick the reports of the child's tests to cite (preview them, or cancel a selection), adding a remark to each.</li><li>Fill in the recommendations, the intervention plan and advice for the parents.</li><li>When everything is right, Lock and generate the report; after that the case cannot change.</li></ol>
<p>The child's summary lists all of the child's assessment plans.</p>`,
    },
  },
  {
    key: 'training',
    zh: {
      name: '语言训练学员',
      summary: '在"语言训练 › 训练学员"中为儿童开通课程，查看岛屿时间线和活动反馈，把家长链接发给家长。',
      content: `<p>语言训练把评估结果变成每天在家的练习。</p>
<ol><li>在"训练学员"中点击"新建"，选择儿童和课程，设置开始时间，保存后学员即开通。</li><li>在学员行上打开"家长链接"，把二维码发给家长；家长在手机上按时间线完成每天的活动并上传照片、录音或视频。</li><li>"时间线"显示计划总天数、已进行天数和每个活动的状态；有权限的用户可以调整时间或插入活动。</li><li>"反馈"汇总家长的答案和上传内容，评估师可逐条回复；需要时预约"专家问诊时段"做视频指导。</li></ol>
<p>停留天数超过 7 天或 14 天的学员会被标出，请及时联系家长了解情况。</p>`,
    },
    en: {
      name: 'Language training students',
      summary: 'Under Language training › Training students, enrol a child in a course, follow the island timeline and feedback, and send the parent link.',
      content: `<p>Language training turns an assessment into daily practice at home.</p>
<ol><li>Under Training students click New, choose the child and the course and the start date; on saving, the student is enrolled.</li><li>Open Parent link on the student's row and send the QR code to the parent, who follows the timeline on the phone each day and uploads photos, recordings or videos.</li><li>The timeline shows the planned days, the days so far and each activity's status; users with the permission can move dates or insert activities.</li><li>Feedback gathers the parent's answers and uploads for you to reply to; book Specialist slots for a video consultation when needed.</li></ol>
<p>Students who stay on one step beyond 7 or 14 days are highlighted: contact the parents to find out why.</p>`,
    },
  },
];
