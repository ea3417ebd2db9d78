export * from './theme/index.ts';
export * from './LoginForm/index.ts';
