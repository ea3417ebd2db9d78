import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { isFeatureOn } from '@erp/domain';
import { CONFIG_CHANNEL, configValues, keepConfigsOf } from './stores/sys-config.ts';
import { Login } from './auth/login.ts';
import { MailProfiles } from './auth/mail-profile.ts';
import { SecretBox, serverSecretValue } from './auth/secrets.ts';
import { SESSION_CHANNEL, Sessions } from './auth/sessions.ts';
import { TokenSigner } from './auth/token.ts';
import type { TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import type { Resource } from './resources/resource.ts';
import { LAB_REPORT, LAB_TEST } from './stock/lab-test.ts';
import { watchedCache } from './db/org-cache.ts';
import { Statistics } from './db/statistics.ts';
import { UnderWay } from './http/under-way.ts';
import { rowsWrittenIn } from './core/transaction.ts';
import { keyedTransactions } from './core/idempotency.ts';
import { ACCESS_CHANNEL, type Grant } from './auth/access.ts';
import { FileStore, UPLOAD_LIMITS } from './files.ts';
import { JSON_BODY_LIMIT, installInputGuards } from './http/input.ts';
import { ApiRouter, answerError, installErrorHandling } from './http/router.ts';
import { buildResources } from './resources/catalogue.ts';
import { LOOKUP_TABLES, lookupChannel } from './resources/lookups.ts';
import { RULES_CHANNEL, type WriteRules } from './resources/rules.ts';
import { ResourceService } from './resources/service.ts';
import { UNITS_TABLE, type UnitRow } from './resources/units.ts';
import { registerConfigRoutes } from './routes/config.ts';
import { registerCustomFieldRoutes } from './routes/custom-fields.ts';
import { registerDocumentRoutes } from './routes/documents.ts';
import { registerOriginTermsRoute } from './routes/origin-terms.ts';
import { DocumentPrinter } from './documents/print.ts';
import { DocumentService } from './documents/service.ts';
// The areas register their document behaviour with the engine (decision 2130).
import './areas.ts';
import { EntityRoutes } from './routes/entities.ts';
import { registerExportRoutes } from './routes/export.ts';
import { registerFileRoutes } from './routes/files.ts';
import { registerBackupRoute } from './routes/backup.ts';
import { registerItemRoutes } from './routes/items.ts';
import { registerLabelRoutes } from './routes/labels.ts';
import { registerPrintParameterRoutes } from './routes/print-parameters.ts';
import { registerVendorCodeRoutes } from './routes/vendor-codes.ts';
import { registerLabResultRoutes } from './routes/lab-result.ts';
import { printLanguageOf } from './print/words.ts';
import { registerApprovalRoutes } from './routes/approvals.ts';
import { ApprovalService } from './approvals/service.ts';
import { registerLeadRoutes } from './routes/leads.ts';
import { registerOpeningStockRoutes } from './routes/opening-stock.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerPartyLedgerRoutes } from './routes/party-ledger.ts';
import { registerPrintPreviewRoutes } from './routes/print-preview.ts';
import { registerSessionRoutes } from './routes/session.ts';
import { registerStockRoutes } from './routes/stock.ts';
import { registerReorderRoutes } from './routes/reorder.ts';
import { registerReconcileRoutes } from './routes/reconcile.ts';
import { registerDepartmentFlowRoutes } from './routes/department-flows.ts';
import { registerReconciliationRoutes } from './routes/reconciliation.ts';
import { registerRequestRoutes } from './routes/requests.ts';
import { registerJobWorkRoutes } from './routes/job-work.ts';
import { registerPlanningRoutes } from './routes/planning.ts';
import { registerLabTestRoutes } from './routes/lab-test.ts';
import { registerNoteRoutes } from './routes/notes.ts';
import { registerShippingRoutes } from './routes/shipping.ts';
import { registerFloorRoutes } from './routes/floor.ts';
import { registerInvoicingRoutes } from './routes/invoicing.ts';
import { registerReportRoutes } from './routes/reports.ts';
import { registerJobRoutes } from './routes/jobs.ts';
import { registerMasterImportRoutes } from './routes/master-import.ts';
import { RUNNER_DEFAULTS, type RunnerOptions } from './jobs/job.ts';
import { JobRunner } from './jobs/runner.ts';
import { registerGstReturnRoutes } from './routes/gst-returns.ts';
import { registerDailyProductionRoutes } from './routes/daily-production.ts';
import { registerSchedulingRoutes } from './routes/scheduling.ts';
import { registerProductionRoutes } from './routes/production.ts';
import { registerCrmRoutes } from './routes/crm.ts';
import { registerMaintenanceDashboardRoutes } from './routes/maintenance-dashboard.ts';
import { registerPortalRoutes } from './routes/portals.ts';
import { registerMessageRoutes } from './routes/messages.ts';
import { MessageService } from './messages/service.ts';
import { FileSmsProvider, type SmsProvider } from './messages/sms.ts';
import { registerFunnelRoutes } from './routes/funnel.ts';

export interface AppOptions {
  /** A migrated database. */
  database: Database;
  /** Where uploaded files are kept (DATA_DIR/files). */
  filesDir: string;
  /** Folder of the built ERP (apps/erp/dist); served at `/` when it exists. */
  webRoot?: string;
  /** Folder of the built Storybook; served at `/storybook/` when it exists. */
  storybookRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** ERP_TOKEN_SECRET; one stored in the database when unset. */
  tokenSecret?: string;
  /** ERP_SECRET_KEY (encrypts stored mail passwords); one stored in the database when unset. */
  secretKey?: string;
  /** TRUST_PROXY: whose X-Forwarded-For gives the caller's address (none by default). */
  trustProxy?: TrustProxy;
  /** The clock tokens are signed and checked with, and writes' keys kept by (tests move it). */
  clock?: () => number;
  /** Who sends SMS (decision 1644): by default each is written to `sms/outbox.jsonl` of the files folder. */
  smsProvider?: SmsProvider;
  /**
   * Certificates (PEM) the mail client trusts beside Node's authorities: a test's self-signed mail server
   * (decision 1812). A deployment whose mail server has a private authority starts with NODE_EXTRA_CA_CERTS.
   */
  mailTrust?: readonly string[];
  /** How long a screen's read may run before it is stopped (decision 1901); READ_LIMIT_MS unless given. */
  readLimitMs?: number;
  /** The address QR labels point phones at (PUBLIC_ADDRESS, decision 2080); else the one each user reached. */
  publicAddress?: string;
  /** How the background jobs' runner looks for work (decision 2040); RUNNER_DEFAULTS unless given. */
  jobs?: Partial<RunnerOptions>;
  /** On PGlite: the secret `npm run backup` asks this server for a backup with (decision 2110). */
  backupSecret?: string;
}

/** The running API and the services its tests reach past HTTP. */
export interface ErpServer {
  app: FastifyInstance;
  database: Database;
  /** Issues tokens with their sessions and tells whether a session was ended. */
  sessions: Sessions;
  box: SecretBox;
  service: ResourceService;
  /** The planner statistics' keeper (decision 1900). */
  statistics: Statistics;
  /** Registers API routes (tests add their own). */
  router: ApiRouter;
}

export async function buildApp(options: AppOptions): Promise<ErpServer> {
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: () => randomUUID(),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerError,
  });
  const webRoot = options.webRoot && existsSync(options.webRoot) ? options.webRoot : undefined;
  installErrorHandling(app, webRoot);
  installInputGuards(app);
  await app.register(fastifyMultipart, { limits: { ...UPLOAD_LIMITS }, throwFileSizeLimit: true });

  // Tables a bulk write touched are analysed after it commits, and on PGlite a schedule analyses the
  // tables that changed enough (decision 1900).
  // On PGlite an analysis waits for no request to be under way (decision 2267).
  const underWay = new UnderWay();
  underWay.watch(app);
  const statistics = new Statistics(options.database, app.log, underWay);
  // A write sent with a key takes it in its own transaction (decision 2290).
  const database = keyedTransactions(statistics.watch(rowsWrittenIn));
  statistics.start();
  app.addHook('onClose', () => statistics.stop());

  const tokens = new TokenSigner(
    await serverSecretValue(database.db, 'token', options.tokenSecret),
    options.clock,
  );
  const box = new SecretBox(await serverSecretValue(database.db, 'data', options.secretKey));
  const files = new FileStore(options.filesDir);
  await files.prepare();
  // Who may do what, how records are checked, which lookup choices are valid and system config, kept in
  // memory when the database notices every change to them (PGlite); read on every request otherwise
  // (decisions 0201, 2381).
  const access = await watchedCache<number, Grant | null>(database.notices, ACCESS_CHANNEL);
  const live = await watchedCache<string, boolean>(database.notices, SESSION_CHANNEL);
  const rules = await watchedCache<string, WriteRules>(database.notices, RULES_CHANNEL);
  const units = await watchedCache<number, UnitRow>(database.notices, lookupChannel(UNITS_TABLE));
  const configs = await watchedCache<'config', ReadonlyMap<string, string>>(database.notices, CONFIG_CHANNEL);
  keepConfigsOf(database.db, configs.cache);
  const lookups = await Promise.all(
    LOOKUP_TABLES.map(async (table) => ({
      table,
      ...(await watchedCache<string, true>(database.notices, lookupChannel(table))),
    })),
  );
  app.addHook('onClose', async () => {
    for (const watched of [access, live, rules, units, configs, ...lookups]) await watched.stop();
  });
  const lookupCaches = new Map(
    lookups.flatMap(({ table, cache }) => (cache ? [[table, cache] as const] : [])),
  );
  const service = new ResourceService(
    database,
    buildResources({ rules: rules.cache, units: units.cache }),
    lookupCaches,
  );
  const sessions = new Sessions(database, tokens, live.cache);
  const router = new ApiRouter(
    app,
    database.db,
    sessions,
    access.cache,
    async (caller, key) =>
      isFeatureOn(Object.fromEntries(await configValues(database.db, caller, [key])), key),
    options.readLimitMs,
    printLanguageOf,
    options.clock,
  );

  const staff = service.resource('staff');
  const login = new Login(database, sessions, (caller) => service.get(staff, caller, caller.staffId));
  registerSessionRoutes(router, database, sessions, service, login);
  registerConfigRoutes(router, service, new MailProfiles(database, box));
  const entities = new EntityRoutes(router, database, service, files);
  for (const resource of service.resources.values()) entities.register(resource);
  entities.registerFilesData();
  const documents = new DocumentService(database, service.resources, lookupCaches);
  // A master's attachments are kept under its key; a lab test's report under LAB_REPORT.
  const labTests = documents.documents.get(LAB_TEST);
  const fileOwners = new Map<string, Resource>([
    ...service.resources,
    ...(labTests ? [[LAB_REPORT, labTests] as const] : []),
  ]);
  registerFileRoutes(app, database, sessions, files, access.cache, fileOwners);
  if (options.backupSecret && database.dataDir)
    registerBackupRoute(app, database, files.dir, options.backupSecret);
  const printer = new DocumentPrinter(documents, files.dir);
  const messages = new MessageService(
    database,
    documents,
    service.resource('messageTemplate'),
    service,
    printer,
    box,
    options.smsProvider ?? new FileSmsProvider(join(files.dir, 'sms', 'outbox.jsonl')),
    options.mailTrust,
  );
  for (const document of documents.documents.values()) {
    registerDocumentRoutes(router, database, documents, printer, document);
    registerOriginTermsRoute(router, database, documents, document);
    registerMessageRoutes(router, messages, document);
  }
  registerOrderRoutes(router, database, documents);
  registerPartyLedgerRoutes(router, database, documents);
  registerPrintPreviewRoutes(router, database, service, documents, printer);
  registerPrintParameterRoutes(router, printer.parameters, documents.documents);
  registerExportRoutes(router, database, documents, service, rules.cache);
  registerApprovalRoutes(router, new ApprovalService(documents), files);
  registerOpeningStockRoutes(router, database, files);
  registerLeadRoutes(router, database, service, files);
  registerStockRoutes(router, database, documents);
  registerReorderRoutes(router, database, documents);
  registerRequestRoutes(router, database, documents);
  registerReconcileRoutes(router, database, documents);
  registerDepartmentFlowRoutes(router, database, documents);
  registerReconciliationRoutes(router, documents, files);
  registerJobWorkRoutes(router, database, documents);
  registerPlanningRoutes(router, database, documents);
  registerLabTestRoutes(router, database, documents, files);
  registerShippingRoutes(router, database, documents);
  registerFloorRoutes(router, database, documents);
  registerNoteRoutes(router, database, documents);
  registerInvoicingRoutes(router, database, documents);
  // Reports too long to read on their screen are prepared as files in the background (decision 2040).
  const jobs = new JobRunner(database, files, app.log, {
    ...RUNNER_DEFAULTS,
    concurrency: database.kind === 'pglite' ? 1 : 2,
    ...options.jobs,
  });
  registerReportRoutes(router, database, jobs);
  registerJobRoutes(router, jobs);
  registerMasterImportRoutes(router, database, service, documents, files, jobs);
  registerGstReturnRoutes(router, database);
  registerDailyProductionRoutes(router, database, documents);
  registerSchedulingRoutes(router, database, documents);
  registerProductionRoutes(router, database, documents);
  registerLabelRoutes(router, database, documents, service, options.publicAddress);
  registerCustomFieldRoutes(router, database, rules.cache);
  registerItemRoutes(router, database, service, rules.cache);
  registerLabResultRoutes(router, database, documents);
  registerVendorCodeRoutes(router, database, documents);
  registerPortalRoutes(router, database, documents, files.dir);
  registerCrmRoutes(router, database, service);
  registerFunnelRoutes(router, database, service, documents);
  registerMaintenanceDashboardRoutes(router, database);

  jobs.start();
  app.addHook('onClose', () => jobs.stop());

  if (webRoot) await app.register(fastifyStatic, { root: webRoot, prefix: '/' });
  if (options.storybookRoot && existsSync(options.storybookRoot)) {
    await app.register(fastifyStatic, {
      root: options.storybookRoot,
      prefix: '/storybook/',
      decorateReply: false,
      redirect: true,
    });
  }
  return { app, database, sessions, box, service, statistics, router };
}
