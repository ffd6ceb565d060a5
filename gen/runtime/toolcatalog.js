// The runtime helpers of the generated TypeScript module. gen writes the
// policy's tables above this text as one JSON literal (DATA); everything below
// reads only DATA and the platform (TextEncoder), so the module has no
// dependencies and runs in Node, Deno, Bun and browsers.

const freeze = (x) => Object.freeze(x);
const freezeAll = (list) => freeze(list.map((x) => freeze(x)));

const indexBy = (list, key) => new Map(list.map((x, i) => [key(x), i]));
const toolIndex = indexBy(DATA.tools, (t) => t.name);
const aliasIndex = indexBy(DATA.aliases, (a) => a.name);
const retiredIndex = indexBy(DATA.retired, (r) => r.name);
const providerIndex = indexBy(DATA.providers, (p) => p.id);
const modeIndex = indexBy(DATA.modes, (m) => m.id);
const classIndex = indexBy(DATA.model_classes, (c) => c.id);
const gateIndex = indexBy(DATA.gates, (g) => g.tool);
const resolutionIndex = indexBy(DATA.resolutions, (r) => r.name);
const deprecationIndex = indexBy(DATA.deprecations, (d) => d.this_tool);
const headIndex = new Map(DATA.heads.map((h) => [h.provider + "\u0000" + h.mode, h.list]));
const headSets = DATA.head_lists.map((names) => new Set(names));
const settingIndex = indexBy(DATA.settings, (s) => s.id);
const groupIndex = indexBy(DATA.groups, (g) => g.id);
const annotationIndex = indexBy(DATA.annotations, (a) => a.id);
const modelIndex = indexBy(DATA.models, (m) => m.id);

/** The policy release these tables describe. */
export const RELEASE = DATA.release;
/** Every declared tool, in catalog order: builtin tools by name, then MCP tools by name. */
export const TOOLS = freezeAll(DATA.tools);
/** The default first-turn head: every builtin tool whose state is active, sorted. */
export const DEFAULT_ACTIVE_NATIVE_TOOLS = freeze(DATA.default_head);
/** Deferred tools: registered, found through tool search. */
export const DEFERRED_TOOLS = freeze(DATA.registry.deferred);
/** Hidden-compatibility names: dispatchable, never offered, calls are silent. */
export const HIDDEN_COMPATIBILITY_TOOLS = freeze(DATA.registry.hidden);
/** Deprecated names: dispatchable, never offered, calls carry a notice. */
export const DEPRECATED_TOOLS = freeze(DATA.registry.deprecated);
/** Removed names: not dispatchable. */
export const REMOVED_TOOLS = freeze(DATA.registry.removed);
/** Every dispatchable name. */
export const REGISTERED_TOOLS = freeze(DATA.registry.registered);
/** MCP tools that stay in the head in every mode. */
export const KEEP_LOADED_MCP_TOOLS = freeze(DATA.keep_loaded);
/** The whole deprecation manifest, sorted by name. */
export const ALIASES = freezeAll(DATA.aliases.map(fromAlias));
/** The manifest entries whose name is deprecated: the ones whose calls carry a notice. */
export const DEPRECATED_ALIASES = freeze(ALIASES.filter((a) => stateOf(a.name) === "deprecated"));
/** Names that must never be registered again, sorted. */
export const RETIRED = freezeAll(DATA.retired);
/** The retired names alone. */
export const RETIRED_TOOLS = freeze(RETIRED.map((r) => r.name));
/** Providers, sorted by id. */
export const PROVIDERS = freezeAll(DATA.providers.map(fromProvider));
/** Modes, sorted by id. */
export const MODES = freezeAll(
  DATA.modes.map((m) => {
    const out = { id: m.id, mcpActive: m.mcp === "active" };
    if (m.registered_when !== undefined) out.registeredWhen = m.registered_when;
    return out;
  }),
);
/** Whether resolution depends on settings, groups or conditions. */
export const CONDITIONAL = DATA.conditional;
/** The declared settings, sorted by id. */
export const SETTINGS = freezeAll(DATA.settings);
/** The tool groups (toolsets), sorted by id. */
export const GROUPS = freezeAll(DATA.groups);
/** The annotations conditions may test (MCP's four and the policy's own) with their defaults, sorted by id. */
export const ANNOTATIONS = freezeAll(DATA.annotations);
/** Model records, for classes by capability, sorted by id. */
export const MODELS = freezeAll(DATA.models);
/** The conditions every tool must meet, next to its own. */
export const EXPOSURE = freeze(DATA.exposure);
/** Model classes, sorted by id. */
export const MODEL_CLASSES = freezeAll(DATA.model_classes);
/** Gates, sorted by tool. */
export const GATES = freezeAll(DATA.gates.map((g) => ({ tool: g.tool, visibleFor: g.visible_for ?? "", hiddenFor: g.hidden_for ?? "" })));
/**
 * The deferred tools as one-line cards, in catalog order: what a tool_info
 * style activation tool lists while the full schemas stay out of the prompt.
 */
