// Types of schema-catalog.mjs for the TypeScript tests that import it.
export interface CatalogObject {
  key: string;
  kind: string;
  name: string;
  sql: string;
}
export interface Difference {
  key: string;
  left: string | null;
  right: string | null;
}
export declare function readCatalog(url: string): Promise<CatalogObject[]>;
export declare function compareCatalogs(
  left: CatalogObject[],
  right: CatalogObject[],
): Difference[];
