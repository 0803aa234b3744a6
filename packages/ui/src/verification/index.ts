/** Phone and e-mail verification codes: logic, hook and texts, no antd. */
export * from './controller';
export * from './api';
export * from './useVerificationCode';
export * from './texts';