export const DEFERRED = freezeAll(
  DATA.tools
    .filter((t) => t.state === "deferred")
    .map((t) => {
      const d = { id: t.name, card: t.card ?? "", description: t.description ?? "", source: t.source };
      if (t.parameters) d.parameters = JSON.parse(t.parameters);
      return d;
    }),
);

function fromAlias(a) {
  return {
    name: a.name,
    replacement: a.replacement,
    firstDeprecated: a.first_deprecated,
    plannedRemoval: a.planned_removal,
    removalNotBefore: a.removal_not_before ?? "",
    replaySupported: a.replay_supported,
    note: a.note ?? "",
  };
}

function fromProvider(p) {
  return {
    id: p.id,
    models: freeze(p.models),
    default: p.default,
    explicit: p.first_turn !== null,
    firstTurn: freeze(p.first_turn ?? []),
    budgetTarget: p.budget_target,
    budgetMax: p.budget_max,
    maxTools: p.max_tools ?? 0,
    nameMaxLength: p.name_max_length ?? 0,
    namePattern: p.name_pattern ?? "",
    wire: p.wire ?? "",
    nativeDeferral: p.native_deferral ?? false,
    toolSearch: p.tool_search ?? "",
  };
}


/** Thrown for a provider or mode the policy does not declare. */
export class UnknownError extends Error {
  constructor(kind, name, known) {
    super(`unknown ${kind} ${JSON.stringify(name)} (the policy declares: ${known.length ? known.join(", ") : "none"})`);
    this.name = "UnknownError";
    this.kind = kind;
    this.value = name;
    this.known = known;
  }
}

/** The declared tool called name, or undefined. */
export function lookup(name) {
  const i = toolIndex.get(name);
  return i === undefined ? undefined : TOOLS[i];
}

/** The lifecycle state of a declared tool name, or undefined. */
export function stateOf(name) {
  return lookup(name)?.state;
}

/** Whether name is hidden-compatibility or deprecated: dispatchable but never offered. */
export function isHiddenOrDeprecated(name) {
  const s = stateOf(name);
  return s === "hidden-compatibility" || s === "deprecated";
}

/**
 * Whether a call to name executes as far as its state goes. Gates never
 * unregister a tool; a policy's registration conditions can, per
 * configuration: activeCatalog(…, settings).registered answers for one.
 */
export function dispatchable(name) {
  const s = stateOf(name);
  return s !== undefined && s !== "removed";
}

/** Whether name must never be registered again. */
export function isRetired(name) {
  return retiredIndex.has(name);
}

/** The manifest entry for name, or undefined. */
export function lookupAlias(name) {
  const i = aliasIndex.get(name);
  return i === undefined ? undefined : ALIASES[i];
}

/** The first-turn list a provider asks for before gates, or undefined for an unknown provider. */
export function firstTurn(provider) {
  const i = providerIndex.get(provider);
  if (i === undefined) return undefined;
  const p = PROVIDERS[i];
  return p.explicit ? [...p.firstTurn] : [...DEFAULT_ACTIVE_NATIVE_TOOLS];
}

/**
 * Whether a model id matches a pattern in which `*` matches any run of
 * characters and everything else is literal. The whole id must match.
 */
export function matchModel(pattern, id) {
  const parts = pattern.split("*");
  if (parts.length === 1) return pattern === id;
  if (!id.startsWith(parts[0])) return false;
  let rest = id.slice(parts[0].length);
  const last = parts[parts.length - 1];
  for (const mid of parts.slice(1, -1)) {
    const i = rest.indexOf(mid);
    if (i < 0) return false;
    rest = rest.slice(i + mid.length);
  }
  return rest.endsWith(last);
}

/**
 * Whether a model id belongs to a model class: it matches a pattern (if the
 * class has any) and its record meets the class's condition (if it has
 * one). An empty id belongs to none.
 */
export function inClass(cls, model) {
  const i = classIndex.get(cls);
  if (i === undefined || model === "") return false;
  const c = DATA.model_classes[i];
  if (c.match.length === 0 && c.where === undefined) return false;
  if (c.match.length > 0 && (!c.match.some((p) => matchModel(p, model)) || c.except.some((p) => matchModel(p, model)))) return false;
  return c.where === undefined || new Eval(undefined, "", "", model).eval(c.where);
}

