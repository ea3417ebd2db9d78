import type { Envelope } from '@erp/domain';
import { RESPONSE_CODES, httpStatusFor } from '@erp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import type { TokenSigner } from '../auth/token.ts';
import { checkAccess, loadSession, type Access, type AccessCache, type Session } from './access.ts';
import { AppError, failure } from './envelope.ts';
import { ValidationFailure } from './validation.ts';

export const API_ROOT = '/api/v1/';

export type Method = 'GET' | 'POST';
export type SessionHandler = (request: FastifyRequest, session: Session) => Promise<Envelope>;
export type PublicHandler = (request: FastifyRequest) => Promise<Envelope>;

/** Registers API routes: each checks its access before the handler runs and replies with the envelope. */
export class ApiRouter {
  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Executor,
    private readonly tokens: TokenSigner,
    /** Who may do what, kept in memory when the database notices every change (decision 0201). */
    private readonly accessCache?: AccessCache,
  ) {}

  public(method: Method, path: string, handler: PublicHandler): void {
    this.app.route({
      method,
      url: API_ROOT + path,
      handler: async (request, reply) => send(reply, await handler(request)),
    });
  }

  route(method: Method, path: string, access: Access, handler: SessionHandler): void {
    const names = access.kind === 'session' ? [] : access.aclNames;
    this.app.route({
      method,
      url: API_ROOT + path,
      handler: async (request, reply) => {
        const session = await loadSession(this.db, this.tokens, request, names, this.accessCache);
        checkAccess(session, access);
        return send(reply, await handler(request, session));
      },
    });
  }
}

function send(reply: FastifyReply, envelope: Envelope): Envelope {
  reply.code(httpStatusFor(envelope.responseCode));
  return envelope;
}

/** The client-side failures Fastify and its plugins raise, in the user's words. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        RESPONSE_CODES.FILE_REJECTED,
        'The file is too large, or too many files were sent.',
      );
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'This request needs a JSON body or a multipart form.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'The request is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(RESPONSE_CODES.PARAMETER_NOT_FOUND, 'The request has no data.');
    default:
      return new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'The request could not be read. Please check the data sent.',
      );
  }
}

/** One error reply for everything: the code and message a user understands, never a stack or SQL text. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFrameworkError(error);
    if (!known) {
      request.log.error({ err: error }, 'request failed');
      const internal = new AppError(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
      return reply.code(internal.httpStatus).send(failure(internal));
    }
    request.log.info({ code: known.code, reason: known.message }, 'request refused');
    const envelope = failure(known);
    if (known instanceof ValidationFailure) envelope.data = { issues: known.issues };
    return reply.code(known.httpStatus).send(envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    const missing = new AppError(
      RESPONSE_CODES.MODULE_NOT_FOUND,
      `There is no ${request.method} ${request.url.split('?')[0]}.`,
    );
    return reply.code(missing.httpStatus).send(failure(missing));
  });

  // Every envelope carries the request id its log lines carry.
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload && typeof payload === 'object' && 'responseCode' in payload) {
      return { ...payload, requestId: request.id };
    }
    return payload;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    if (request.url.startsWith(API_ROOT)) reply.header('cache-control', 'no-store');
  });
}
