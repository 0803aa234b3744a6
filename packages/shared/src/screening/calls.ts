/** The early-screening calls' contracts (method, path, schemas), used by the server and the portal. */
import { z } from 'zod';
import { defineCall } from '../contract';
import {
  earlyCounters,
  earlyCreateBody,
  earlyInfo,
  earlyInfoQuery,
  earlyLanguageBody,
  earlyListQuery,
  earlyMessage,
  earlyQrAnswer,
  earlyQrBody,
  earlyRecord,
  earlyRunAnswer,
  earlyRunQuery,
  earlyUpdateBody,
  messageAddBody,
  rescreenCount,
  screeningSettings,
  screeningSettingsBody,
} from './api';
import { SCREENING_PATHS as P } from './paths';

export const SCREENING_CALLS = {
  list: defineCall({ method: 'GET', path: P.list, query: earlyListQuery, result: z.array(earlyRecord), page: true }),
  create: defineCall({ method: 'POST', path: P.create, body: earlyCreateBody, result: earlyRecord }),
  info: defineCall({ method: 'GET', path: P.info, query: earlyInfoQuery, result: earlyInfo }),
  update: defineCall({ method: 'POST', path: P.update, body: earlyUpdateBody, result: earlyRecord }),
  qrcode: defineCall({ method: 'POST', path: P.qrcode, body: earlyQrBody, result: earlyQrAnswer }),
  languageCreate: defineCall({ method: 'POST', path: P.languageCreate, body: earlyLanguageBody, result: earlyRecord }),
  messageAdd: defineCall({ method: 'POST', path: P.messageAdd, body: messageAddBody, result: earlyMessage }),
  run: defineCall({ method: 'GET', path: P.run, query: earlyRunQuery, result: earlyRunAnswer }),
  counters: defineCall({ method: 'GET', path: P.counters, result: earlyCounters }),
  rescreenCount: defineCall({ method: 'GET', path: P.rescreenCount, result: rescreenCount }),
  settings: defineCall({ method: 'GET', path: P.settings, result: screeningSettings }),
  settingsUpdate: defineCall({ method: 'POST', path: P.settings, body: screeningSettingsBody, result: screeningSettings }),
};