/** Whether a tool's gate, if it has one, lets the model see it. */
export function gateAllows(tool, model) {
  const i = gateIndex.get(tool);
  if (i === undefined) return true;
  const g = GATES[i];
  return g.visibleFor !== "" ? inClass(g.visibleFor, model) : !inClass(g.hiddenFor, model);
}

/** The provider serving a model id: the first in id order with a matching pattern, else the default, else "". */
export function providerFor(model) {
  if (model !== "") {
    for (const p of PROVIDERS) {
      if (p.models.some((pat) => matchModel(pat, model))) return p.id;
    }
  }
  return PROVIDERS.find((p) => p.default)?.id ?? "";
}

function headFor(provider, mode) {
  if (!providerIndex.has(provider)) throw new UnknownError("provider", provider, PROVIDERS.map((p) => p.id));
  if (!modeIndex.has(mode)) throw new UnknownError("mode", mode, MODES.map((m) => m.id));
  return headSets[headIndex.get(provider + "\u0000" + mode)];
}

/** Thrown for a setting the policy does not declare, or a value it does not accept. */
export class SettingError extends Error {
  constructor(setting, value, reason, known, suggest) {
    let msg;
    if (value === "" && reason === "") msg = `unknown setting ${JSON.stringify(setting)}`;
    else if (reason !== "") msg = `setting ${JSON.stringify(setting)}: ${reason}`;
    else msg = `setting ${JSON.stringify(setting)}: unknown value ${JSON.stringify(value)}`;
    if (suggest !== "") msg += ` (did you mean ${JSON.stringify(suggest)}?)`;
    if (known.length > 0 && known.length <= 40) msg += "; accepted: " + known.join(", ");
    else if (known.length > 40) msg += `; ${known.length} values accepted`;
    super(msg);
    this.name = "SettingError";
    this.setting = setting;
    this.value = value;
    this.reason = reason;
    this.known = known;
    this.suggest = suggest;
  }
}

