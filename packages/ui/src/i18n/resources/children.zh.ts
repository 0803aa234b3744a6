/** Texts of children: the child picker of a new test and its add-a-child dialog (`children.*`). */
export const childrenZh = {
  picker: {
    placeholder: '输入姓名搜索，或从最近的儿童中选择',
    recent: '最近的儿童',
    results: '搜索结果',
    none: '没有找到儿童',
    add: '新增儿童',
    age: '{{age}}',
    outOfRange: '年龄 {{age}}，超出本工具 {{range}}范围',
    unknownAge: '出生日期无效，无法判断是否适用本工具',
    added: '已新增儿童 {{name}}（{{code}}）',
    addedOutOfRange: '已新增儿童 {{name}}，但{{reason}}，不能为其新建测评',
  },
  add: {
    title: '新增儿童',
    loadFailed: '儿童表单加载失败',
  },
  age: {
    month: '{{n}} 个月',
    months: '{{n}} 个月',
    year: '{{n}} 岁',
    years: '{{n}} 岁',
    yearsMonths: '{{years}} {{months}}',
    span: '{{from}}–{{to}} 岁',
    spanMixed: '{{from}}–{{to}}',
  },
};
