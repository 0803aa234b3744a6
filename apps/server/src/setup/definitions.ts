/**
 * Every domain's seeded definitions (lists of values, forms, column sets) in one list each: product
 * configuration, not demo data; `configuration.ts` adds whichever are missing at every start.
 */
import type { ColumnDefinition, FormDefinition, LovDefinition } from '@portal/shared';
import { AUDIT_COLUMN_SEEDS, AUDIT_FORM_SEEDS, AUDIT_LOV_SEEDS } from '../modules/audit';
import { ARTICLE_COLUMN_SEEDS, ARTICLE_FORM_SEEDS, ARTICLE_LOV_SEEDS } from '../modules/content';
import { CHILDREN_COLUMN_SEEDS, CHILDREN_FORM_SEEDS, CHILDREN_LOV_SEEDS, FLOW_FORM_SEEDS } from '../modules/children';
import { COMPASS_COLUMN_SEEDS, COMPASS_FORM_SEEDS, COMPASS_LOV_SEEDS } from '../modules/compass';
import { INSTITUTION_COLUMN_SEEDS, INSTITUTION_FORM_SEEDS } from '../modules/institutions';
import { REPORT_COLUMN_SEEDS, REPORT_FORM_SEEDS } from '../modules/reports';
import { ROLE_COLUMN_SEEDS, ROLE_FORM_SEEDS } from '../modules/roles';
import { STAFF_COLUMN_SEEDS, STAFF_FORM_SEEDS, STAFF_LOV_SEEDS } from '../modules/staff';
import { PARENT_FORM_SEEDS, PARENT_LOV_SEEDS, TEST_COLUMN_SEEDS, TEST_FORM_SEEDS, TEST_LOV_SEEDS, TESTING_COLUMN_SEEDS, TESTING_FORM_SEEDS } from '../modules/testing';
import { TOOL_COLUMN_SEEDS, TOOL_FORM_SEEDS, TOOL_LOV_SEEDS } from '../modules/tools';
import { TRAINING_COLUMN_SEEDS, TRAINING_FORM_SEEDS, TRAINING_LOV_SEEDS } from '../modules/training';
import { SCREENING_COLUMN_SEEDS, SCREENING_FORM_SEEDS, SCREENING_LOV_SEEDS } from '../modules/screening';

export const LOV_SEEDS: LovDefinition[] = [
  ...CHILDREN_LOV_SEEDS,
  ...TOOL_LOV_SEEDS,
  ...STAFF_LOV_SEEDS,
  ...TEST_LOV_SEEDS,
  ...PARENT_LOV_SEEDS,
  ...COMPASS_LOV_SEEDS,
  ...TRAINING_LOV_SEEDS,
  ...ARTICLE_LOV_SEEDS,
  ...SCREENING_LOV_SEEDS,
  ...AUDIT_LOV_SEEDS,
];

export const FORM_SEEDS: FormDefinition[] = [
  ...CHILDREN_FORM_SEEDS,
  ...FLOW_FORM_SEEDS,
  ...INSTITUTION_FORM_SEEDS,
  ...TOOL_FORM_SEEDS,
  ...STAFF_FORM_SEEDS,
  ...ROLE_FORM_SEEDS,
  ...TEST_FORM_SEEDS,
  ...REPORT_FORM_SEEDS,
  ...PARENT_FORM_SEEDS,
  ...TESTING_FORM_SEEDS,
  ...COMPASS_FORM_SEEDS,
  ...TRAINING_FORM_SEEDS,
  ...ARTICLE_FORM_SEEDS,
  ...SCREENING_FORM_SEEDS,
  ...AUDIT_FORM_SEEDS,
];

export const COLUMN_SEEDS: ColumnDefinition[] = [
  ...CHILDREN_COLUMN_SEEDS,
  ...INSTITUTION_COLUMN_SEEDS,
  ...TOOL_COLUMN_SEEDS,
  ...STAFF_COLUMN_SEEDS,
  ...ROLE_COLUMN_SEEDS,
  ...TEST_COLUMN_SEEDS,
  ...REPORT_COLUMN_SEEDS,
  ...TESTING_COLUMN_SEEDS,
  ...COMPASS_COLUMN_SEEDS,
  ...TRAINING_COLUMN_SEEDS,
  ...ARTICLE_COLUMN_SEEDS,
  ...SCREENING_COLUMN_SEEDS,
  ...AUDIT_COLUMN_SEEDS,
];
