import { ApiError, type ApiClient } from "./api.server";

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * Each filter's choices, read from the resource it names (by name, up to 300); a reader who may not list
 * one gets none for it (the page then does not show that filter).
 */
export async function filterChoices<Name extends string>(api: ApiClient, sources: Record<Name, string>): Promise<Record<Name, FilterChoice[]>> {
  const names = Object.keys(sources) as Name[];
  const lists = await Promise.all(
    names.map(async (name) => {
      try {
        const page = await api.records.list(sources[name], { limit: 300, sort: "name" });
        return page.data.map((row) => ({ value: row._id, label: String(row.name ?? "") }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) return [];
        throw error;
      }
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, lists[i]])) as Record<Name, FilterChoice[]>;
}
