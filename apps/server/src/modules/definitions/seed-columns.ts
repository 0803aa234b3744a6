/** Column seeds get stable ids (md5 of the set and key), so they match across installations. */
import { createHash } from 'node:crypto';
import type { ColumnNode } from '@portal/shared';

export type ColumnSeed = Omit<ColumnNode, '_id' | 'children'> & { children?: ColumnSeed[] };

export function columnsOf(columnsName: string, nodes: ColumnSeed[]): ColumnNode[] {
  const column = (node: ColumnSeed): ColumnNode => {
    const _id = createHash('md5').update(`${columnsName}/${node.key}`).digest('hex');
    const { children, ...rest } = node;
    return children ? { ...rest, _id, children: children.map(column) } : { ...rest, _id };
  };
  return nodes.map(column);
}
