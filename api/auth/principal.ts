import type { Level } from "../../contract/navigation";
import type { SessionCompany } from "../../contract/responses/auth";

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
  /** The company's name and code, and the custom access role, as GET /v1/auth/me shows them. */
  company: SessionCompany | null;
  accessRole: { _id: string; code: string; access_level: string; permissions: string[] } | null;
}

declare module "express-serve-static-core" {
  interface Request {
    principal?: Principal;
  }
}
