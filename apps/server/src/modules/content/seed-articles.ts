/**
 * The content pages' menus and definitions: the admin table pages of news, help articles and
 * catalogue products (one seeded form, search and column set each, the kind fixed by the menu),
 * the help centre and the catalogue reader pages (portal components by url), and their lists of values.
 */
import { ARTICLE_CALLS, ARTICLE_MENUS, CATALOGUE_MENU, HELP_CENTER_MENU, type ArticleKind, type ColumnDefinition, type FlowDefinition, type FormDefinition, type FormItem, type LovDefinition } from '@portal/shared';
import { columnsOf, operations, required, saveButtons, searchProperty, tablePage, type ColumnSeed } from '../definitions';
import type { MenuSeed } from '../menus';

/** Portal pages (apps/portal modules/content) by these urls. */
export const HELP_CENTER_URL = '/help';
export const CATALOGUE_URL = '/catalogue';

const PAGES: Record<ArticleKind, { name: string; zh: string; en: string }> = {
  news: { name: 'news', zh: '新闻', en: 'News' },
  help: { name: 'help_article', zh: '帮助文章', en: 'Help articles' },
  product: { name: 'product', zh: '测评产品', en: 'Test products' },
};

export const ARTICLE_LOV_SEEDS: LovDefinition[] = [
  {
    lovName: 'article_status',
    description: '文章状态 / Article status',
    entries: [
      { value: 'published', content: '已发布', contentEn: 'Published' },
      { value: 'draft', content: '未发布', contentEn: 'Draft' },
    ],
  },
  {
    lovName: 'article_scope',
    description: '文章范围 / Article scope',
    entries: [
      { value: 'institution', content: '本机构', contentEn: 'This institution' },
      { value: 'global', content: '全部机构', contentEn: 'All institutions' },
    ],
  },
];

const text = (key: string, zh: string, en: string, max: number, col = 24, rules: FormItem['rules'] = []): FormItem => ({ showName: zh, showNameEn: en, keyName: key, input: { type: 'text', props: { maxLength: max } }, rules, extra: { col } });

function articleForm(kind: ArticleKind): FormDefinition {
  const page = PAGES[kind];
  const product = kind === 'product';
  return {
    from_name: `${page.name}_form`,
    description: `${page.zh}（新建、编辑） / ${page.en} (new, edit)`,
    property: saveButtons,
    fromItem: [
      text('name', product ? '产品名称' : '标题', product ? 'Product name' : 'Title', 100, 24, [required]),
      { showName: '语言', showNameEn: 'Language', keyName: 'locale', input: { type: 'radio', lovName: 'locale_type' }, rules: [required], extra: { col: 12 } },
      { showName: '发布', showNameEn: 'Published', keyName: 'published', input: { type: 'switch' }, extra: { col: 6 } },
      { showName: '排序', showNameEn: 'Order', keyName: 'sort', input: { type: 'number', props: { min: 0, max: 10000 } }, extra: { col: 6 } },
      { showName: '范围', showNameEn: 'Scope', keyName: 'scope', input: { type: 'radio', lovName: 'article_scope' }, extra: { col: 24, help: { zh: '新建时选择；全部机构的文章只有系统管理员可以发布和修改', en: 'Chosen when creating; articles for all institutions are published and changed by the system administrator only' } } },
      { showName: '摘要', showNameEn: 'Summary', keyName: 'summary', input: { type: 'textArea', props: { maxLength: 500, rows: 3 } }, extra: { col: 24 } },
      { showName: '封面', showNameEn: 'Cover', keyName: 'cover_url', input: { type: 'imageUpload' }, extra: { col: 12 } },
      ...(product
        ? [
            { showName: '视频', showNameEn: 'Video', keyName: 'video_url', input: { type: 'fileUpload' }, extra: { col: 12 } },
            { showName: '最小年龄（岁）', showNameEn: 'Minimum age (years)', keyName: 'min_age', input: { type: 'number', props: { min: 0, max: 18 } }, extra: { col: 8 } },
            { showName: '最大年龄（岁）', showNameEn: 'Maximum age (years)', keyName: 'max_age', input: { type: 'number', props: { min: 0, max: 18 } }, extra: { col: 8 } },
            { showName: '价格', showNameEn: 'Price', keyName: 'test_price', input: { type: 'number', props: { min: 0 } }, extra: { col: 8 } },
            { showName: '在 App 中展示', showNameEn: 'Shown in the app', keyName: 'for_collection_app', input: { type: 'switch' }, extra: { col: 12 } },
          ] satisfies FormItem[]
        : []),
      text('link_url', '链接', 'Link', 500),
      { showName: '正文', showNameEn: 'Content', keyName: 'content', input: { type: 'editor' }, extra: { col: 24 } },
    ],
  };
}

