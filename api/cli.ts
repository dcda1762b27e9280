/**
 * The command line of the API: `tsx api/cli.ts <command>` from the sources (the npm scripts), or
 * `node build/cli.js <command>` once bundled. Settings come from the environment through
 * loadApiConfig() (DATA_DIR, DATABASE_URL); migrations are read from `<cwd>/api/db/migrations`, so
 * run it from the project folder (or the image's /app).
 *
 *   migrate                                          apply pending migrations (and sync the permission list)
 *   seed [--employees N]                             load the demo companies and accounts, once
 *   seed:bulk --company CODE --count N               add N benchmark employees to a company
 *   user:create [--name N] [--email E] [--password P]  create a developer account; prompts for what is missing
 *   backup [--out FILE]                              back up the embedded database (PGlite) to a .tar.gz
 *
 * Exits 0 on success; otherwise prints one line `error: …` and exits 1. The database is always closed.
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import * as z from "zod";
import { isValidEmail } from "../contract/fields";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth/password";
import { insertCompanyDefaults } from "./companies/defaults";
import { loadApiConfig, type ApiConfig } from "./config";
import { DEFAULT_TIME_ZONE } from "../contract/enums";
import { zonedDate } from "./domain/attendance/index";
import { migrate, openDatabase, type Database } from "./db/client";
import { syncPermissions } from "./db/permissions";
import { companies } from "./db/schema/index";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedBulkEmployees, seedDemoData } from "./db/seed";
import { createLocalStorage } from "./files/local-storage";
import { createDeveloper } from "./platform/developers";

const USAGE = `Usage: cli <command> [options]

Commands:
  migrate                                            apply pending database migrations
  seed [--employees N]                               load the demo companies and accounts (once)
  seed:bulk --company CODE --count N                 add N benchmark employees to the company CODE
  company:create --name NAME --code CODE             create a company with its defaults (its admin is invited in the app)
  user:create [--name N] [--email E] [--password P]  create a developer account (prompts for what is missing)
  backup [--out FILE]                                back up the embedded database (default: DATA_DIR/backups/)

Settings come from the environment: DATA_DIR (default ./data), DATABASE_URL (PostgreSQL instead of the
embedded database).`;

/** A mistake of the caller (bad flag, missing value): reported like any other error. */
class UsageError extends Error {}

interface Args {
  command: string | undefined;
  flags: Map<string, string | true>;
}

const KNOWN_FLAGS: Record<string, readonly string[]> = {
  migrate: [],
  seed: ["employees"],
  "seed:bulk": ["company", "count"],
  "company:create": ["name", "code"],
  "user:create": ["name", "email", "password"],
  backup: ["out"],
};

function parseArgs(argv: readonly string[]): Args {
  const flags = new Map<string, string | true>();
  let command: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith("--")) {
      const eq = arg.indexOf("=");
      if (eq > 2) {
        flags.set(arg.slice(2, eq), arg.slice(eq + 1));
      } else {
        const next = argv[i + 1];
        if (next !== undefined && !next.startsWith("--")) {
          flags.set(arg.slice(2), next);
          i++;
        } else flags.set(arg.slice(2), true);
      }
    } else if (arg === "-h") {
      flags.set("help", true);
    } else if (command === undefined) {
      command = arg;
    } else {
      throw new UsageError(`unexpected argument "${arg}" (see --help)`);
    }
  }
  return { command, flags };
}

function stringFlag(args: Args, name: string): string | undefined {
  const value = args.flags.get(name);
  if (value === true) throw new UsageError(`--${name} needs a value`);
  return value;
}

