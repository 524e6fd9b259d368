export * from "./change";