// byteOrder compares strings as Go does (by UTF-8 bytes, which is code point order).
function byteOrder(a, b) {
  const x = Array.from(a, (c) => c.codePointAt(0));
  const y = Array.from(b, (c) => c.codePointAt(0));
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

function editDistance(a, b) {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

// suggest returns the candidate closest to name by edit distance, or "" when
// none is close enough to be a likely typo.
function suggest(name, candidates) {
  const a = Array.from(name);
  let best = "";
  let bestD = -1;
  for (const c of candidates) {
    if (c === name) continue;
    const d = editDistance(a, Array.from(c));
    if (bestD < 0 || d < bestD || (d === bestD && byteOrder(c, best) < 0)) {
      best = c;
      bestD = d;
    }
  }
  const bytes = new TextEncoder().encode(name).length;
  return bestD < 0 || bestD > Math.max(2, Math.floor(bytes / 3)) ? "" : best;
}

function describe(v) {
  if (v === null || v === undefined) return "null";
  if (typeof v === "boolean") return "a bool";
  if (typeof v === "string") return "a string";
  if (typeof v === "number") return "a number";
  if (Array.isArray(v)) return "a list";
  return "an object";
}

const TRUE_WORDS = new Set(["1", "t", "T", "TRUE", "true", "True"]);
const FALSE_WORDS = new Set(["0", "f", "F", "FALSE", "false", "False"]);

function settingMembers(st) {
  if (st.type === "bool") return ["false", "true"];
  if (st.members_from === "tools") return DATA.tools.map((t) => t.name);
  if (st.members_from === "groups") return DATA.groups.map((g) => g.id);
  return st.values;
}

function keyword(st, word) {
  const k = st.keywords.find((k) => k.name === word);
  if (k !== undefined) return k.members;
  if (st.members_from === "groups") {
    if (word === "all") return ["*"];
    if (word === "default") return DATA.groups.filter((g) => g.default_on).map((g) => g.id);
  }
  return undefined;
}

function setMembers(st, members) {
  const all = settingMembers(st);
  const allSet = new Set(all);
  const set = new Set();
  for (let m of members) {
    m = m.trim();
    if (m === "") continue;
    const kw = keyword(st, m);
    if (kw !== undefined) {
      for (const k of kw) {
        if (k === "*") for (const a of all) set.add(a);
        else set.add(k);
      }
      continue;
    }
    if (st.members_from === "tools") {
      // An old name stands for its replacement.
      if (st.old_names && aliasIndex.has(m)) {
        const r = resolve(m);
        if (r !== undefined && toolIndex.has(r.canonical)) {
          set.add(r.canonical);
          continue;
        }
      }
      if (toolIndex.has(m)) {
        set.add(m);
        continue;
      }
    } else if (allSet.has(m)) {
      set.add(m);
      continue;
    }
    const known = [...all, ...st.keywords.map((k) => k.name)];
    if (st.members_from === "groups") known.push("all", "default");
    if (st.old_names) for (const a of DATA.aliases) known.push(a.name);
    const listed = st.members_from === "tools" ? [] : [...new Set(known)].sort(byteOrder);
    throw new SettingError(st.id, m, "", listed, suggest(m, known));
  }
  return [...set].sort(byteOrder);
}

function settingValue(st, raw, given) {
  if (!given) {
    if (st.type === "bool") return st.default.length === 1 && st.default[0] === "true";
    if (st.type === "one_of") return st.default[0] ?? "";
    return setMembers(st, st.default);
  }
  if (st.type === "bool") {
    if (typeof raw === "boolean") return raw;
    if (typeof raw === "string") {
      if (TRUE_WORDS.has(raw)) return true;
      if (FALSE_WORDS.has(raw)) return false;
      throw new SettingError(st.id, raw, `${JSON.stringify(raw)} is not true or false`, ["false", "true"], "");
    }
    throw new SettingError(st.id, "", `wants true or false, not ${describe(raw)}`, [], "");
  }
  if (st.type === "one_of") {
    if (typeof raw !== "string") throw new SettingError(st.id, "", `wants one string, not ${describe(raw)}`, [], "");
    if (!st.values.includes(raw)) throw new SettingError(st.id, raw, "", [...st.values], suggest(raw, st.values));
    return raw;
  }
  if (typeof raw === "string") return setMembers(st, raw.split(","));
  if (!Array.isArray(raw)) throw new SettingError(st.id, "", `wants a list of strings, not ${describe(raw)}`, [], "");
  for (const e of raw) {
    if (typeof e !== "string") throw new SettingError(st.id, "", `wants a list of strings; it holds ${describe(e)}`, [], "");
  }
  return setMembers(st, raw);
}

/**
 * Every declared setting's value, by id, for the settings a harness gives
 * (a boolean or "true"/"false" for a bool, a string for a one_of, an array
 * of members or one comma-separated string for a set); those left out take
 * their defaults, and a set's keywords and old names are expanded. Throws
 * SettingError for an undeclared setting or a value it does not accept.
 */
export function configure(settings = {}) {
  for (const k of Object.keys(settings).sort(byteOrder)) {
    if (!settingIndex.has(k)) throw new SettingError(k, "", "", DATA.settings.map((s) => s.id), suggest(k, DATA.settings.map((s) => s.id)));
  }
  const out = {};
  for (const st of DATA.settings) {
    const given = Object.prototype.hasOwnProperty.call(settings, st.id);
    out[st.id] = settingValue(st, given ? settings[st.id] : undefined, given);
  }
  return out;
}

// parseNumber accepts the decimal forms Go's strconv.ParseFloat does, and
// infinities and NaN.
function parseNumber(s) {
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number(s);
  if (/^[+-]?(inf|infinity)$/i.test(s)) return s.startsWith("-") ? -Infinity : Infinity;
  if (/^nan$/i.test(s)) return NaN;
  return undefined;
}

/** A model record's attribute; undefined when the model has no record or the record no such attribute. */
export function attribute(model, id) {
  const i = modelIndex.get(model);
  return i === undefined ? undefined : DATA.models[i].attributes[id];
}

function attributeHolds(c, model) {
  const v = attribute(model, c.name);
  if (v === undefined) return false;
  if (c.has !== undefined) return v.includes(c.has);
  if (c.at_least !== undefined || c.at_most !== undefined) {
    if (v.length !== 1) return false;
    const n = parseNumber(v[0]);
    if (n === undefined) return false;
    if (c.at_least !== undefined) {
      const lo = parseNumber(c.at_least);
      if (lo === undefined || n < lo) return false;
    }
    if (c.at_most !== undefined) {
      const hi = parseNumber(c.at_most);
      if (hi === undefined || n > hi) return false;
    }
    return true;
  }
  return v.length === 1 && v[0] === (c.is ?? "");
}

/** A tool's annotation, or the declared default ("" for an undeclared one). */
export function annotation(tool, id) {
  const t = DATA.tools[toolIndex.get(tool)];
  const own = t?.annotations?.[id];
  if (own !== undefined) return own;
  const i = annotationIndex.get(id);
  return i === undefined ? "" : DATA.annotations[i].default;
}

// Eval evaluates conditions against one configuration (values: each
// setting's value by id; undefined where there are none, as in a model
// class's condition) and, while a tool's conditions are evaluated, that tool.
class Eval {
  constructor(values, provider, mode, model) {
    this.values = values;
    this.provider = provider;
    this.mode = mode;
    this.model = model;
    this.tool = undefined;
    // Each group's verdict: 1 on, 2 off, 3 being worked out (a cycle counts as off).
    this.groupOn = new Map();
  }

  holds(c) {
    return c === undefined || this.eval(c);
  }

  eval(c) {
    switch (c.op) {
      case "all":
        return (c.args ?? []).every((a) => this.eval(a));
      case "any":
        return (c.args ?? []).some((a) => this.eval(a));
      case "not":
        return (c.args ?? []).length === 1 && !this.eval(c.args[0]);
      case "setting":
        return this.setting(c);
      case "group":
        return this.group(c.name ?? "");
      case "in_enabled_group": {
        if (this.tool === undefined) return false;
        const gs = DATA.tools[toolIndex.get(this.tool)].groups ?? [];
        return gs.length === 0 || gs.some((g) => this.group(g));
      }
      case "annotation":
        return this.tool !== undefined && annotation(this.tool, c.name ?? "") === (c.is ?? "");
      case "class":
        return inClass(c.name ?? "", this.model);
      case "provider":
        return this.provider === (c.name ?? "");
      case "mode":
        return this.mode === (c.name ?? "");
      case "attribute":
        return attributeHolds(c, this.model);
    }
    return false;
  }

  setting(c) {
    const i = settingIndex.get(c.name ?? "");
    if (this.values === undefined || i === undefined) return false;
    const st = DATA.settings[i];
    const v = this.values[st.id];
    if (c.has_tool) return this.tool !== undefined && Array.isArray(v) && v.includes(this.tool);
    if (c.has !== undefined) return Array.isArray(v) && v.includes(c.has);
    if (st.type === "bool") return String(v) === (c.is ?? "");
    if (st.type === "one_of") return v === (c.is ?? "");
    return false;
  }

  group(id) {
    const seen = this.groupOn.get(id);
    if (seen !== undefined) return seen === 1;
    const i = groupIndex.get(id);
    if (i === undefined) return false;
    this.groupOn.set(id, 3);
    // A group's condition is about the configuration, not a tool.
    const tool = this.tool;
    this.tool = undefined;
    const on = this.holds(DATA.groups[i].when);
    this.tool = tool;
    this.groupOn.set(id, on ? 1 : 2);
    return on;
  }
}

/** The tools of a group, in catalog order: what a harness activates together when the model asks for the group. */
export function groupTools(id) {
  return DATA.tools.filter((t) => (t.groups ?? []).includes(id)).map((t) => t.name);
}

/**
 * The catalog a harness offers for a provider, mode, model id (empty: no
 * gated class matches) and settings (see configure; those left out take
 * their defaults). A tool is registered when its registration conditions
 * hold, offered when its state is visible and its visibility conditions and
 * gate hold, and in the head when it is one of the head's names and its head
 * conditions hold too. Throws UnknownError for an undeclared provider or
 * mode, SettingError for a setting the policy does not accept.
 */
export function activeCatalog(provider, mode, model = "", settings = {}) {
  const head = headFor(provider, mode);
  const values = configure(settings);
  const modeCond = DATA.modes[modeIndex.get(mode)].registered_when;
  const c = { provider, mode, model, active: [], discoverable: [], hidden: [], deprecated: [], removed: [], registered: [], gatedOut: [], fingerprint: "" };
  const unregistered = [];
  const e = new Eval(values, provider, mode, model);
  const ex = DATA.exposure;
  for (const t of TOOLS) {
    e.tool = t.name;
    const reg = e.holds(ex.registered_when) && e.holds(t.registered_when) && e.holds(modeCond);
    const vis = reg && e.holds(ex.visible_when) && e.holds(t.visible_when);
    const headOK = vis && e.holds(ex.head_when) && e.holds(t.head_when);
    const out = !vis || !gateAllows(t.name, model);
    if (t.state === "removed") {
      c.removed.push(t.name);
      continue;
    }
    if (!reg) {
      unregistered.push(t.name);
      continue;
    }
    if (t.state === "hidden-compatibility") c.hidden.push(t.name);
    else if (t.state === "deprecated") c.deprecated.push(t.name);
    c.registered.push(t.name);
    if (t.state !== "active" && t.state !== "deferred") continue;
    if (head.has(t.name) && !out && headOK) c.active.push(t.name);
    else if (out) c.gatedOut.push(t.name);
    else c.discoverable.push(t.name);
  }
  // The settings first: a variant's condition may test them.
  if (DATA.settings.length > 0) c.settings = values;
  c.fingerprint = fingerprint(block(c));
  if (unregistered.length > 0) c.unregistered = unregistered;
  return c;
}

/** Where a call to name leads; undefined for a name neither declared nor in the manifest. */
export function resolve(name) {
  const i = resolutionIndex.get(name);
  if (i === undefined) return undefined;
  const r = DATA.resolutions[i];
  return { name, state: r.state, canonical: r.canonical, notice: deprecationFor(name) };
}

/** The notice a call to name carries, or undefined for silent names. */
export function deprecationFor(name) {
  const i = deprecationIndex.get(name);
  if (i === undefined) return undefined;
  const d = DATA.deprecations[i];
  const out = { this_tool: d.this_tool, use_instead: d.use_instead };
  if (d.first_deprecated) out.first_deprecated = d.first_deprecated;
  if (d.removed_in) out.removed_in = d.removed_in;
  out.message = d.message;
  return out;
}

/** {"_deprecation": {...}} for a call to name, to merge into its result metadata, or undefined. */
export function deprecation(name) {
  const d = deprecationFor(name);
  return d === undefined ? undefined : { _deprecation: d };
}

/**
 * A call's result metadata with the notice for name merged in: an object
 * gains "_deprecation" (in a copy); null or undefined becomes the notice
 * alone; anything else is kept under "_original_metadata".
 */
export function withDeprecation(name, metadata) {
  const d = deprecation(name);
  if (d === undefined) return metadata;
  if (metadata === null || metadata === undefined) return d;
  if (typeof metadata === "object" && !Array.isArray(metadata)) return { ...metadata, _deprecation: d._deprecation };
  return { ...d, _original_metadata: metadata };
}

const HEX = "0123456789abcdef";

// jsonString quotes s exactly as Go's encoding/json does, so blocks and their
// fingerprints are byte-identical across the generated languages.
function jsonString(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x08) out += "\\b";
    else if (c === 0x0c) out += "\\f";
    else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) out += "\\u00" + HEX[c >> 4] + HEX[c & 15];
    else if (c === 0x2028 || c === 0x2029) out += "\\u202" + HEX[c & 15];
    else if (c >= 0xd800 && c <= 0xdfff) out += "\ufffd";
    else out += ch;
  }
  return out + '"';
}