function integerFlag(args: Args, name: string, min: number, max: number): number | undefined {
  const value = stringFlag(args, name);
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${name} must be a whole number from ${min.toLocaleString("en")} to ${max.toLocaleString("en")} (got "${value}")`);
  }
  return n;
}

const say = (line = "") => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Opens the database; `prepare` runs the migrations and syncs the permission list first. Always closes it. */
async function withDatabase<T>(config: ApiConfig, prepare: boolean, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (prepare) {
      await migrate(database);
      await syncPermissions(database.db);
    }
    return await fn(database);
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Prompts

/**
 * Reads answers line by line from stdin (a terminal or a pipe). Hidden answers are not echoed: the
 * interface writes through an output stream that is muted while a password is typed.
 */
class Prompter {
  private muted = false;
  private readonly rl: readline.Interface;
  private readonly lines: AsyncIterator<string>;
  readonly interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

  constructor() {
    const output = new Writable({
      write: (chunk: Buffer | string, _encoding, callback) => {
        if (!this.muted) process.stdout.write(chunk);
        callback();
      },
    });
    this.rl = readline.createInterface({ input: process.stdin, output, terminal: this.interactive });
    this.rl.on("SIGINT", () => {
      process.stdout.write("\n");
      process.exit(130);
    });
    this.lines = this.rl[Symbol.asyncIterator]();
  }

  async ask(question: string, hidden = false): Promise<string> {
    process.stdout.write(question);
    this.muted = hidden;
    try {
      const next = await this.lines.next();
      if (next.done) throw new UsageError(`no answer to "${question.trim()}" (stdin is closed)`);
      return next.value;
    } finally {
      if (hidden) {
        this.muted = false;
        process.stdout.write("\n");
      }
    }
  }

  close(): void {
    this.rl.close();
  }
}

/** Asks until `check` accepts (three tries on a terminal, one otherwise). `check` returns an error or null. */
async function askValid(prompter: Prompter, question: string, check: (value: string) => string | null, hidden = false): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const value = (await prompter.ask(question, hidden)).trim();
    const problem = check(value);
    if (!problem) return value;
    if (!prompter.interactive || attempt >= 3) throw new UsageError(problem);
    say(`  ${problem}`);
  }
}

const checkName = (value: string) => (value.length === 0 ? "the name is required" : value.length > 200 ? "the name is too long (at most 200 characters)" : null);
const checkEmail = (value: string) => (isValidEmail(value.toLowerCase()) ? null : `not a valid e-mail address: "${value}"`);
const checkPassword = (value: string) =>
  value.length < PASSWORD_MIN ? `the password must have at least ${PASSWORD_MIN} characters` : value.length > PASSWORD_MAX ? `the password must have at most ${PASSWORD_MAX} characters` : null;

// ---------------------------------------------------------------------------------------------------
// Commands

async function commandMigrate(config: ApiConfig): Promise<number> {
  const started = Date.now();
  await withDatabase(config, true, async (database) => {
    say(`Migrations applied to the ${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL server"} (${seconds(Date.now() - started)}).`);
  });
  return 0;
}

async function commandSeed(config: ApiConfig, args: Args): Promise<number> {
  const employeesPerCompany = integerFlag(args, "employees", 1, 5_000);
  return withDatabase(config, true, async (database) => {
    const started = Date.now();
    const { created } = await seedDemoData(database.db, { employeesPerCompany, storage: createLocalStorage(path.join(config.dataDir, "files")) });
    if (!created) {
      say("The demo data already exists (the account developer@demo.hr is there): nothing was changed.");
      return 0;
    }
    say(`Demo data loaded in ${seconds(Date.now() - started)}: PT Maju Bersama and PT Samudra Energi, ${employeesPerCompany ?? 150} employees each.`);
    say(`Accounts (password ${DEMO_PASSWORD}):`);
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    for (const account of DEMO_ACCOUNTS) say(`  ${account.email.padEnd(width)}  ${account.level}${account.company ? ` (${account.company})` : ""}`);
    return 0;
  });
}

async function commandCompanyCreate(config: ApiConfig, args: Args): Promise<number> {
  const name = stringFlag(args, "name")?.trim();
  const code = stringFlag(args, "code")?.trim();
  if (!name || checkName(name)) throw new UsageError(`company:create needs --name NAME${name ? ` (${checkName(name)})` : ""}`);
  if (!code || !/^[A-Za-z0-9-]{2,20}$/.test(code)) throw new UsageError("company:create needs --code CODE (2–20 letters, digits or dashes)");
  return withDatabase(config, true, async (database) => {
    const [taken] = await database.db.select({ id: companies.id }).from(companies).where(sql`lower(${companies.code}) = ${code.toLowerCase()}`);
    if (taken) throw new UsageError(`a company with the code ${code} already exists`);
    await database.db.transaction(async (tx) => {
      const [company] = await tx.insert(companies).values({ name, code }).returning({ id: companies.id });
      // Its defaults and national holidays, as a company created in the app (api/companies/bindings.ts).
      await insertCompanyDefaults(tx, company.id, zonedDate(new Date(), DEFAULT_TIME_ZONE));
    });
    say(`Company ${name} (${code}) created.`);
    return 0;
  });
}

