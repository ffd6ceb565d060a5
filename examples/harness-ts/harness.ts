// A tiny fake agent harness in TypeScript: it builds the tool list it sends
// a model from the generated toolcatalog module and dumps it as an MCP
// tools/list result, in the envelope `toolpolicy verify` reads. With
// --self-check it runs the module's assertCatalog over every provider and
// mode instead, as a harness's own test would.
//
//   node build/examples/harness-ts/harness.js default agent deepseek-v4-flash > dump.json
//   toolpolicy verify dump.json

import { activeCatalog, assertCatalog, definitions, CatalogMismatchError, MODES, PROVIDERS } from "../../toolcatalog/ts/toolcatalog.js";

declare const process: { argv: string[]; exitCode: number };
declare const console: { log(s: string): void; error(s: string): void };

/** The names the harness offers on the first turn, in order. */
export function tools(provider: string, mode: string, model: string): string[] {
  return activeCatalog(provider, mode, model).active;
}

/** The envelope around the MCP tools/list result the harness would serve. */
export function dump(provider: string, mode: string, model: string): string {
  // Each tool as the policy defines it for this model, so the harness sends
  // the policy's golden block.
  const list = definitions(activeCatalog(provider, mode, model)).head.map((d) => ({
    name: d.name,
    description: d.description,
    inputSchema: d.parameters === "" ? { type: "object", properties: {} } : JSON.parse(d.parameters),
  }));
  return JSON.stringify({ provider, mode, model, dump: { jsonrpc: "2.0", id: 1, result: { tools: list } } }, null, 2);
}

function selfCheck(): void {
  for (const p of PROVIDERS) {
    for (const m of MODES) {
      for (const model of ["", "deepseek-v4-flash", "arcee/trinity-large"]) {
        assertCatalog({ provider: p.id, mode: m.id, model, names: tools(p.id, m.id, model) });
      }
    }
  }
  // Not a formality: a list with a hidden name fails it.
  try {
    assertCatalog({ provider: "default", mode: "agent", names: ["exec_wait"] });
    throw new Error("a hidden name passed the self-check");
  } catch (e) {
    if (!(e instanceof CatalogMismatchError) || e.problems[0]?.rule !== "verify-hidden-offered") throw e;
  }
  console.log("self-check: ok");
}

const args = process.argv.slice(2);
if (args[0] === "--self-check") {
  selfCheck();
} else if (args.length === 3) {
  console.log(dump(args[0]!, args[1]!, args[2]!));
} else {
  console.error("usage: harness.js PROVIDER MODE MODEL | --self-check");
  process.exitCode = 2;
}
