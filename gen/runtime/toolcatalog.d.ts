/** A lifecycle state. Every tool name is in exactly one. */
export type State = "active" | "deferred" | "hidden-compatibility" | "deprecated" | "removed";
/** Where a tool comes from. Builtin tools come before MCP tools in every catalog. */
export type Source = "builtin" | "mcp";

/** One declared tool. */
export interface Tool {
  readonly name: string;
  readonly state: State;
  readonly source: Source;
  readonly implementation?: string;
  readonly niche?: string;
  readonly card?: string;
  /** As sent to the model: part of the cached prefix. */
  readonly description?: string;
  /** The canonical JSON text of the parameter schema: the exact bytes a block sends. */
  readonly parameters?: string;
  readonly group?: string;
  /** Set when the description lists the deferred tools' cards. */
  readonly card_list?: { readonly header: string; readonly line: string; readonly empty: string };
  /** Definitions for model classes; the first whose class holds the model wins. */
  readonly variants?: readonly {
    readonly class: string;
    readonly description: string;
    readonly has_description: boolean;
    readonly parameters?: string;
    readonly kind?: "function" | "freeform";
    readonly grammar?: string;
    readonly syntax?: string;
  }[];
  /** The tool groups (toolsets) the tool belongs to. */
  readonly groups?: readonly string[];
  /** The tool's own annotations; an absent one has the default in ANNOTATIONS. */
  readonly annotations?: Readonly<Record<string, string>>;
  /** The tool's own conditions; EXPOSURE's apply as well. */
  readonly registered_when?: Condition;
  readonly visible_when?: Condition;
  readonly head_when?: Condition;
}

/**
 * One node of a condition tree: all, any and not combine args; setting,
 * group, in_enabled_group, annotation, class, provider, mode and attribute
 * test one fact of the configuration or of the tool it is about.
 */
export interface Condition {
  readonly op: "all" | "any" | "not" | "setting" | "group" | "in_enabled_group" | "annotation" | "class" | "provider" | "mode" | "attribute";
  readonly args?: readonly Condition[];
  readonly name?: string;
  readonly is?: string;
  readonly has?: string;
  readonly has_tool?: boolean;
  readonly at_least?: string;
  readonly at_most?: string;
}

/** A configuration knob a harness reads: a flag, a config key, an environment fact. */
export interface Setting {
  readonly id: string;
  readonly type: "bool" | "one_of" | "set";
  readonly doc?: string;
  /** A one_of's options or a set's members; empty when members_from names them. */
  readonly values: readonly string[];
  readonly members_from?: "tools" | "groups";
  /** A set of tool names accepts an alias's old name for its replacement. */
  readonly old_names?: boolean;
  /** Words a set accepts in place of members ("*": every member). */
  readonly keywords: readonly { readonly name: string; readonly members: readonly string[] }[];
  readonly default: readonly string[];
}

/** A named group of tools, enabled when its condition holds (none: always). */
export interface Group {
  readonly id: string;
  readonly card?: string;
  readonly doc?: string;
  readonly when?: Condition;
  readonly default_on?: boolean;
}

export interface Annotation {
  readonly id: string;
  readonly type: string;
  readonly default: string;
  readonly doc?: string;
}

/** A model id with the attributes classes by capability test. */
export interface ModelRecord {
  readonly id: string;
  readonly attributes: Readonly<Record<string, readonly string[]>>;
}

/** The conditions every tool must meet, next to its own. */
export interface Exposure {
  readonly registered_when?: Condition;
  readonly visible_when?: Condition;
  readonly head_when?: Condition;
}

/** A setting's value: a bool, a one_of's option, a set's members (sorted). */
export type SettingValue = boolean | string | string[];

/** A deferred tool as a one-line card (pawwork's deferred-tool shape). */
export interface DeferredTool {
  readonly id: string;
  readonly card: string;
  readonly description: string;
  readonly source: Source;
  /** The parameter schema, when the policy declares one. */
  readonly parameters?: unknown;
}

