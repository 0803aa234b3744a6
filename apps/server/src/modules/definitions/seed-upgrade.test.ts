// An installation seeded by an older version: each start brings the definitions nobody saved to
// this version's seed, and keeps the ones an admin saved as they were saved.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnDefinitions, formDefinitions, lovDefinitions } from './schema';
import { call, loginAs, useApi } from '../../../test/harness';
import { checkedSeeds, ensureConfiguration } from '../../setup/configuration';

const api = useApi({ env: { DEFINITION_EDITING: '1' } });
const formRow = async (name: string) => (await api.db.orm.select().from(formDefinitions).where(eq(formDefinitions.fromName, name)))[0]!;
const seededForm = (name: string) => checkedSeeds().forms.find((f) => f.from_name === name)!;

describe('seeded definitions on upgrade', () => {
  it('an unsaved form, column set and list are brought to the seed; an unchanged one is not rewritten', async () => {
    const form = seededForm('children_form');
    const older = { ...form, fromItem: form.fromItem.slice(0, 2) };
    const { from_name: _name, ...olderDocument } = older;
    await api.db.orm.update(formDefinitions).set({ document: olderDocument }).where(eq(formDefinitions.fromName, 'children_form'));
    const columns = checkedSeeds().columns[0]!;
    await api.db.orm.update(columnDefinitions).set({ document: { columns: [] } }).where(eq(columnDefinitions.columnsName, columns.columns_name));
    const lov = checkedSeeds().lovs[0]!;
    await api.db.orm.update(lovDefinitions).set({ document: { entries: [] } }).where(eq(lovDefinitions.lovName, lov.lovName));
    const untouched = await formRow('test_create_form');

    await ensureConfiguration(api.db.orm);

    expect((await formRow('children_form')).document).toMatchObject({ fromItem: form.fromItem });
    const [columnRow] = await api.db.orm.select().from(columnDefinitions).where(eq(columnDefinitions.columnsName, columns.columns_name));
    expect((columnRow!.document as { columns: unknown[] }).columns).toHaveLength(columns.columns.length);
    const [lovRow] = await api.db.orm.select().from(lovDefinitions).where(eq(lovDefinitions.lovName, lov.lovName));
    expect((lovRow!.document as { entries: unknown[] }).entries.length).toBeGreaterThan(0);
    expect((await formRow('test_create_form')).updatedAt).toEqual(untouched.updatedAt);
  });

  it('a form an admin saved stays as saved through later starts', async () => {
    const admin = await loginAs(api.app, 'admin');
    const form = seededForm('children_form');
    const edited = { ...form, id: (await formRow('children_form')).id, fromItem: form.fromItem.slice(0, 3) };
    const saved = await call(api.app, '/api/system/froms/update', { method: 'PUT', token: admin.token, body: edited });
    expect(saved.status).toBe(200);
    expect((await formRow('children_form')).followsSeed).toBe(false);

    await ensureConfiguration(api.db.orm);

    expect(((await formRow('children_form')).document as { fromItem: unknown[] }).fromItem).toHaveLength(3);
  });
});