// jsonText quotes s as Go's encoding/json does with HTML escaping off (the
// encoder the provider wires are rendered with).
function jsonText(s) {
  let out = '"';
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += "\\\\";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x0d) out += "\\r";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x08) out += "\\b";
    else if (c === 0x0c) out += "\\f";
    else if (c < 0x20) out += "\\u00" + HEX[c >> 4] + HEX[c & 15];
    else if (c === 0x2028 || c === 0x2029) out += "\\u202" + HEX[c & 15];
    else if (c >= 0xd800 && c <= 0xdfff) out += "\ufffd";
    else out += ch;
  }
  return out + '"';
}

const hasCardList = DATA.tools.some((t) => t.card_list !== undefined);
const EMPTY_OBJECT = '{"type":"object","properties":{}}';

// variantFor returns t's variant for the model in the configuration e
// evaluates conditions in (undefined where no variant has a condition).
function variantFor(t, model, e) {
  for (const v of t.variants ?? []) {
    if (v.class !== undefined && v.class !== "" && !inClass(v.class, model)) continue;
    if (v.when !== undefined) {
      if (e === undefined) continue;
      const tool = e.tool;
      e.tool = t.name;
      const ok = e.holds(v.when);
      e.tool = tool;
      if (!ok) continue;
    }
    return v;
  }
  return undefined;
}

