import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Envelope } from '@erp/domain';
import { IDEMPOTENCY, READ_LIMIT_MS, RESPONSE_CODES, httpStatusFor, readTooLongMessage } from '@erp/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { withReadDeadline } from '../db/deadline.ts';
import { SQLSTATE, busyFailure, dataFailure, databaseFailure } from '../db/errors.ts';
import type { Sessions } from '../auth/sessions.ts';
import type { AccessCache, Session } from '../auth/access.ts';
import { checkAccess, loadSession, type Access } from './access.ts';
import type { Caller, Language } from '../core/caller.ts';
import { AppError } from '../core/errors.ts';
import { failure, headersOf, statusOf } from './envelope.ts';
import { WriteKeys, answered, type Answer } from './idempotency.ts';
import { JSON_BODY_LIMIT, megabytes } from './input.ts';

export const API_ROOT = '/api/v1/';

export type Method = 'GET' | 'POST' | 'PUT';
export type SessionHandler = (request: FastifyRequest, session: Session) => Promise<Envelope>;
export type PublicHandler = (request: FastifyRequest) => Promise<Envelope>;

/**
 * A file a call answers with instead of the envelope: its type, the name it downloads as, its bytes or
 * a stream of them (an export, decision 0840: no length is known before the end).
 */
export interface FileReply {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
}
export type FileHandler = (request: FastifyRequest, session: Session) => Promise<FileReply>;

/**
 * Registers API routes: each checks its access before the handler runs and replies with the envelope; a
 * write (every call but a GET) sent with an Idempotency-Key is done once for it (decision 2290).
 */
export class ApiRouter {
  private readonly keys: WriteKeys;

  constructor(
    private readonly app: FastifyInstance,
    private readonly db: Executor,
    private readonly sessions: Sessions,
    /** Who may do what, kept in memory when the database notices every change (decision 0201). */
    private readonly accessCache?: AccessCache,
    /** Whether a system config switch is YES for the caller's organisation (decision 1233). */
    private readonly featureOn: (caller: Caller, key: string) => Promise<boolean> = () =>
      Promise.resolve(true),
    /** How long a route of `read` access may run before it is answered as stopped (decision 1901). */
    private readonly readLimitMs: number = READ_LIMIT_MS,
    /** The language a call's `Accept-Language` asks for (decision 2090), kept in its caller. */
    private readonly languageOf: (acceptLanguage: string | undefined) => Language = () => 'en',
    /** The clock a write's key is kept by (tests move it). */
    clock: () => number = Date.now,
  ) {
    this.keys = new WriteKeys(db, answerOf, clock);
  }

  public(method: Method, path: string, handler: PublicHandler): void {
    this.app.route({
      method,
      url: API_ROOT + path,
      handler: async (request, reply) => send(reply, await handler(request)),
    });
  }

  route(method: Method, path: string, access: Access, handler: SessionHandler): void {
    this.app.route({
      method,
      url: API_ROOT + path,
      handler: async (request, reply) => {
        const answer = await this.limited(access, async (): Promise<Answer> => {
          const session = await this.session(request, access);
          if (method === 'GET') return answered(await handler(request, session));
          return this.keys.answer(request, session.caller, () => handler(request, session));
        });
        if (answer.again) reply.header(IDEMPOTENCY.REPLAYED_HEADER, 'true');
        reply.code(answer.status);
        return answer.envelope;
      },
    });
  }

  /** A call that answers with a file to download (a refusal still answers in the envelope). */
  file(method: Method, path: string, access: Access, handler: FileHandler): void {
    this.app.route({
      method,
      url: API_ROOT + path,
      handler: async (request, reply) => {
        const file = await handler(request, await this.session(request, access));
        if (Buffer.isBuffer(file.body)) reply.header('content-length', file.body.length);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', disposition('attachment', file.fileName))
          .send(file.body);
      },
    });
  }

