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
  /** How many rows match; with `total_exact: false`, more than this many (docs/decisions/0038-lists-at-scale.md). */
  total: number;
  limit: number;
  skip: number;
  /** Present when the total was not counted to the end: more rows match than `total` (shown "10,000+"). */
  total_exact?: false;
}

/** `GET /v1/{resource}`: one page of a list. */
export interface Page<T, Meta extends ListMeta = ListMeta> {
  data: T[];
  meta: Meta;
}

/** A record of a declared resource (contract/resources/), its fields as its declaration gives them. */
export type Row = Record<string, unknown> & { _id: string };
