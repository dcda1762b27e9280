/**
 * The employee's own product as /v1 answers it (api/self/routes.ts,
 * docs/decisions/0039-employee-self-service.md): what the home shows them and their own record.
 */
import type { BankChangeStatus } from "../enums";
import type { Row } from "./common";

/** `GET /v1/me/announcements`: today's announcements for the caller (company-wide or targeted at them). */
export interface MyAnnouncement {
  _id: string;
  title: string;
  /** Sanitised HTML (contract/rich-text.ts). */
  content: string;
  start_date: string | null;
  end_date: string | null;
}

/** `GET /v1/me/links`: the useful links for the caller. */
export interface MyLink {
  _id: string;
  display: string;
  link: string;
}

/** `GET /v1/me/ads`: the platform's ads. */
export interface MyAd {
  _id: string;
  title: string;
  description: string | null;
  link: string | null;
  image_id: string | null;
}

interface NamedRef {
  _id: string;
  name: string;
}

/** A bank account change asked for; HR's list adds the account it would replace (`current`). */
export interface BankChangeOut {
  _id: string;
  employee: { _id: string; fullname: string; nickname: string | null } | null;
  bank: NamedRef | null;
  account_number: string;
  status: BankChangeStatus;
  note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  created_at: string;
  current?: { bank: NamedRef | null; account_number: string | null };
}

/** `GET /v1/me/profile`: the own employee record (references populated), its two lists and the latest bank change. */
export interface MyProfile {
  employee: Row;
  emergency_contacts: Row[];
  family: Row[];
  bank_change: BankChangeOut | null;
}
