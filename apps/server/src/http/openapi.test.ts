import { describe, expect, it } from 'vitest';
import { DATASET_ACTIONS } from '@portal/shared';
import { useApi } from '../../test/harness';

const api = useApi();

describe('GET /api/openapi.json', () => {
  it('lists every API path with its method, generated from the zod schemas', async () => {
    const res = await api.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const methods = Object.fromEntries(Object.entries(doc.paths as Record<string, object>).map(([p, ops]) => [p, Object.keys(ops).sort()]));
    expect(methods).toEqual({
      '/api/base/user/login': ['post'],
      '/api/base/user/realodToken': ['post'],
      '/api/base/user/loginOut': ['post'],
      '/api/base/user/edit': ['put'],
      '/api/base/user/info': ['get'],
      '/api/base/user/change/pwd': ['post'],
      '/api/system/menu/infoTree': ['get'],
      '/api/system/menu/info': ['get'],
      '/api/system/menu/edit': ['post'],
      '/api/system/menu/allTree': ['get'],
      '/api/system/menu/add': ['post'],
      '/api/system/menu/move': ['post'],
      '/api/system/menu/delete': ['delete'],
      '/api/system/dev/status': ['get'],
      '/api/system/role/menus': ['get', 'put'],
      '/api/base/insTools/user/list': ['get'],
      '/api/base/insToolsExpansion/info': ['get'],
      '/api/system/froms/netInfo': ['get'],
      '/api/system/froms/update': ['put'],
      '/api/system/colums/netInfo': ['get'],
      '/api/system/colums/update': ['put'],
      '/api/system/lov/multiple': ['post'],
      '/api/system/lov/netInfo': ['get'],
      '/api/system/lov/selfcreate': ['post'],
      '/api/base/children/list': ['get'],
      '/api/base/children/info': ['get'],
      '/api/base/children/add': ['post'],
      '/api/base/children/update': ['put'],
      '/api/base/children/delete': ['delete'],
      '/dataset/isAuth': ['get'],
      '/api/general/upload/file': ['post'],
      '/api/general/upload/wangeditor/File': ['post'],
      '/api/system/file/info': ['get'],
      '/api/system/file/list': ['get'],
      '/api/system/file/update': ['put'],
      '/api/system/file/raw/{id}': ['get'],
      '/api/system/file/download/{id}': ['get'],
      '/resource/file/{id}': ['get'],
      '/resource/once/{onceId}': ['get'],
      '/resource/qr-background/default.png': ['get'],
      '/api/general/richtext/sanitize': ['post'],
      '/api/language/video_transcode_status': ['post'],
      '/api/base/tests/list': ['get'],
      '/api/dream/report/list': ['get'],
      '/api/compass/list': ['get'],
      '/api/compass/add': ['post'],
      '/api/compass/info': ['get'],
      '/api/compass/update': ['put'],
      '/api/compass/close': ['put'],
      '/api/compass/delete': ['delete', 'post'],
      '/api/compass/report': ['post'],
      '/api/dream/test/search': ['get'],
      '/api/dream/report/info': ['post'],
      '/api/children/summary/report': ['get'],
      '/api/base/wjx/config/info': ['get'],
      '/api/base/wjx/config/update': ['post'],
      '/api/base/tests/create': ['post'],
      '/api/base/tests/detail': ['get'],
      '/api/base/tests/comments': ['put'],
      '/api/base/tests/events': ['get'],
      '/api/base/dreamits/info': ['get'],
      '/api/base/dreamits/sync': ['post'],
      '/api/base/dreamits/reload/report': ['post'],
      '/api/base/dreamit/v2/info': ['get'],
      '/api/base/dreamit/v2/begin/test': ['post'],
      '/api/base/dreamit/v2/sync': ['post'],
      '/api/base/dreamit/v2/temporary': ['get'],
      '/api/base/temporary/verification': ['get'],
      '/api/base/dreamit/v2/temporary/info': ['get'],
      '/api/base/dreamit/v2/parents/info': ['get'],
      '/api/base/dreamit/v2/info/temporary/additional': ['post'],
      '/api/base/dreamit/v2/temporary/sync': ['post'],
      '/api/base/temporary/failure': ['post'],
      '/api/base/children/extra/info': ['get'],
      '/api/base/children/extra/update': ['post'],
      '/api/base/insTools/status': ['get'],
      '/api/general/phone/send': ['post'],
      '/api/general/phone/verification': ['post'],
      '/api/general/email/send': ['post'],
      '/api/general/code/verification': ['post'],
      '/api/system/lottie/select': ['get'],
      '/api/version': ['get'],
      '/oss/{type}/operating-guide.mp3': ['get'],
      '/oss/{type}/questions/{file}': ['get'],
      '/api/base/dreams/report': ['get'],
      '/api/base/dreamc/v2/report': ['get'],
      '/api/base/dreamits/report': ['get'],
      '/api/base/dreamit/v2/report': ['get'],
      '/api/base/spp/a/report': ['get'],
      '/api/swam/t/report': ['get'],
      '/api/dream/swam/v2/report': ['get'],
      '/api/swam/s/report': ['get'],
      '/api/swam/c/ai/report': ['get'],
      '/api/base/institution/list': ['get'],
      '/api/base/institution/info': ['get'],
      '/api/base/institution/add': ['post'],
      '/api/base/institution/update': ['put'],
      '/api/base/institution/delete': ['delete'],
      '/api/base/institution/tools/list': ['get'],
      '/api/base/institution/tools/info': ['get'],
      '/api/base/institution/tools/add': ['post'],
      '/api/base/institution/tools/update': ['put'],
      '/api/base/institution/authorization/list': ['get'],
      '/api/base/institution/authorization/info': ['get'],
      '/api/base/institution/authorization/add': ['post'],
      '/api/base/institution/authorization/update': ['put'],
      '/api/base/users/list': ['get'],
      '/api/base/users/info': ['get'],
      '/api/base/users/add': ['post'],
      '/api/base/users/update': ['put'],
      '/api/base/users/delete': ['delete'],
      '/api/base/role/list': ['get'],
      '/api/base/role/options': ['get'],
      '/api/base/role/info': ['get'],
      '/api/base/role/add': ['post'],
      '/api/base/role/update': ['put'],
      '/api/base/role/delete': ['delete'],
    });
    const list = doc.paths['/api/base/children/list'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['current', 'pageSize', 'name', 'children_code', 'gender', 'birthday_from', 'birthday_to', 'phone']);
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['data', 'total', 'current', 'pageSize']));
    const isAuth = doc.paths['/dataset/isAuth'].get;
    expect(isAuth.parameters.find((p: { name: string }) => p.name === 'action').schema.enum).toEqual([...DATASET_ACTIONS]);
    const login = doc.paths['/api/base/user/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(login.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
    const info = doc.paths['/api/base/user/info'].get;
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    expect(info.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual(['query:_id']);
  });
});
