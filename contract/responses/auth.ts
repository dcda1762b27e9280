/** What the sign-in calls answer: `/v1/auth/*` and the dashboard chrome's figures. */
import type { Level, TimeZone } from "../enums";

/** The signed-in account's company; its zone is how the web tier shows dates and times (docs/decisions/0034). */
export interface SessionCompany {
  _id: string;
  name: string;
  code: string;
  time_zone: TimeZone;
}

/** The signed-in account, as `GET /v1/auth/me` answers it (and `POST /v1/auth/login` in `user`). */
export interface Me {
  _id: string;
  username: string;
  fullname: string;
  email: string | null;
  level: Level;
  /** The employee record the account belongs to, if any. */
  employee: string | null;
  company: SessionCompany | null;
  access_role: { permissions: string[] } | null;
  /** A developer signed in as a company's admin. */
  impersonating: boolean;
}

/** Someone whose birthday is this month (so with a birth date). */
export interface Birthday {
  _id: string;
  fullname: string;
  birth_date: string;
  department: string | null;
}

/** The figures every dashboard page's chrome shows: the month's coming birthdays (a few) and their total. */
export interface Chrome {
  unread: number;
  birthdays: Birthday[];
  birthdays_total: number;
  /** The account's photo (`/v1/files/{id}`), shown in the top bar; null without one. */
  photo: string | null;
}

/** `GET /v1/auth/me?include=chrome`: the session check brings the chrome along. */
export type MeWithChrome = Me & { chrome?: Chrome };

/** `POST /v1/auth/login` and `POST /v1/companies/{id}/login-as-admin`. */
export interface Session {
  token: string;
  user: Me;
}
