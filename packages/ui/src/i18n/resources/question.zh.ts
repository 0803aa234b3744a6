/** Texts of the answer widgets (`question.*`): on their own so the parent's page loads only these. */
export const questionZh = {
  receptive: '理解',
  expressive: '表达',
  receptivePart: '理解（能听懂）',
  expressivePart: '表达（会说）',
  selectAll: '全选',
  countSelected: '已选 {{count}} 项',
  tallies: '理解 {{receptive}} 项 · 表达 {{expressive}} 项',
  chooseCount: '选择数量',
  notes: '说明',
  item: '项目',
  configOf: '题目：{{key}}',
};
