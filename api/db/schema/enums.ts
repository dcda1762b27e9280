/** The enumerations live in the shared contract (the API's zod schemas and the web tier's forms use them). */
export * from "../../../contract/enums";
