/**
 * Records of the declared resources (contract/resources/), by path, as their declarations give them:
 * untyped rows, for the pages that show a resource's fields generically (the employee résumé, pickers).
 */
import type { One, Page, Row } from "../../../contract/responses/common";
import type { Transport } from "../api.server";
import type { QueryInput } from "../query";

export const recordsApi = (http: Transport) => ({
  list: (path: string, query: QueryInput = {}) => http.get<Page<Row>>(path, query),
  get: async (path: string, id: string, query?: QueryInput) => (await http.get<One<Row>>(`${path}/${encodeURIComponent(id)}`, query)).data,
});
