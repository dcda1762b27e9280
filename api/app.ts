import path from "node:path";
import { sql } from "drizzle-orm";
import express, { type Router } from "express";
import type { Logger } from "pino";
import { approvalRoutes } from "./approvals/routes";
import { attendanceReportRoutes } from "./attendance/report";
import { rosterRoutes } from "./attendance/roster-routes";
import { attendanceRoutes } from "./attendance/routes";
import { holidayRoutes } from "./attendance/holidays";
import { orgChartRoutes } from "./employees/org-chart";
import { accountRoutes } from "./auth/account-routes";
import { authRoutes } from "./auth/routes";
import { loadApiConfig, type ApiConfig } from "./config";
import type { ApiContext } from "./context";
import { listenForChanges, type ChangeListener } from "./db/changes";
import { migrate, openDatabase } from "./db/client";
import { syncPermissions } from "./db/permissions";
import { employeeSheetRoutes } from "./employees/routes";
import { createLocalStorage } from "./files/local-storage";
import { fileRoutes } from "./files/routes";
import { authenticate } from "./http/auth";
import { errorHandler, notFoundHandler } from "./http/errors";
import { handlersIdle } from "./http/handler";
import { registeredJobs } from "./jobs/registry";
import { startJobs } from "./jobs/runner";
import { refuseNul } from "./http/validate";
import { createMailer } from "./mail/index";
import { payrollRunRoutes } from "./payroll/run-routes";
import { thrRoutes } from "./payroll/thr-routes";
import { payslipRoutes } from "./payroll/payslip-routes";
import { taxRoutes } from "./payroll/tax-routes";
import { payslipSendRoutes } from "./payroll/payslip-sends";
import { payrollImportRoutes } from "./payroll/import-routes";
import { openingBalanceRoutes } from "./payroll/opening-balances";
import { payrollRoutes } from "./payroll/routes";
import { payrollReportRoutes } from "./payroll/report-routes";
import { bankFileRoutes } from "./payroll/bank-routes";
import { hrHomeRoutes } from "./platform/hr-home";
import { adminInviteRoutes } from "./companies/admin-invite";
import { companySetupRoutes } from "./companies/setup";
import { meRoutes } from "./platform/me-routes";
import { selfRoutes } from "./self/routes";
import { platformRoutes } from "./platform/routes";
import { ResourceEngine } from "./resources/engine";
import { employeeRoutes } from "./employees/bindings";
import { bindings } from "./resources/registry";
import { journeyRoutes } from "./journeys/bindings";
import { resourceRoutes } from "./resources/router";
import { leaveRoutes } from "./leave/routes";

export interface Api {
  router: Router;
  databaseKind: "pglite" | "postgres";
  /** Resolves when the database answers; rejects otherwise (for /readyz). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** The /v1 API: opens and migrates the database, and returns a router to mount at /v1. */
export async function createApi(options: { logger: Logger; config?: ApiConfig }): Promise<Api> {
  const config = options.config ?? loadApiConfig();
  const logger = options.logger;
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, logger });
  let changeListener: ChangeListener | null = null;
  const storage = createLocalStorage(path.join(config.dataDir, "files"));
  try {
    await migrate(database);
    await syncPermissions(database.db);
    // PGlite runs no autovacuum: refresh the planner's statistics at every start.
    if (database.kind === "pglite") await database.db.execute(sql`ANALYZE`);
    if (config.demoData) {
      const { seedDemoData } = await import("./db/seed");
      const { created } = await seedDemoData(database.db, { logger, storage });
      if (created) logger.info("demo data loaded: sign in as admin@majubersama.demo / demo-pass-2026");
    }
    // The other processes on this PostgreSQL database say what they change (docs/decisions/0025-one-cache-and-invalidation.md).
    if (config.databaseUrl) changeListener = await listenForChanges(config.databaseUrl, logger);
  } catch (error) {
    await database.close();
    throw error;
  }

  const ctx: ApiContext = {
    db: database.db,
    config,
    logger,
    lists: { hse: config.hseAccess },
    mailer: createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, logger }),
    storage,
  };
  const engine = new ResourceEngine(ctx, bindings());
  // The background jobs: on a schedule and once now (docs/decisions/0032-background-jobs.md).
  const jobs = config.jobs.enabled ? startJobs(registeredJobs(config), { db: database.db, logger, shared: Boolean(config.databaseUrl), runAtStart: true, schedule: true }) : null;

  const router = express.Router();
  router.use(express.json({ limit: "1mb" }), refuseNul);
  router.use(authRoutes(ctx));
  router.use(accountRoutes(ctx));
  router.use(employeeSheetRoutes(ctx, engine));
  router.use(authenticate(ctx));
  router.use(fileRoutes(ctx));
  router.use(platformRoutes(ctx, engine));
  router.use(meRoutes(ctx));
  router.use(hrHomeRoutes(ctx));
  router.use(companySetupRoutes(ctx));
  router.use(adminInviteRoutes(ctx));
  router.use(selfRoutes(ctx, engine));
  router.use(payrollRoutes(ctx));
  router.use(payrollRunRoutes(ctx));
  router.use(thrRoutes(ctx));
  router.use(payslipRoutes(ctx));
  router.use(taxRoutes(ctx));
  router.use(payslipSendRoutes(ctx));
  router.use(payrollImportRoutes(ctx));
  router.use(openingBalanceRoutes(ctx));
  router.use(payrollReportRoutes(ctx));
  router.use(bankFileRoutes(ctx));
  router.use(attendanceReportRoutes(ctx));
  router.use(leaveRoutes(ctx));
  router.use(attendanceRoutes(ctx));
  router.use(holidayRoutes(ctx));
  router.use(orgChartRoutes(ctx));
  router.use(rosterRoutes(ctx));
  router.use(journeyRoutes(ctx, engine));
  router.use(approvalRoutes(ctx, engine));
  router.use(employeeRoutes(ctx));
  router.use(resourceRoutes(ctx, engine));
  router.use(notFoundHandler);
  router.use(errorHandler);

  return {
    router,
    databaseKind: database.kind,
    ready: () => database.ping(),
    close: async () => {
      await handlersIdle(8_000);
      await jobs?.stop();
      await changeListener?.close();
      await database.close();
    },
  };
}