const hasVariantWhen = DATA.tools.some((t) => (t.variants ?? []).some((v) => v.when !== undefined));

// variantEval is what a catalog's variant conditions are evaluated against:
// its settings, or undefined when no variant has a condition.
function variantEval(catalog) {
  if (!hasVariantWhen) return undefined;
  return new Eval(catalog.settings ?? configure({}), catalog.provider, catalog.mode, catalog.model);
}

function renderCardList(l, desc, cards) {
  let s = desc + "\n";
  if (cards.length === 0) return s + l.empty;
  s += l.header + "\n\n";
  const line = l.line === "" ? "- **{name}**: {card}" : l.line;
  const lines = [];
  for (let i = 0; i + 1 < cards.length; i += 2) {
    lines.push(line.replace(/\{name\}|\{card\}/g, (m) => (m === "{name}" ? cards[i] : cards[i + 1])));
  }
  return s + lines.join("\n");
}

// definition is a tool as the block sends it to a model: its variant for
// the model applied, its card list rendered.
function definition(name, model, cards, e) {
  const t = DATA.tools[toolIndex.get(name)];
  if (t === undefined) return { name, description: "", parameters: "", kind: "function", grammar: "", syntax: "", deferred: false };
  const d = { name, description: t.description ?? "", parameters: t.parameters ?? "", kind: "function", grammar: "", syntax: "", deferred: false };
  const v = variantFor(t, model, e);
  if (v !== undefined) {
    if (v.has_description) d.description = v.description;
    if (v.parameters) d.parameters = v.parameters;
    if (v.kind) d.kind = v.kind;
    d.grammar = v.grammar ?? "";
    d.syntax = v.syntax ?? "";
  }
  if (t.card_list !== undefined) d.description = renderCardList(t.card_list, d.description, cards);
  return d;
}