  /**
   * A screen's read (a route of `read` access answering the envelope: a list, picker, report or dashboard)
   * answered within the read limit (decision 1901): past it the caller is told in words, and statements of
   * it not yet started never start. PGlite cannot stop the statement under way; it runs to its end
   * unanswered. A file (an export streamed page by page, a print) is not limited: it may take its time.
   */
  private limited<T>(access: Access, work: () => Promise<T>): Promise<T> {
    if (access.kind !== 'read') return work();
    const tooLong = (): AppError =>
      new AppError(RESPONSE_CODES.READ_TOO_LONG, readTooLongMessage(this.readLimitMs));
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(tooLong()), this.readLimitMs);
    });
    const answered = withReadDeadline(Date.now() + this.readLimitMs, work).catch((error: unknown) => {
      // A statement refused for starting past the deadline, or PostgreSQL's statement timeout.
      throw databaseFailure(error)?.code === SQLSTATE.QUERY_CANCELED ? tooLong() : error;
    });
    return Promise.race([answered, stopped]).finally(() => clearTimeout(timer));
  }

  private async session(request: FastifyRequest, access: Access): Promise<Session> {
    const names = access.kind === 'session' ? [] : access.aclNames;
    const session = await loadSession(this.db, this.sessions, request, names, this.accessCache);
    checkAccess(session, access);
    // A flow switched off refuses its calls once the caller may make them (decision 1233).
    if (
      access.kind !== 'session' &&
      access.feature &&
      !(await this.featureOn(session.caller, access.feature.key))
    )
      throw new AppError(RESPONSE_CODES.IN_USE, access.feature.message);
    return {
      ...session,
      caller: { ...session.caller, language: this.languageOf(request.headers['accept-language']) },
    };
  }
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function send(reply: FastifyReply, envelope: Envelope): Envelope {
  reply.code(httpStatusFor(envelope.responseCode));
  return envelope;
}

/** The client-side failures Fastify raises, in the user's words. */
function fromFrameworkError(error: FastifyError): AppError | undefined {
  const status = error.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (error.code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'This request needs a JSON body or a multipart form.',
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(
        RESPONSE_CODES.TOO_LARGE,
        `The data sent is larger than the ${megabytes(JSON_BODY_LIMIT)} allowed.`,
      );
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError(RESPONSE_CODES.VALIDATION_FAILED, 'The address is not valid.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(RESPONSE_CODES.PARAMETER_NOT_FOUND, 'The request has no data.');
    default:
      return new AppError(
        RESPONSE_CODES.VALIDATION_FAILED,
        'The request could not be read. Please check the data sent.',
      );
  }
}

/** Whether a path is the API's: `/api` and everything under it answer in the envelope, never with the app. */
const isApiPath = (path: string): boolean => /^\/api(\/|$)/i.test(path);

/** A path whose last part has an extension names a file (`/assets/x.js`): a missing one is a 404, not the app. */
const namesFile = (path: string): boolean => /\.[^/]*$/.test(path);

/**
 * The built app's index.html for an address that is not a file of it (decision 0209): the app then reads
 * the address (a partner's keyword) and its router shows its own pages. A `<base>` makes the app's relative
 * asset addresses resolve from its root, however deep the address is.
 */
async function sendAppIndex(
  reply: FastifyReply,
  webRoot: string,
  path: string,
): Promise<FastifyReply | undefined> {
  const html = await readFile(join(webRoot, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return undefined;
  const base = '../'.repeat(path.split('/').length - 2) || './';
  return reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html.replace(/<head>/i, `<head><base href="${base}" />`));
}

/** A failure in the user's words: ours, the database's (busy, or what it refused of the data), Fastify's. */
function refusalOf(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  const framework = error instanceof Error ? fromFrameworkError(error as FastifyError) : undefined;
  return busyFailure(error) ?? dataFailure(error) ?? framework;
}

/** What a failure answers: its refusal in words, or the server's fault (a write's key keeps it so). */
function answerOf(error: unknown): Answer {
  const known = refusalOf(error) ?? new AppError(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
  return { status: statusOf(known), envelope: failure(known) };
}

/**
 * One error reply for everything: the code and message a user understands, never a stack or SQL text. Also
 * Fastify's `frameworkErrors`, for what it refuses before routing (an address it cannot decode).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Still logged as a fault: the write that let the database refuse it should have said why in words.
  if (!(error instanceof AppError) && dataFailure(error))
    request.log.warn({ err: error }, 'the database refused the request');
  const known = refusalOf(error);
  if (!known) {
    request.log.error({ err: error }, 'request failed');
    const internal = new AppError(RESPONSE_CODES.INTERNAL_SERVER_ERROR);
    return reply.code(statusOf(internal)).send(failure(internal));
  }
  request.log.info({ code: known.code, reason: known.message }, 'request refused');
  return reply.code(statusOf(known)).headers(headersOf(known)).send(failure(known));
}

/** The error and not-found replies of every call, and the headers every reply carries. */
export function installErrorHandling(app: FastifyInstance, webRoot?: string): void {
  app.setErrorHandler(answerError);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const opensApp = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
    if (webRoot && opensApp && !namesFile(path) && (await sendAppIndex(reply, webRoot, path))) return reply;
    const missing = new AppError(RESPONSE_CODES.MODULE_NOT_FOUND, `There is no ${request.method} ${path}.`);
    return reply.code(statusOf(missing)).send(failure(missing));
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
