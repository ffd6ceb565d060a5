// A tiny fake agent harness in TypeScript: it builds the tool list it sends
// a model from the generated toolcatalog module and dumps it as an MCP
// tools/list result, in the envelope `toolpolicy verify` reads. Settings
// the harness runs with (KEY=VALUE, as `toolpolicy catalog --set` takes
// them) go to the module and into the envelope, so verify resolves the same
// configuration. With --self-check it runs the module's assertCatalog over
// every provider and mode instead, as a harness's own test would.
//
//   node build/examples/harness-ts/harness.js default agent deepseek-v4-flash > dump.json
//   toolpolicy verify dump.json

import {
  activeCatalog,
  assertCatalog,
  definitions,
  CatalogMismatchError,
  HIDDEN_COMPATIBILITY_TOOLS,
  MODES,
  PROVIDERS,
} from "../../toolcatalog/ts/toolcatalog.js";

declare const process: { argv: string[]; exitCode: number };
declare const console: { log(s: string): void; error(s: string): void };

/** The harness's configuration: each setting's text, by id. */
type Settings = Record<string, string>;

/** The names the harness offers on the first turn, in order. */
export function tools(provider: string, mode: string, model: string, settings: Settings = {}): string[] {
  return activeCatalog(provider, mode, model, settings).active;
}

/** The envelope around the MCP tools/list result the harness would serve. */
export function dump(provider: string, mode: string, model: string, settings: Settings = {}): string {
  // Each tool as the policy defines it for this model, so the harness sends
  // the policy's golden block.
  const list = definitions(activeCatalog(provider, mode, model, settings)).head.map((d) => ({
    name: d.name,
    description: d.description,
    inputSchema: d.parameters === "" ? { type: "object", properties: {} } : JSON.parse(d.parameters),
  }));
  return JSON.stringify({ provider, mode, model, settings, dump: { jsonrpc: "2.0", id: 1, result: { tools: list } } }, null, 2);
}

function selfCheck(settings: Settings): void {
  for (const p of PROVIDERS) {
    for (const m of MODES) {
      for (const model of ["", "deepseek-v4-flash", "arcee/trinity-large"]) {
        assertCatalog({ provider: p.id, mode: m.id, model, settings, names: tools(p.id, m.id, model, settings) });
      }
    }
  }
  // Not a formality: a list with a hidden name fails it.
  const hidden = HIDDEN_COMPATIBILITY_TOOLS[0];
  if (hidden !== undefined) {
    try {
      assertCatalog({ provider: PROVIDERS[0]!.id, mode: MODES[0]!.id, settings, names: [hidden] });
      throw new Error("a hidden name passed the self-check");
    } catch (e) {
      if (!(e instanceof CatalogMismatchError) || e.problems[0]?.rule !== "verify-hidden-offered") throw e;
    }
  }
  console.log("self-check: ok");
}

// settingsOf reads KEY=VALUE arguments.
function settingsOf(args: string[]): Settings {
  const out: Settings = {};
  for (const kv of args) {
    const i = kv.indexOf("=");
    if (i < 1) throw new Error(`${kv}: want KEY=VALUE`);
    out[kv.slice(0, i)] = kv.slice(i + 1);
  }
  return out;
}

const args = process.argv.slice(2);
if (args[0] === "--self-check") {
  selfCheck(settingsOf(args.slice(1)));
} else if (args.length >= 3) {
  console.log(dump(args[0]!, args[1]!, args[2]!, settingsOf(args.slice(3))));
} else {
  console.error("usage: harness.js PROVIDER MODE MODEL [KEY=VALUE]... | --self-check [KEY=VALUE]...");
  process.exitCode = 2;
}