/** One entry of the deprecation manifest. */
export interface Alias {
  readonly name: string;
  readonly replacement: string;
  readonly firstDeprecated: string;
  /** A version, or "TBD". */
  readonly plannedRemoval: string;
  readonly removalNotBefore: string;
  readonly replaySupported: boolean;
  /** Appended to a deprecated call's result metadata, never to the catalog. */
  readonly note: string;
}

export interface Retired {
  readonly name: string;
  readonly reason?: string;
  readonly since?: string;
}

export interface Provider {
  readonly id: string;
  readonly models: readonly string[];
  readonly default: boolean;
  /** Whether firstTurn is the provider's own list; otherwise it uses the default head. */
  readonly explicit: boolean;
  readonly firstTurn: readonly string[];
  readonly budgetTarget: number;
  readonly budgetMax: number;
  /** 0 when unset. */
  readonly maxTools: number;
  readonly nameMaxLength: number;
  readonly namePattern: string;
  /** The request format the block is sent in; "" for names and descriptions only. */
  readonly wire: string;
  /** The provider loads deferred tools itself (anthropic-messages, openai-responses). */
  readonly nativeDeferral: boolean;
  /** Anthropic's tool-search tool: "regex" (default) or "bm25". */
  readonly toolSearch: string;
}

export interface Mode {
  readonly id: string;
  /** Every MCP tool is in the head; otherwise only the keep-loaded ones are. */
  readonly mcpActive: boolean;
  /** Removes from this mode's registry every tool it does not hold for. */
  readonly registeredWhen?: Condition;
}

export interface ModelClass {
  readonly id: string;
  readonly match: readonly string[];
  readonly except: readonly string[];
  readonly example: string;
  /** A condition over the model's record (its attributes). */
  readonly where?: Condition;
}

export interface Gate {
  readonly tool: string;
  readonly visibleFor: string;
  readonly hiddenFor: string;
}

/** What a harness offers for one provider, mode and model id; every list in catalog order. */
export interface Catalog {
  provider: string;
  mode: string;
  model: string;
  /** The first-turn head. */
  active: string[];
  /** The tool-search pool: visible tools not in the head. */
  discoverable: string[];
  hidden: string[];
  deprecated: string[];
  removed: string[];
  /** Everything dispatchable. */
  registered: string[];
  /** Visible tools a gate hides from this model. */
  gatedOut: string[];
  /** "sha256:<hex>" of block(catalog): the prefix-cache identity of the head. */
  fingerprint: string;
  /** Every declared setting's value, defaults filled in; absent when the policy declares none. */
  settings?: Record<string, SettingValue>;
  /** Declared tools a condition keeps out of this configuration's registry; absent when none. */
  unregistered?: string[];
}

/** The `_deprecation` object a deprecated call's result metadata carries. */
export interface DeprecationNotice {
  this_tool: string;
  use_instead: string;
  first_deprecated?: string;
  removed_in?: string;
  message: string;
}

export interface Resolution {
  name: string;
  /** "" for a name declared only in the alias manifest. */
  state: State | "";
  /** The name to call instead; name itself for canonical tools. */
  canonical: string;
  notice: DeprecationNotice | undefined;
}

/**
 * The settings a harness runs with, by id: a boolean (or "true"/"false") for
 * a bool, a string for a one_of, an array of members (or one comma-separated
 * string, as `--set KEY=VALUE` takes it) for a set. Those left out take their
 * defaults.
 */
export type Settings = Readonly<Record<string, string | boolean | readonly string[]>>;

export interface CatalogInput {
  provider: string;
  mode: string;
  model?: string;
  settings?: Settings;
  /** The tool names the harness sends, in order. */
  names?: readonly string[];
  /** The exact bytes of the first-turn block the harness sends. */
  block?: string;
}

export interface CatalogProblem {
  /** A `toolpolicy verify` rule ID, such as "verify-hidden-offered". */
  rule: string;
  name: string;
  message: string;
}