const nativeDeferralWire = (w) => w === "anthropic-messages" || w === "openai-responses";

function grammarFormat(d) {
  if (d.grammar === "") return "";
  return '{"type":"grammar","syntax":' + jsonText(d.syntax || "lark") + ',"definition":' + jsonText(d.grammar) + "}";
}

function renderTool(w, d) {
  const kv = [];
  const str = (k, v) => kv.push(jsonText(k) + ":" + jsonText(v));
  const raw = (k, v) => kv.push(jsonText(k) + ":" + v);
  const freeform = d.kind === "freeform";
  let params = d.parameters;
  switch (w) {
    case "anthropic-messages":
      str("name", d.name);
      if (d.description !== "") str("description", d.description);
      raw("input_schema", params === "" || freeform ? EMPTY_OBJECT : params);
      if (d.deferred) raw("defer_loading", "true");
      break;
    case "openai-chat-completions": {
      const f = [jsonText("name") + ":" + jsonText(d.name)];
      if (d.description !== "") f.push(jsonText("description") + ":" + jsonText(d.description));
      if (freeform) {
        const fm = grammarFormat(d);
        if (fm !== "") f.push(jsonText("format") + ":" + fm);
        str("type", "custom");
        raw("custom", "{" + f.join(",") + "}");
        break;
      }
      if (params !== "") f.push(jsonText("parameters") + ":" + params);
      str("type", "function");
      raw("function", "{" + f.join(",") + "}");
      break;
    }
    case "openai-responses":
      str("type", freeform ? "custom" : "function");
      str("name", d.name);
      if (d.description !== "") str("description", d.description);
      if (freeform) {
        const fm = grammarFormat(d);
        if (fm !== "") raw("format", fm);
      } else {
        raw("parameters", params === "" ? EMPTY_OBJECT : params);
      }
      if (d.deferred) raw("defer_loading", "true");
      break;
    case "gemini":
      str("name", d.name);
      if (d.description !== "") str("description", d.description);
      if (params !== "" && !freeform) raw("parametersJsonSchema", params);
      break;
    case "mcp-tools-list":
      str("name", d.name);
      if (d.description !== "") str("description", d.description);
      raw("inputSchema", params === "" || freeform ? EMPTY_OBJECT : params);
      break;
  }
  return "{" + kv.join(",") + "}";
}

/**
 * The definitions a catalog's block sends, each with its variant for the
 * model applied and its card list rendered: the head's, in catalog order,
 * and, when the provider loads deferred tools itself, the deferred tools'
 * (marked deferred) in catalog order; else none. A harness that builds its
 * request's tools from these sends the golden block.
 */
export function definitions(catalog) {
  const p = DATA.providers[providerIndex.get(catalog.provider)];
  const cards = [];
  if (hasCardList) {
    for (const n of catalog.discoverable) {
      const t = lookup(n);
      if (t !== undefined && t.card) cards.push(n, t.card);
    }
  }
  const e = variantEval(catalog);
  const head = catalog.active.map((n) => definition(n, catalog.model, cards, e));
  const deferred = [];
  if (p !== undefined && p.native_deferral && nativeDeferralWire(p.wire ?? "")) {
    for (const n of catalog.discoverable) {
      const d = definition(n, catalog.model, cards, e);
      d.deferred = true;
      deferred.push(d);
    }
  }
  return { head, deferred };
}

/**
 * The bytes of a catalog's tool block: on its provider's wire when the
 * policy names one (the head, then, where the provider loads deferred tools
 * itself, the tool-search tool and the deferred tools), else a JSON array of
 * {name, description, parameters} in catalog order, compact, newline-terminated. These
 * bytes are the prefix-cache identity of the head.
 */
