/** The management calls' shared shapes; the helpers in fields.ts stay inside the package. */
export { MANAGEMENT_PAGE_SIZE_MAX, deleteByIdBody, deletedResult, idQuery } from './fields';
