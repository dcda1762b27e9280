import type { Level } from "../../contract/navigation";

/** Who is calling, resolved from the bearer token on every request. */
export interface Principal {
  kind: "developer" | "user";
  sessionId: string;
  /** The developer's own session when a developer acts as a company admin ("login as admin"). */
  impersonatorSessionId: string | null;
  id: string;
  username: string;
  fullname: string;
  email: string | null;
  level: Level;
  /** The company whose data this caller works on; null for a developer outside any company. */
  companyId: string | null;
  employeeId: string | null;
  accessRoleId: string | null;
  permissions: string[];
}

declare module "express-serve-static-core" {
  interface Request {
    principal?: Principal;
  }
}