export declare const RELEASE: string;
export declare const TOOLS: readonly Tool[];
export declare const DEFAULT_ACTIVE_NATIVE_TOOLS: readonly string[];
export declare const DEFERRED_TOOLS: readonly string[];
export declare const HIDDEN_COMPATIBILITY_TOOLS: readonly string[];
export declare const DEPRECATED_TOOLS: readonly string[];
export declare const REMOVED_TOOLS: readonly string[];
export declare const REGISTERED_TOOLS: readonly string[];
export declare const KEEP_LOADED_MCP_TOOLS: readonly string[];
export declare const ALIASES: readonly Alias[];
export declare const DEPRECATED_ALIASES: readonly Alias[];
export declare const RETIRED: readonly Retired[];
export declare const RETIRED_TOOLS: readonly string[];
export declare const PROVIDERS: readonly Provider[];
export declare const MODES: readonly Mode[];
export declare const MODEL_CLASSES: readonly ModelClass[];
export declare const GATES: readonly Gate[];
export declare const CONDITIONAL: boolean;
export declare const SETTINGS: readonly Setting[];
export declare const GROUPS: readonly Group[];
export declare const ANNOTATIONS: readonly Annotation[];
export declare const MODELS: readonly ModelRecord[];
export declare const EXPOSURE: Exposure;
export declare const DEFERRED: readonly DeferredTool[];

export declare class UnknownError extends Error {
  readonly kind: "provider" | "mode";
  readonly value: string;
  readonly known: string[];
}

export declare class SettingError extends Error {
  readonly setting: string;
  /** The rejected value; "" when the setting is unknown. */
  readonly value: string;
  readonly reason: string;
  /** What would have been accepted. */
  readonly known: string[];
  /** The closest accepted name, or "". */
  readonly suggest: string;
}
export declare class CatalogMismatchError extends Error {
  readonly problems: CatalogProblem[];
}

export declare function lookup(name: string): Tool | undefined;
export declare function stateOf(name: string): State | undefined;
export declare function isHiddenOrDeprecated(name: string): boolean;
export declare function dispatchable(name: string): boolean;
export declare function isRetired(name: string): boolean;
export declare function lookupAlias(name: string): Alias | undefined;
export declare function firstTurn(provider: string): string[] | undefined;
export declare function matchModel(pattern: string, id: string): boolean;
export declare function inClass(cls: string, model: string): boolean;
export declare function gateAllows(tool: string, model: string): boolean;
export declare function providerFor(model: string): string;
export declare function configure(settings?: Settings): Record<string, SettingValue>;
export declare function annotation(tool: string, id: string): string;
export declare function attribute(model: string, id: string): readonly string[] | undefined;
export declare function groupTools(id: string): string[];
export declare function activeCatalog(provider: string, mode: string, model?: string, settings?: Settings): Catalog;
export declare function resolve(name: string): Resolution | undefined;
export declare function deprecationFor(name: string): DeprecationNotice | undefined;
export declare function deprecation(name: string): { _deprecation: DeprecationNotice } | undefined;
export declare function withDeprecation(name: string, metadata: unknown): unknown;
/** A tool as a block sends it to a model: its variant for the model applied, its card list rendered. */
export interface Definition {
  readonly name: string;
  readonly description: string;
  /** The canonical JSON text of the parameter schema; "" when none is declared. */
  readonly parameters: string;
  /** "function", or "freeform" for a grammar tool. */
  readonly kind: string;
  readonly grammar: string;
  readonly syntax: string;
  /** Sent with defer_loading (a provider that loads deferred tools itself). */
  readonly deferred: boolean;
}
/** The head's definitions and, when the provider loads deferred tools itself, the deferred ones'. */
export declare function definitions(catalog: Catalog): { head: Definition[]; deferred: Definition[] };
/** The bytes of a catalog's tool block, on its provider's wire when the policy names one. */
export declare function block(catalog: Catalog): string;
export declare function fingerprint(data: string | Uint8Array): string;
export declare function checkCatalog(input: CatalogInput): CatalogProblem[];
export declare function assertCatalog(input: CatalogInput): void;