async function commandSeedBulk(config: ApiConfig, args: Args): Promise<number> {
  const code = stringFlag(args, "company");
  const count = integerFlag(args, "count", 1, 1_000_000);
  if (!code) throw new UsageError("seed:bulk needs --company CODE");
  if (count === undefined) throw new UsageError("seed:bulk needs --count N");
  return withDatabase(config, true, async (database) => {
    const [company] = await database.db
      .select({ id: companies.id, name: companies.name, code: companies.code })
      .from(companies)
      .where(sql`lower(${companies.code}) = ${code.toLowerCase()}`)
      .limit(1);
    if (!company) throw new UsageError(`no company with the code "${code}" (load the demo data first: npm run seed)`);
    const started = Date.now();
    const { created } = await seedBulkEmployees(database.db, company.id, count);
    say(`Added ${created.toLocaleString("en")} employees to ${company.name} (${company.code}) in ${seconds(Date.now() - started)}.`);
    return 0;
  });
}

async function commandUserCreate(config: ApiConfig, args: Args): Promise<number> {
  let name = stringFlag(args, "name")?.trim();
  let email = stringFlag(args, "email")?.trim();
  let password = stringFlag(args, "password");
  // Given values are checked before anything is asked.
  for (const [value, check] of [
    [name, checkName],
    [email, checkEmail],
    [password, checkPassword],
  ] as const) {
    const problem = value === undefined ? null : check(value);
    if (problem) throw new UsageError(problem);
  }
  if (name === undefined || email === undefined || password === undefined) {
    const prompter = new Prompter();
    try {
      if (prompter.interactive) say("Create a developer account.");
      name ??= await askValid(prompter, "Name: ", checkName);
      email ??= await askValid(prompter, "E-mail: ", checkEmail);
      if (password === undefined) {
        password = await askValid(prompter, `Password (at least ${PASSWORD_MIN} characters): `, checkPassword, true);
        if (prompter.interactive) {
          const again = await prompter.ask("Repeat the password: ", true);
          if (again !== password) throw new UsageError("the passwords differ");
        }
      }
    } finally {
      prompter.close();
    }
  }
  const input = { name, email, password };
  return withDatabase(config, true, async (database) => {
    const developer = await createDeveloper(database.db, input);
    say(`Developer account created: ${developer.name} <${developer.email}>. Sign in with this e-mail and password.`);
    return 0;
  });
}

async function commandBackup(config: ApiConfig, args: Args): Promise<number> {
  const out = stringFlag(args, "out");
  if (config.databaseUrl) {
    process.stderr.write(
      'error: the database is a PostgreSQL server (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom --file=hr.dump "$DATABASE_URL"\n',
    );
    return 1;
  }
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
  const target = path.resolve(out ?? path.join(config.dataDir, "backups", `backup-${stamp}.tar.gz`));
  // No migration first: a backup must capture the database as it is.
  return withDatabase(config, false, async (database) => {
    if (!database.backup) throw new Error("this database has no backup command");
    await database.backup(target);
    const bytes = fs.statSync(target).size;
    say(`Backup written: ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB). Restore by stopping the server and loading it with PGlite's loadDataDir.`);
    return 0;
  });
}

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args.flags.has("help") || args.command === "help") {
    say(USAGE);
    return 0;
  }
  if (!args.command) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const known = KNOWN_FLAGS[args.command];
  if (!known) throw new UsageError(`unknown command "${args.command}" (commands: ${Object.keys(KNOWN_FLAGS).join(", ")})`);
  const unknown = [...args.flags.keys()].filter((flag) => !known.includes(flag));
  if (unknown.length > 0) throw new UsageError(`unknown option${unknown.length > 1 ? "s" : ""} for ${args.command}: ${unknown.map((f) => `--${f}`).join(", ")}`);

  const config = loadApiConfig();
  switch (args.command) {
    case "migrate":
      return commandMigrate(config);
    case "seed":
      return commandSeed(config, args);
    case "seed:bulk":
      return commandSeedBulk(config, args);
    case "user:create":
      return commandUserCreate(config, args);
    case "company:create":
      return commandCompanyCreate(config, args);
    case "backup":
      return commandBackup(config, args);
    default:
      throw new UsageError(`unknown command "${args.command}"`);
  }
}

/** One line for any error: settings problems by field, database errors by their own message. */
function oneLine(err: unknown): string {
  if (err instanceof z.ZodError) {
    return `invalid settings: ${err.issues.map((issue) => `${issue.path.join(".") || "(env)"}: ${issue.message}`).join("; ")}`;
  }
  let message = err instanceof Error ? err.message : String(err);
  // drizzle wraps a driver error as "Failed query: <sql> params: …"; the driver's message says more.
  if (err instanceof Error && err.cause instanceof Error && message.startsWith("Failed query")) message = err.cause.message;
  return message.replace(/\s*\n\s*/g, " ").trim();
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`error: ${oneLine(err)}\n`);
    process.exitCode = 1;
  },
);
