/** The part of targaryen (a Realtime Database rules evaluator, shipped untyped) that the rules tests use. */
declare module 'targaryen' {
  interface Result {
    allowed: boolean;
    info: string;
  }
  interface Evaluator {
    read(path: string): Result;
    write(path: string, value: unknown): Result;
    update(path: string, patch: Record<string, unknown>): Result;
  }
  interface Database {
    as(auth: unknown): Evaluator;
  }
  export function database(rules: unknown, data: unknown): Database;
}
