/** Chinese texts of the content pages: the latest news, the help centre and the catalogue of test products. */
export const contentZh = {
  news: {
    title: '最新资讯',
    empty: '暂无资讯',
    openLink: '在新窗口打开',
    loadFailed: '资讯加载失败',
  },
  help: {
    searchPlaceholder: '按标题搜索帮助文章',
    empty: '没有找到相关的帮助文章',
    back: '返回帮助中心',
    updated: '更新于 {{date}}',
    loadFailed: '帮助文章加载失败',
  },
  catalogue: {
    ages: '适用年龄：{{min}}–{{max}} 岁',
    price: '价格：{{price}}',
    details: '查看详情',
    back: '返回测评产品',
    video: '介绍视频',
    link: '了解更多',
    empty: '暂无测评产品',
    loadFailed: '测评产品加载失败',
  },
  article: {
    notFound: '文章不存在或已下线',
  },
};
