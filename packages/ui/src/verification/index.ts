/** Phone and e-mail verification codes (test-and-training §4, §5): logic, hook and texts, no antd. */
export * from './controller';
export * from './api';
export * from './useVerificationCode';
export * from './texts';
