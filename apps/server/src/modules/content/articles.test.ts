/**
 * The content pages' calls on the demo database: the catalogue's shape and sample, the latest
 * news, the help centre, the admin pages' writes, institution scope, and rich text that never
 * comes back unsafe.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ARTICLE_CALLS as C, articleRow, catalogueList, newsItem, READER_CALLS as R } from '@portal/shared';
import { call, identityOf, loginAs, setLocale, switchIdentity, useApi } from '../../../test/harness';
import { pngBytes, uploadTo } from '../files/test-support';
import { contentArticles } from './schema';

const api = useApi();

const UNSAFE = '<p onclick="steal()">Hello <img src="/x.png" onerror="alert(1)"><a href="javascript:alert(2)">link</a><script>alert(3)</script><iframe src="https://evil.test/"></iframe><b>kept</b></p>';
const expectSafe = (html: string) => {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert/i);
  expect(html).toContain('<b>kept</b>');
};

describe('the catalogue of test products', () => {
  it('lists the six shipped products as the spec’s sample: items plus total_count, total_pages, current_page', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await call(api.app, R.catalogueList.path, { token: doctor.token });
    expect(res.status).toBe(200);
    const list = catalogueList.parse(res.body.data);
    expect(list).toMatchObject({ total_count: 6, total_pages: 1, current_page: 1 });
    expect(list.items.map((i) => i.name)).toEqual(['Dream-ITS', 'Dream-IT', 'Dream-S 2.0', 'Dream-C', 'SWAM', 'Ment']);
    expect(list.items.map((i) => `${i.min_age}-${i.max_age}`)).toEqual(['0-3', '0-3', '3-8', '3-8', '2-10', '0-4']);
    expect(list.items.every((i) => i.for_collection_app && i.test_price === 73 && i.cover_url?.startsWith('/oss/content/'))).toBe(true);
    expect(list.items.map((i) => i.summary).join(' ')).toMatch(/5–7 分钟.*40–60 分钟.*10 分钟.*60 分钟.*10–15 分钟/);
    expect(list.items[5]!.video_url).toBe('/oss/content/sample-video.mp4');
  });

  it('pages, follows the reader’s language and serves the covers and the video without login', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const second = catalogueList.parse((await call(api.app, R.catalogueList.path, { token: doctor.token, query: { current: '2', pageSize: '4' } })).body.data);
    expect(second).toMatchObject({ total_count: 6, total_pages: 2, current_page: 2 });
    expect(second.items.map((i) => i.name)).toEqual(['SWAM', 'Ment']);

    const teacher = await loginAs(api.app, 'teacher');
    await setLocale(api.app, teacher.token, 'en');
    const en = catalogueList.parse((await call(api.app, R.catalogueList.path, { token: teacher.token })).body.data);
    expect(en.total_count).toBe(6);
    expect(en.items[1]!.summary).toMatch(/about 40–60 minutes/);

    const cover = await api.app.inject({ method: 'GET', url: en.items[0]!.cover_url! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    const video = await api.app.inject({ method: 'GET', url: en.items[5]!.video_url! });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toMatch(/video\/mp4/);
    // A path out of the folder is refused by the name rule (400), never served.
    expect((await api.app.inject({ method: 'GET', url: '/oss/content/..%2Fdemo%2Fwelcome.mp4' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'GET', url: '/oss/content/missing.png' })).statusCode).toBe(404);
  });

  it('gives one product’s detail, and 404 for an unknown or malformed id', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const [first] = catalogueList.parse((await call(api.app, R.catalogueList.path, { token: doctor.token })).body.data).items;
    const info = await call(api.app, R.catalogueInfo.path, { token: doctor.token, query: { _id: first!._id } });
    expect(info.status).toBe(200);
    expect(info.body.data).toMatchObject({ _id: first!._id, name: 'Dream-ITS', min_age: 0, max_age: 3, __v: 0, for_collection_app: true });
    expect(info.body.data.content).toContain('<li>');
    expect((await call(api.app, R.catalogueInfo.path, { token: doctor.token, query: { _id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(api.app, R.catalogueInfo.path, { token: doctor.token, query: { _id: 'nope' } })).status).toBe(404);
    expect((await call(api.app, R.catalogueList.path)).status).toBe(401);
  });
});

describe('the latest news and the help centre', () => {
  it('lists the published news newest first in the reader’s language, and reads one with its content', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const res = await call(api.app, R.newsList.path, { token: doctor.token });
    expect(res.status).toBe(200);
    const items = newsItem.array().parse(res.body.data);
    expect(res.body).toMatchObject({ total: 4, current: 1 });
    expect(items[0]!.name).toBe('婴幼儿语言早筛周：扫码即可参与');
    expect(items.every((i) => i.cover_url?.startsWith('/oss/content/news-'))).toBe(true);
    const read = await call(api.app, R.read.path, { token: doctor.token, query: { _id: items[0]!._id } });
    expect(read.body.data).toMatchObject({ kind: 'news', name: items[0]!.name });
    expect(read.body.data.content).toContain('Dream-ITS');

    await setLocale(api.app, doctor.token, 'en');
    const en = newsItem.array().parse((await call(api.app, R.newsList.path, { token: doctor.token })).body.data);
    expect(en.map((i) => i.name)).toContain('New Dream-IT report version released');
  });

  it('lists the help articles in order and searches them by title', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await setLocale(api.app, doctor.token, 'zh');
    const all = await call(api.app, R.helpList.path, { token: doctor.token });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(10);
    expect(all.body.data[0].name).toBe('登录并选择身份');
    const found = await call(api.app, R.helpList.path, { token: doctor.token, query: { name: '报告' } });
    expect(found.body.data.map((a: { name: string }) => a.name)).toEqual(['阅读和管理报告']);
    // Literal search: '%' matches nothing rather than everything.
    expect((await call(api.app, R.helpList.path, { token: doctor.token, query: { name: '%' } })).body.total).toBe(0);
    const article = await call(api.app, R.read.path, { token: doctor.token, query: { _id: found.body.data[0]._id } });
    expect(article.body.data.content).toContain('重新生成');
  });
});

describe('the admin pages of news, help and products', () => {
  it('adds, publishes, edits and deletes an institution’s article; its rich text is sanitised on write and on read', async () => {
    const admin = await loginAs(api.app, 'admin');
    const add = await call(api.app, C.add.path, { token: admin.token, body: { kind: 'news', locale: 'zh', name: '本院讲座', summary: '周六上午', content: UNSAFE, link_url: 'https://example.org/talk' } });
    expect(add.status).toBe(200);
    const row = articleRow.parse(add.body.data);
    expect(row).toMatchObject({ scope: 'institution', published: false, status: 'draft', editable: true });
    expectSafe(row.content!);
    const [stored] = await api.db.orm.select().from(contentArticles).where(eq(contentArticles.id, row._id));
    expectSafe(stored!.content);

    // A draft is not read by staff; once published it is.
    expect((await call(api.app, R.read.path, { token: admin.token, query: { _id: row._id } })).status).toBe(404);
    const published = await call(api.app, C.update.path, { method: 'PUT', token: admin.token, body: { _id: row._id, published: true, content: `${UNSAFE}<p>更新</p>` } });
    expect(published.body.data).toMatchObject({ status: 'published' });
    const read = await call(api.app, R.read.path, { token: admin.token, query: { _id: row._id } });
    expectSafe(read.body.data.content);
    expect(read.body.data.content).toContain('更新');
    expect((await call(api.app, R.newsList.path, { token: admin.token })).body.data[0]).toMatchObject({ _id: row._id, has_content: true });

    const listed = await call(api.app, C.list.path, { token: admin.token, query: { kind: 'news', name: '讲座', status: 'published' } });
    expect(listed.body.data.map((r: { _id: string }) => r._id)).toEqual([row._id]);

    const deleted = await call(api.app, C.delete.path, { method: 'DELETE', token: admin.token, body: { _id: row._id } });
    expect(deleted.body.data).toEqual({ deleted: 1 });
    expect((await call(api.app, C.info.path, { token: admin.token, query: { _id: row._id } })).status).toBe(404);
  });

  it('makes a row stored unsafe (before a sanitiser change) safe when it is read', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    const [inserted] = await api.db.orm.insert(contentArticles).values({ kind: 'news', locale: 'zh', name: '旧文章', content: UNSAFE, published: true }).returning();
    const read = await call(api.app, R.read.path, { token: doctor.token, query: { _id: inserted!.id } });
    expect(read.status).toBe(200);
    expectSafe(read.body.data.content);
    await api.db.orm.delete(contentArticles).where(eq(contentArticles.id, inserted!.id));
  });

  it('lets only the product administrator change a global article; others get a translated refusal and nothing changes', async () => {
    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Institution administrator'));
    await setLocale(api.app, doctor.token, 'en');
    const help = await call(api.app, C.list.path, { token: doctor.token, query: { kind: 'help', locale: 'en', name: 'Add a child' } });
    const globalRow = articleRow.parse(help.body.data[0]);
    expect(globalRow).toMatchObject({ scope: 'global', editable: false });

    const refused = await call(api.app, C.update.path, { method: 'PUT', token: doctor.token, body: { _id: globalRow._id, name: 'Changed' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This article is published by the product for every institution; only the system administrator can change it');
    expect((await call(api.app, C.delete.path, { method: 'DELETE', token: doctor.token, body: { _id: globalRow._id } })).status).toBe(403);
    const asGlobal = await call(api.app, C.add.path, { token: doctor.token, body: { kind: 'help', locale: 'en', name: 'Mine for all', scope: 'global' } });
    expect(asGlobal.status).toBe(403);

    const admin = await loginAs(api.app, 'admin');
    const edited = await call(api.app, C.update.path, { method: 'PUT', token: admin.token, body: { _id: globalRow._id, summary: 'Edited by the administrator' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Add a child', summary: 'Edited by the administrator', editable: true });
  });

  it('keeps another institution’s article out of reach: 404 on every read and write, nothing changed', async () => {
    const admin = await loginAs(api.app, 'admin'); // institution A, system administrator
    const own = articleRow.parse((await call(api.app, C.add.path, { token: admin.token, body: { kind: 'help', locale: 'zh', name: 'A 机构内部指引', published: true } })).body.data);

    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other')); // institution B
    expect((await call(api.app, R.read.path, { token: doctor.token, query: { _id: own._id } })).status).toBe(404);
    expect((await call(api.app, R.helpList.path, { token: doctor.token, query: { name: 'A 机构' } })).body.total).toBe(0);

    const adminB = await loginAs(api.app, 'admin');
    await switchIdentity(api.app, adminB.token, identityOf(adminB, 'Institution administrator', 'other'));
    expect((await call(api.app, C.info.path, { token: adminB.token, query: { _id: own._id } })).status).toBe(404);
    expect((await call(api.app, C.update.path, { method: 'PUT', token: adminB.token, body: { _id: own._id, name: '改掉' } })).status).toBe(404);
    expect((await call(api.app, C.delete.path, { method: 'DELETE', token: adminB.token, body: { _id: own._id } })).status).toBe(404);
    const [stored] = await api.db.orm.select().from(contentArticles).where(eq(contentArticles.id, own._id));
    expect(stored).toMatchObject({ name: 'A 机构内部指引', deletedAt: null });
  });

  it('shows an uploaded cover of a global article to every institution, through the article only', async () => {
    const admin = await loginAs(api.app, 'admin');
    await switchIdentity(api.app, admin.token, identityOf(admin, 'System administrator')); // institution A
    const png = pngBytes(4, 3);
    const uploaded = await uploadTo(api.app, admin.token, [{ filename: 'cover.png', content: png, type: 'image/png' }]);
    const coverPath: string = uploaded.body.data.file_path;
    const global = articleRow.parse((await call(api.app, C.add.path, { token: admin.token, body: { kind: 'news', locale: 'zh', name: '全院通知', scope: 'global', cover_url: coverPath, published: true } })).body.data);
    expect(global.cover_url).toBe(coverPath);

    const doctor = await loginAs(api.app, 'doctor');
    await switchIdentity(api.app, doctor.token, identityOf(doctor, 'Clinician', 'other')); // institution B
    await setLocale(api.app, doctor.token, 'zh');
    const listed = newsItem.array().parse((await call(api.app, R.newsList.path, { token: doctor.token })).body.data).find((n) => n._id === global._id)!;
    expect(listed.cover_url).toBe(`/api/content/article/media/${global._id}/cover`);
    // The file itself is institution A's: B reads it only through the article.
    expect((await api.app.inject({ method: 'GET', url: coverPath, headers: { token: doctor.token } })).statusCode).toBe(404);
    const cover = await api.app.inject({ method: 'GET', url: listed.cover_url!, headers: { token: doctor.token } });
    expect(cover.statusCode).toBe(200);
    expect(cover.rawPayload.equals(png)).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: listed.cover_url! })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: `/api/content/article/media/${global._id}/video`, headers: { token: doctor.token } })).statusCode).toBe(404);

    // An institution's own article with that cover: another institution gets 404.
    const own = articleRow.parse((await call(api.app, C.add.path, { token: admin.token, body: { kind: 'news', locale: 'zh', name: 'A 院内', cover_url: coverPath, published: true } })).body.data);
    expect((await api.app.inject({ method: 'GET', url: `/api/content/article/media/${own._id}/cover`, headers: { token: doctor.token } })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: `/api/content/article/media/${own._id}/cover`, headers: { token: admin.token } })).statusCode).toBe(200);
    for (const id of [global._id, own._id]) await call(api.app, C.delete.path, { method: 'DELETE', token: admin.token, body: { _id: id } });
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const admin = await loginAs(api.app, 'admin');
    await setLocale(api.app, admin.token, 'en');
    const before = (await api.db.orm.select().from(contentArticles)).length;
    const bad = [
      { kind: 'news', locale: 'zh', name: '' },
      { kind: 'news', locale: 'zh', name: 'x', link_url: 'javascript:alert(1)' },
      { kind: 'news', locale: 'zh', name: 'x', cover_url: 'https://evil.test/a.png' },
      { kind: 'poster', locale: 'zh', name: 'x' },
      { kind: 'news', locale: 'fr', name: 'x' },
    ];
    for (const body of bad) {
      const res = await call(api.app, C.add.path, { token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^Invalid input/);
    }
    const ages = await call(api.app, C.add.path, { token: admin.token, body: { kind: 'product', locale: 'en', name: 'Backwards', min_age: 8, max_age: 3 } });
    expect(ages.status).toBe(400);
    expect(ages.body.message).toBe('The minimum age cannot be greater than the maximum age');
    const missingFile = await call(api.app, C.add.path, { token: admin.token, body: { kind: 'news', locale: 'en', name: 'x', cover_url: '/api/system/file/raw/00000000-0000-4000-8000-000000000000' } });
    expect(missingFile.status).toBe(400);
    expect(missingFile.body.message).toBe('The cover or video file was not found; please upload it again');
    expect((await api.db.orm.select().from(contentArticles)).length).toBe(before);
  });

  it('needs the page’s menu: a teacher may read the help centre but not manage articles', async () => {
    const teacher = await loginAs(api.app, 'teacher');
    expect((await call(api.app, R.helpList.path, { token: teacher.token })).status).toBe(200);
    for (const kind of ['news', 'help', 'product']) {
      const res = await call(api.app, C.list.path, { token: teacher.token, query: { kind } });
      expect(res.status).toBe(403);
    }
    expect((await call(api.app, C.add.path, { token: teacher.token, body: { kind: 'news', locale: 'zh', name: 'x' } })).status).toBe(403);
  });
});
