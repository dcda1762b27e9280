/**
 * The shapes /v1 answers in (docs/design.md "The /v1 contract"), shared by the API, which builds them,
 * and the web tier's client (app/lib/v1/), which reads them: one type per answer, no copies.
 */
export type { CodedMessage as Notice, ErrorBody } from "../messages";

/** `GET /v1/{resource}/{id}` and most single answers. */
export interface One<T> {
  data: T;
}

export interface ListMeta {
  total: number;
  limit: number;
  skip: number;
}

/** `GET /v1/{resource}`: one page of a list. */
export interface Page<T, Meta extends ListMeta = ListMeta> {
  data: T[];
  meta: Meta;
}

/** A record of a declared resource (contract/resources/), its fields as its declaration gives them. */
export type Row = Record<string, unknown> & { _id: string };