function articleSearch(kind: ArticleKind): FormDefinition {
  const page = PAGES[kind];
  return {
    from_name: `${page.name}_search`,
    description: `${page.zh}列表查询 / ${page.en} list search`,
    property: searchProperty,
    fromItem: [
      text('name', '标题', 'Title', 100, 8),
      { showName: '语言', showNameEn: 'Language', keyName: 'locale', input: { type: 'lov', lovName: 'locale_type' }, extra: { col: 8 } },
      { showName: '状态', showNameEn: 'Status', keyName: 'status', input: { type: 'lov', lovName: 'article_status' }, extra: { col: 8 } },
    ],
  };
}

function articleColumns(kind: ArticleKind): ColumnDefinition {
  const page = PAGES[kind];
  const product = kind === 'product';
  const nodes: ColumnSeed[] = [
    { key: 'cover_url', title: '封面', titleEn: 'Cover', dataIndex: 'cover_url', renderName: 'image', extra: { size: 40 }, width: 70 },
    { key: 'name', title: '标题', titleEn: 'Title', dataIndex: 'name', width: 260 },
    { key: 'locale', title: '语言', titleEn: 'Language', dataIndex: 'locale', renderName: 'lov', lovName: 'locale_type', width: 90 },
    { key: 'scope', title: '范围', titleEn: 'Scope', dataIndex: 'scope', renderName: 'lov', lovName: 'article_scope', width: 150 },
    { key: 'status', title: '状态', titleEn: 'Status', dataIndex: 'status', renderName: 'status', lovName: 'article_status', extra: { colors: { published: 'green', draft: 'default' } }, width: 90 },
    ...(product ? [{ key: 'ages', title: '适用年龄', titleEn: 'Ages', dataIndex: 'min_age', renderName: 'template', extra: { template: '{min_age}–{max_age}' }, width: 100 }] : []),
    { key: 'sort', title: '排序', titleEn: 'Order', dataIndex: 'sort', width: 70 },
    { key: 'updatedTime', title: '更新时间', titleEn: 'Updated', dataIndex: 'updatedTime', renderName: 'dateTime', width: 170 },
    operations(['edit', 'delete']),
  ];
  return {
    columns_name: `${page.name}_columns`,
    rowKey: '_id',
    description: `${page.zh}列表 / ${page.en}`,
    property: { scroll: { x: product ? 1160 : 1060 } },
    columns: columnsOf(`${page.name}_columns`, nodes),
  };
}

const KINDS: ArticleKind[] = ['news', 'help', 'product'];
export const ARTICLE_FORM_SEEDS: FormDefinition[] = KINDS.flatMap((k) => [articleForm(k), articleSearch(k)]);
export const ARTICLE_COLUMN_SEEDS: ColumnDefinition[] = KINDS.map(articleColumns);

/** The table page of one kind: its calls, the kind sent with every call; the server checks each write itself. */
const articlePage = (kind: ArticleKind): FlowDefinition => ({ ...tablePage(PAGES[kind].name, ARTICLE_CALLS, 860), fixedParams: { kind }, datasetAuth: false });

/** The content management group (under System) and the two reader pages. */
export const CONTENT_MGMT_MENU: MenuSeed = {
  id: 'content_mgmt',
  name: '内容管理',
  nameEn: 'Content',
  type: 'group',
  url: '/content-mgmt',
  children: [
    { id: ARTICLE_MENUS.news, name: '新闻管理', nameEn: 'News', type: 'item', url: '/content-mgmt/news', operate: articlePage('news') },
    { id: ARTICLE_MENUS.help, name: '帮助文章', nameEn: 'Help articles', type: 'item', url: '/content-mgmt/help', operate: articlePage('help') },
    { id: ARTICLE_MENUS.product, name: '测评产品管理', nameEn: 'Test products', type: 'item', url: '/content-mgmt/products', operate: articlePage('product') },
  ],
};
export const CONTENT_MGMT_MENU_IDS = ['content_mgmt', ...Object.values(ARTICLE_MENUS)];

export const HELP_CENTER_MENU_SEED: MenuSeed = { id: HELP_CENTER_MENU, name: '帮助中心', nameEn: 'Help centre', type: 'item', url: HELP_CENTER_URL, icon: 'QuestionCircleOutlined' };
export const CATALOGUE_MENU_SEED: MenuSeed = { id: CATALOGUE_MENU, name: '测评产品', nameEn: 'Test catalogue', type: 'item', url: CATALOGUE_URL, icon: 'AppstoreOutlined' };
