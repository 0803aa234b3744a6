/** The child a children-page row action was opened on (the flow hands the clicked row, or a list of one). */
export interface ChildRow {
  id: string;
  name: string;
  code: string;
}

export function childOf(data: unknown): ChildRow {
  const first: unknown = Array.isArray(data) ? data[0] : data;
  const row = first !== null && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { id: text(row._id), name: text(row.name), code: text(row.children_code) };
}

/** The clinician's typed confirmation matches the child's name (surrounding spaces aside). */
export function nameConfirms(typed: string, name: string): boolean {
  return name.trim() !== '' && typed.trim() === name.trim();
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
