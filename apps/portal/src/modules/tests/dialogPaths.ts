/**
 * The dialog component paths the seeded test-list actions name
 * (apps/server/src/db/seed-testing-menus.ts TEST_DIALOGS): the contract between that
 * configuration and the components registered here.
 */
export const TEST_DIALOGS = {
  create: 'tests/create',
  created: 'tests/created',
  qrcode: 'tests/qrcode',
  detail: 'tests/detail',
} as const;
