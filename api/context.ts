import type { Logger } from "pino";
import type { PermissionLists } from "../contract/navigation";
import type { ApiConfig } from "./config";
import type { Db } from "./db/client";
import type { FileStorage } from "./files/storage";
import type { Mailer } from "./mail/mailer";

/** Everything a handler needs, passed in rather than imported (docs/conventions.md: config as arguments). */
export interface ApiContext {
  db: Db;
  config: ApiConfig;
  logger: Logger;
  lists: PermissionLists;
  mailer: Mailer;
  storage: FileStorage;
}
