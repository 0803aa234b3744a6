import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { menu } from '../../../test/fixtures';
import { useLanguageForTest } from '../../../test/renderApp';
import { ModuleInfo } from './ModuleInfo';

beforeEach(() => useLanguageForTest('zh'));

describe('module info body', () => {
  it('without infoApi keeps the not-configured state', () => {
    expect(renderToString(<ModuleInfo menu={menu('plain', 'item')} infoId="1" menuList={[]} />)).toContain('page-not-configured');
    expect(renderToString(<ModuleInfo menu={undefined} infoId="1" menuList={[]} />)).toContain('page-not-configured');
  });

  it('with infoApi loads the record', () => {
    const withInfo = menu('kids', 'item', undefined, { operate: { infoApi: '/api/base/children/info', columns_name: 'children_columns' } });
    expect(renderToString(<ModuleInfo menu={withInfo} infoId="1" menuList={[]} />)).toContain('record-loading');
  });
});
