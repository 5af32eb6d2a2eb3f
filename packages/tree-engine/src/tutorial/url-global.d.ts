// The WHATWG URL class is a global in every runtime tree-engine targets (browsers, Node, Deno),
// but the ES2022 lib it compiles against declares no host APIs: only what the engine reads.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}