export function block(catalog) {
  const p = DATA.providers[providerIndex.get(catalog.provider)];
  const { head, deferred } = definitions(catalog);
  const w = p?.wire ?? "";
  if (w === "") {
    // Go's encoder escapes <, > and & in the schema as it does in strings;
    // in JSON text they only occur inside strings.
    const htmlSafe = (j) => j.replace(/[<>&]/g, (c) => "\\u00" + c.charCodeAt(0).toString(16));
    const parts = head.map(
      (d) =>
        '{"name":' +
        jsonString(d.name) +
        (d.description === "" ? "" : ',"description":' + jsonString(d.description)) +
        (d.parameters === "" ? "" : ',"parameters":' + htmlSafe(d.parameters)) +
        "}",
    );
    return "[" + parts.join(",") + "]\n";
  }
  const items = head.map((d) => renderTool(w, d));
  if (deferred.length > 0) {
    if (w === "anthropic-messages") {
      items.push(
        p.tool_search === "bm25"
          ? '{"type":"tool_search_tool_bm25_20251119","name":"tool_search_tool_bm25"}'
          : '{"type":"tool_search_tool_regex_20251119","name":"tool_search_tool_regex"}',
      );
    } else {
      items.push('{"type":"tool_search"}');
    }
    for (const d of deferred) items.push(renderTool(w, d));
  }
  if (w === "gemini") return items.length === 0 ? "[]" : '[{"functionDeclarations":[' + items.join(",") + "]}]";
  if (w === "mcp-tools-list") return '{"tools":[' + items.join(",") + "]}";
  return "[" + items.join(",") + "]";
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

// sha256 of bytes, as 64 lowercase hex digits. Written out here so the module
// needs neither node:crypto nor the asynchronous WebCrypto API.
function sha256(bytes) {
  const n = bytes.length;
  const padded = new Uint8Array(((n + 9 + 63) >> 6) << 6);
  padded.set(bytes);
  padded[n] = 0x80;
  const dv = new DataView(padded.buffer);
  dv.setUint32(padded.length - 8, Math.floor(n / 0x20000000));
  dv.setUint32(padded.length - 4, (n << 3) >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  const rotr = (x, r) => (x >>> r) | (x << (32 - r));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = dv.getUint32(off + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i]) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += hh;
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, "0")).join("");
}

/** "sha256:<hex>" of a string (as UTF-8) or of bytes. */
export function fingerprint(data) {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  return "sha256:" + sha256(bytes);
}

/**
 * The ways the names or block a harness built disagree with the policy, as
 * {rule, name, message} with the rule IDs `toolpolicy verify` uses; empty
 * when they agree. Give names (the tool names in the order the harness sends
 * them) or block (the exact block bytes, as a string), or both.
 */
export function checkCatalog(input) {
  const c = activeCatalog(input.provider, input.mode, input.model ?? "", input.settings ?? {});
  const problems = [];
  const add = (rule, name, message) => problems.push({ rule, name, message });
  const names = input.names;
  if (names !== undefined) {
    const want = new Set(c.active);
    const seen = new Set();
    for (const n of names) {
      if (seen.has(n)) add("verify-duplicate", n, `${n} is offered twice`);
      seen.add(n);
      const t = lookup(n);
      if (t === undefined) {
        if (isRetired(n)) add("verify-retired-offered", n, `${n} is retired and must never be registered again`);
        else add("verify-undeclared", n, `${n} is not declared in the policy`);
      } else if (t.state === "hidden-compatibility") add("verify-hidden-offered", n, `${n} is hidden-compatibility: dispatchable but never offered`);
      else if (t.state === "deprecated") add("verify-deprecated-offered", n, `${n} is deprecated: dispatchable but never offered`);
      else if (t.state === "removed") add("verify-removed-offered", n, `${n} is removed`);
      else if (!want.has(n)) {
        const why = c.gatedOut.includes(n) ? "a gate hides it from this model" : "it is not in the policy's first-turn head";
        add("verify-head-extra", n, `${n} is offered but ${why}`);
      }
    }
    for (const n of c.active) if (!seen.has(n)) add("verify-head-missing", n, `${n} is in the policy's head but not offered`);
    const common = [...new Set(names.filter((n) => want.has(n)))];
    const order = c.active.filter((n) => seen.has(n));
    for (let i = 0; i < common.length; i++) {
      if (common[i] !== order[i]) {
        add("verify-head-order", common[i], `the head is out of order at ${common[i]}: the policy has ${order[i]} here`);
        break;
      }
    }
  }
  if (input.block !== undefined) {
    const want = block(c);
    if (input.block !== want) add("verify-block-diff", "", `the block differs from the policy's (${fingerprint(input.block)}, want ${c.fingerprint})`);
  }
  return problems;
}

/** Thrown by assertCatalog; problems lists every disagreement. */
export class CatalogMismatchError extends Error {
  constructor(problems) {
    super("the tool catalog disagrees with the policy:\n" + problems.map((p) => `  [${p.rule}] ${p.message}`).join("\n"));
    this.name = "CatalogMismatchError";
    this.problems = problems;
  }
}

/** Throws CatalogMismatchError unless the names or block agree with the policy. For a harness's own tests. */
export function assertCatalog(input) {
  const problems = checkCatalog(input);
  if (problems.length > 0) throw new CatalogMismatchError(problems);
}
