export { ApiError, unwrapData, type Envelope } from './client/envelope.ts';
