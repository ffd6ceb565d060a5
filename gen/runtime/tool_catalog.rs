// The runtime helpers of the generated Rust module. gen writes the policy's
// tables above this text; everything below reads only those tables and std.

/// A lifecycle state. Every tool name is in exactly one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// In the first-turn head.
    Active,
    /// Registered and found through tool search.
    Deferred,
    /// Dispatchable, never offered nor searchable; calls are silent.
    HiddenCompatibility,
    /// Dispatchable, never offered nor searchable; calls carry a notice.
    Deprecated,
    /// Not registered; calls are an error.
    Removed,
}

impl State {
    /// The state's name in the policy ("hidden-compatibility", ...).
    pub fn as_str(self) -> &'static str {
        match self {
            State::Active => "active",
            State::Deferred => "deferred",
            State::HiddenCompatibility => "hidden-compatibility",
            State::Deprecated => "deprecated",
            State::Removed => "removed",
        }
    }
    /// Whether a model can see a tool in this state, in the head or through tool search.
    pub fn visible(self) -> bool {
        matches!(self, State::Active | State::Deferred)
    }
    /// Whether a call to a tool in this state executes.
    pub fn dispatchable(self) -> bool {
        self != State::Removed
    }
}

/// Where a tool comes from. Builtin tools come before MCP tools in every catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Builtin,
    Mcp,
}

/// One declared tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tool {
    pub name: &'static str,
    pub state: State,
    pub source: Source,
    pub implementation: &'static str,
    pub niche: &'static str,
    /// The one-line card shown while the tool is deferred.
    pub card: &'static str,
    /// As sent to the model: part of the cached prefix.
    pub description: &'static str,
    /// The canonical JSON text of the parameter schema; "" when none.
    pub parameters: &'static str,
    pub group: &'static str,
    /// Set when the description lists the deferred tools' cards.
    pub card_list: Option<CardList>,
    /// Definitions for model classes; the first whose class holds the model wins.
    pub variants: &'static [Variant],
    /// The tool groups (toolsets) the tool belongs to, sorted.
    pub groups: &'static [&'static str],
    /// The tool's own annotations (key, value), sorted by key; an absent one
    /// has the default in ANNOTATIONS.
    pub annotations: &'static [(&'static str, &'static str)],
    /// The tool's own conditions; EXPOSURE's apply as well.
    pub registered_when: Option<&'static Cond>,
    pub visible_when: Option<&'static Cond>,
    pub head_when: Option<&'static Cond>,
}

/// One node of a condition tree. `op` is "all", "any" or "not" (over
/// `args`), or a test of one fact: "setting" (`name` is `is`, or as a set
/// holds `has` or, with `has_tool`, the tool's own name), "group" (`name`
/// is enabled), "in_enabled_group" (the tool is in no group or in an enabled
/// one), "annotation" (the tool's annotation `name` is `is`), "class",
/// "provider", "mode" (is `name`), "attribute" (the model record's attribute
/// `name` is `is`, holds `has`, or lies within `at_least` and `at_most`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cond {
    pub op: &'static str,
    pub args: &'static [Cond],
    pub name: &'static str,
    pub is: &'static str,
    pub has: &'static str,
    pub has_tool: bool,
    pub at_least: &'static str,
    pub at_most: &'static str,
}

/// A configuration knob a harness reads (a flag, a config key, an
/// environment fact): "bool", "one_of" or "set".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setting {
    pub id: &'static str,
    pub kind: &'static str,
    pub doc: &'static str,
    /// A one_of's options or a set's members, sorted; empty when the members
    /// are the tool names ("tools") or group ids ("groups") of members_from.
    pub values: &'static [&'static str],
    pub members_from: &'static str,
    /// A set of tool names accepts an alias's old name for its replacement.
    pub old_names: bool,
    /// Words a set accepts in place of members ("*": every member).
    pub keywords: &'static [(&'static str, &'static [&'static str])],
    /// The value when a query leaves the setting out.
    pub default: &'static [&'static str],
}

/// A named group of tools, enabled when its condition holds (None: always).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    pub id: &'static str,
    pub card: &'static str,
    pub doc: &'static str,
    pub when: Option<&'static Cond>,
    /// A member of a group-valued set's "default" keyword.
    pub default_on: bool,
}

/// A tool annotation conditions may test, with the value of an absent one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Annotation {
    pub id: &'static str,
    pub kind: &'static str,
    pub default: &'static str,
    pub doc: &'static str,
}

/// A model id with the attributes classes by capability test (key, values), sorted by key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModelRecord {
    pub id: &'static str,
    pub attributes: &'static [(&'static str, &'static [&'static str])],
}

/// The conditions every tool must meet, next to its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exposure {
    pub registered_when: Option<&'static Cond>,
    pub visible_when: Option<&'static Cond>,
    pub head_when: Option<&'static Cond>,
}

/// How a loader tool's description lists the deferred tools' cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardList {
    pub header: &'static str,
    /// One card: {name} and {card} are replaced; "" for the default.
    pub line: &'static str,
    pub empty: &'static str,
}

/// A tool's definition for the models of one class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variant {
    /// "" for every model.
    pub class: &'static str,
    /// Must hold in the configuration too; None for every configuration.
    pub when: Option<&'static Cond>,
    pub description: &'static str,
    /// description replaces the tool's, even when empty.
    pub has_description: bool,
    pub parameters: &'static str,
    /// "function", "freeform", or "" to keep the tool's.
    pub kind: &'static str,
    pub grammar: &'static str,
    pub syntax: &'static str,
}

/// One entry of the deprecation manifest: an old name, what to call instead,
/// and the note a deprecated call's result metadata carries (never the catalog).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeprecatedAlias {
    pub name: &'static str,
    pub replacement: &'static str,
    pub note: &'static str,
    pub first_deprecated: &'static str,
    /// A version, or "TBD".
    pub planned_removal: &'static str,
    pub removal_not_before: &'static str,
    pub replay_supported: bool,
}

/// A name that must never be registered again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retired {
    pub name: &'static str,
    pub reason: &'static str,
    pub since: &'static str,
}

/// A model vendor with its first-turn policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Provider {
    pub id: &'static str,
    /// Model-id patterns this provider serves.
    pub models: &'static [&'static str],
    /// Serves every model no other provider matches.
    pub default: bool,
    /// first_turn is the provider's own list; otherwise it uses the default head.
    pub explicit: bool,
    pub first_turn: &'static [&'static str],
    pub budget_target: usize,
    pub budget_max: usize,
    /// 0 when unset.
    pub max_tools: usize,
    pub name_max_length: usize,
    pub name_pattern: &'static str,
    /// The request format the block is sent in; "" for names and descriptions only.
    pub wire: &'static str,
    /// The provider loads deferred tools itself (anthropic-messages, openai-responses).
    pub native_deferral: bool,
    /// Anthropic's tool-search tool: "regex" (default) or "bm25".
    pub tool_search: &'static str,
}

/// An interaction mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mode {
    pub id: &'static str,
    /// Every MCP tool is in the head; otherwise only the keep-loaded ones are.
    pub mcp_active: bool,
    /// Removes from this mode's registry every tool it does not hold for.
    pub registered_when: Option<&'static Cond>,
}

/// A named set of model ids: those matching a `matches` pattern and no
/// `except` pattern (when it has patterns) whose record meets `where_cond`
/// (when it has one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModelClass {
    pub id: &'static str,
    pub matches: &'static [&'static str],
    pub except: &'static [&'static str],
    pub example: &'static str,
    pub where_cond: Option<&'static Cond>,
}

/// Limits which models may see a tool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gate {
    pub tool: &'static str,
    pub visible_for: &'static str,
    pub hidden_for: &'static str,
}

/// The `_deprecation` object a deprecated call's result metadata carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeprecationNotice {
    pub this_tool: &'static str,
    pub use_instead: &'static str,
    pub first_deprecated: &'static str,
    pub removed_in: &'static str,
    pub message: &'static str,
}

impl DeprecationNotice {
    /// The notice as a JSON object, with the keys of its JSON form.
    pub fn to_json(&self) -> String {
        let mut s = String::from("{\"this_tool\":");
        push_json_string(&mut s, self.this_tool);
        s.push_str(",\"use_instead\":");
        push_json_string(&mut s, self.use_instead);
        if !self.first_deprecated.is_empty() {
            s.push_str(",\"first_deprecated\":");
            push_json_string(&mut s, self.first_deprecated);
        }
        if !self.removed_in.is_empty() {
            s.push_str(",\"removed_in\":");
            push_json_string(&mut s, self.removed_in);
        }
        s.push_str(",\"message\":");
        push_json_string(&mut s, self.message);
        s.push('}');
        s
    }
}

/// Where a call to a name leads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resolution {
    pub name: &'static str,
    /// None for a name declared only in the alias manifest.
    pub state: Option<State>,
    /// The name to call instead; the name itself for canonical tools.
    pub canonical: &'static str,
    pub notice: Option<&'static DeprecationNotice>,
}

/// What a harness offers for one provider, mode and model id; every list in catalog order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    pub provider: String,
    pub mode: String,
    pub model: String,
    /// The first-turn head.
    pub active: Vec<&'static str>,
    /// The tool-search pool: visible tools not in the head.
    pub discoverable: Vec<&'static str>,
    pub hidden: Vec<&'static str>,
    pub deprecated: Vec<&'static str>,
    pub removed: Vec<&'static str>,
    /// Everything dispatchable.
    pub registered: Vec<&'static str>,
    /// Visible tools a gate hides from this model.
    pub gated_out: Vec<&'static str>,
    /// "sha256:<hex>" of block(): the prefix-cache identity of the head.
    pub fingerprint: String,
    /// Every declared setting's value, defaults filled in, sorted by id.
    pub settings: Vec<(&'static str, SettingValue)>,
    /// Declared tools a condition keeps out of this configuration's
    /// registry: not offered, not dispatchable.
    pub unregistered: Vec<&'static str>,
}

/// A setting's value in one configuration: a set's members are sorted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingValue {
    Bool(bool),
    One(String),
    Set(Vec<String>),
}

/// A setting the policy does not declare, or a value it does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingError {
    pub setting: String,
    /// The rejected value; "" when the setting is unknown.
    pub value: String,
    pub reason: String,
    /// What would have been accepted.
    pub known: Vec<String>,
    /// The closest accepted name, or "".
    pub suggest: String,
}

impl std::fmt::Display for SettingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.value.is_empty() && self.reason.is_empty() {
            write!(f, "unknown setting {}", json_text(&self.setting))?;
        } else if !self.reason.is_empty() {
            write!(f, "setting {}: {}", json_text(&self.setting), self.reason)?;
        } else {
            write!(f, "setting {}: unknown value {}", json_text(&self.setting), json_text(&self.value))?;
        }
        if !self.suggest.is_empty() {
            write!(f, " (did you mean {}?)", json_text(&self.suggest))?;
        }
        if !self.known.is_empty() && self.known.len() <= 40 {
            write!(f, "; accepted: {}", self.known.join(", "))?;
        } else if self.known.len() > 40 {
            write!(f, "; {} values accepted", self.known.len())?;
        }
        Ok(())
    }
}

impl std::error::Error for SettingError {}

/// Why a query has no catalog: an undeclared provider or mode, or a setting
/// the policy does not accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QueryError {
    Unknown(UnknownError),
    Setting(SettingError),
}

impl std::fmt::Display for QueryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QueryError::Unknown(e) => e.fmt(f),
            QueryError::Setting(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for QueryError {}

impl From<UnknownError> for QueryError {
    fn from(e: UnknownError) -> Self {
        QueryError::Unknown(e)
    }
}

impl From<SettingError> for QueryError {
    fn from(e: SettingError) -> Self {
        QueryError::Setting(e)
    }
}

/// A provider or mode the policy does not declare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownError {
    /// "provider" or "mode".
    pub kind: &'static str,
    pub name: String,
    pub known: Vec<&'static str>,
}

impl std::fmt::Display for UnknownError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let known = if self.known.is_empty() { "none".to_string() } else { self.known.join(", ") };
        write!(f, "unknown {} {:?} (the policy declares: {})", self.kind, self.name, known)
    }
}

impl std::error::Error for UnknownError {}

/// The declared tool called `name`.
pub fn lookup(name: &str) -> Option<&'static Tool> {
    TOOL_INDEX.binary_search_by(|(n, _)| (*n).cmp(name)).ok().map(|i| &TOOLS[TOOL_INDEX[i].1])
}

/// The lifecycle state of a declared tool name.
pub fn state_of(name: &str) -> Option<State> {
    lookup(name).map(|t| t.state)
}

/// Whether `name` is hidden-compatibility or deprecated: dispatchable, never offered.
#[inline]
pub fn is_hidden_or_deprecated(name: &str) -> bool {
    HIDDEN_COMPATIBILITY_TOOLS.contains(&name) || DEPRECATED_TOOLS.contains(&name)
}

/// Whether a call to `name` executes as far as its state goes. Gates never
/// unregister a tool; a policy's registration conditions can, per
/// configuration: `catalog_for(…).registered` answers for one.
pub fn dispatchable(name: &str) -> bool {
    state_of(name).map_or(false, State::dispatchable)
}

/// Whether `name` must never be registered again.
pub fn is_retired(name: &str) -> bool {
    RETIRED_TOOLS.binary_search(&name).is_ok()
}

/// The manifest entry for `name`.
pub fn lookup_alias(name: &str) -> Option<&'static DeprecatedAlias> {
    ALIASES.binary_search_by(|a| a.name.cmp(name)).ok().map(|i| &ALIASES[i])
}

/// The first-turn list a provider asks for before gates; None for an unknown provider.
pub fn first_turn(provider: &str) -> Option<&'static [&'static str]> {
    let p = PROVIDERS.iter().find(|p| p.id == provider)?;
    Some(if p.explicit { p.first_turn } else { DEFAULT_ACTIVE_NATIVE_TOOLS })
}

/// Whether a model id matches a pattern in which `*` matches any run of
/// characters and everything else is literal. The whole id must match.
pub fn match_model(pattern: &str, id: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == id;
    }
    let mut rest = match id.strip_prefix(parts[0]) {
        Some(rest) => rest,
        None => return false,
    };
    let last = parts[parts.len() - 1];
    for mid in &parts[1..parts.len() - 1] {
        match rest.find(mid) {
            Some(i) => rest = &rest[i + mid.len()..],
            None => return false,
        }
    }
    rest.ends_with(last)
}

/// Whether a model id belongs to a model class: it matches a pattern (if the
/// class has any) and its record meets the class's condition (if it has
/// one). An empty id belongs to none.
pub fn in_class(class: &str, model: &str) -> bool {
    let c = match MODEL_CLASSES.iter().find(|c| c.id == class) {
        Some(c) => c,
        None => return false,
    };
    if model.is_empty() || (c.matches.is_empty() && c.where_cond.is_none()) {
        return false;
    }
    if !c.matches.is_empty()
        && (!c.matches.iter().any(|p| match_model(p, model)) || c.except.iter().any(|p| match_model(p, model)))
    {
        return false;
    }
    match c.where_cond {
        None => true,
        Some(w) => Eval::new(None, "", "", model).eval(w),
    }
}

/// Whether a tool's gate, if it has one, lets the model see it.
pub fn gate_allows(tool: &str, model: &str) -> bool {
    match GATES.binary_search_by(|g| g.tool.cmp(tool)) {
        Err(_) => true,
        Ok(i) => {
            let g = &GATES[i];
            if !g.visible_for.is_empty() {
                in_class(g.visible_for, model)
            } else {
                !in_class(g.hidden_for, model)
            }
        }
    }
}

/// The provider serving a model id: the first in id order with a matching
/// pattern, else the default provider, else "".
pub fn provider_for(model: &str) -> &'static str {
    if !model.is_empty() {
        for p in PROVIDERS {
            if p.models.iter().any(|pat| match_model(pat, model)) {
                return p.id;
            }
        }
    }
    PROVIDERS.iter().find(|p| p.default).map_or("", |p| p.id)
}

fn head_for(provider: &str, mode: &str) -> Result<&'static [&'static str], UnknownError> {
    if !PROVIDERS.iter().any(|p| p.id == provider) {
        return Err(UnknownError { kind: "provider", name: provider.to_string(), known: PROVIDERS.iter().map(|p| p.id).collect() });
    }
    if !MODES.iter().any(|m| m.id == mode) {
        return Err(UnknownError { kind: "mode", name: mode.to_string(), known: MODES.iter().map(|m| m.id).collect() });
    }
    let h = HEADS.iter().find(|h| h.0 == provider && h.1 == mode).map_or(0, |h| h.2);
    Ok(HEAD_LISTS[h])
}

/// The catalog a harness offers for a provider, mode and model id (empty: no
/// gated class matches), every setting at its default.
pub fn active_catalog(provider: &str, mode: &str, model: &str) -> Result<Catalog, QueryError> {
    catalog_for(provider, mode, model, &[])
}

/// The catalog for one configuration: a provider, mode, model id and the
/// settings the harness runs with, as `toolpolicy catalog --set KEY=VALUE`
/// takes them (a bool as true or false, a set's members comma-separated);
/// settings left out take their defaults. A tool is registered when its
/// registration conditions hold, offered when its state is visible and its
/// visibility conditions and gate hold, and in the head when it is one of the
/// head's names and its head conditions hold too.
pub fn catalog_for(provider: &str, mode: &str, model: &str, settings: &[(&str, &str)]) -> Result<Catalog, QueryError> {
    let head = head_for(provider, mode)?;
    let values = configure(settings)?;
    let m = MODES.iter().find(|m| m.id == mode).and_then(|m| m.registered_when);
    let mut c = Catalog {
        provider: provider.to_string(),
        mode: mode.to_string(),
        model: model.to_string(),
        active: Vec::new(),
        discoverable: Vec::new(),
        hidden: Vec::new(),
        deprecated: Vec::new(),
        removed: Vec::new(),
        registered: Vec::new(),
        gated_out: Vec::new(),
        fingerprint: String::new(),
        settings: SETTINGS.iter().map(|s| s.id).zip(values.iter().cloned()).collect(),
        unregistered: Vec::new(),
    };
    let mut e = Eval::new(Some(&values), provider, mode, model);
    // The head list is in catalog order too, so one pass walks both.
    let mut next = 0;
    for (i, t) in TOOLS.iter().enumerate() {
        let in_head = next < head.len() && head[next] == t.name;
        if in_head {
            next += 1;
        }
        e.tool = Some(i);
        let reg = e.holds(EXPOSURE.registered_when) && e.holds(t.registered_when) && e.holds(m);
        let vis = reg && e.holds(EXPOSURE.visible_when) && e.holds(t.visible_when);
        let head_ok = vis && e.holds(EXPOSURE.head_when) && e.holds(t.head_when);
        let out = !vis || !gate_allows(t.name, model);
        match t.state {
            State::Removed => {
                c.removed.push(t.name);
                continue;
            }
            _ if !reg => {
                c.unregistered.push(t.name);
                continue;
            }
            State::HiddenCompatibility => c.hidden.push(t.name),
            State::Deprecated => c.deprecated.push(t.name),
            _ => {}
        }
        c.registered.push(t.name);
        if !t.state.visible() {
        } else if in_head && !out && head_ok {
            c.active.push(t.name);
        } else if out {
            c.gated_out.push(t.name);
        } else {
            c.discoverable.push(t.name);
        }
    }
    c.fingerprint = fingerprint(block(&c).as_bytes());
    Ok(c)
}

/// The values of every declared setting (in SETTINGS order) for the settings
/// a harness gives (key, value as text); those left out take their defaults.
/// A key given twice keeps its last value.
pub fn configure(settings: &[(&str, &str)]) -> Result<Vec<SettingValue>, SettingError> {
    let mut keys: Vec<&str> = settings.iter().map(|kv| kv.0).collect();
    keys.sort_unstable();
    for k in keys {
        if setting_index(k).is_none() {
            return Err(SettingError {
                setting: k.to_string(),
                value: String::new(),
                reason: String::new(),
                known: SETTINGS.iter().map(|s| s.id.to_string()).collect(),
                suggest: suggest(k, SETTINGS.iter().map(|s| s.id)),
            });
        }
    }
    let mut out = Vec::with_capacity(SETTINGS.len());
    for st in SETTINGS {
        let given = settings.iter().rev().find(|kv| kv.0 == st.id).map(|kv| kv.1);
        out.push(setting_value(st, given)?);
    }
    Ok(out)
}

fn setting_index(id: &str) -> Option<usize> {
    SETTINGS.binary_search_by(|s| s.id.cmp(id)).ok()
}

// parse_bool accepts what Go's strconv.ParseBool does.
fn parse_bool(s: &str) -> Option<bool> {
    match s {
        "1" | "t" | "T" | "TRUE" | "true" | "True" => Some(true),
        "0" | "f" | "F" | "FALSE" | "false" | "False" => Some(false),
        _ => None,
    }
}

fn setting_value(st: &Setting, given: Option<&str>) -> Result<SettingValue, SettingError> {
    let err = |value: &str, reason: String, known: Vec<String>, suggest: String| SettingError {
        setting: st.id.to_string(),
        value: value.to_string(),
        reason,
        known,
        suggest,
    };
    match (st.kind, given) {
        ("bool", None) => Ok(SettingValue::Bool(st.default.len() == 1 && st.default[0] == "true")),
        ("bool", Some(text)) => match parse_bool(text) {
            Some(b) => Ok(SettingValue::Bool(b)),
            None => Err(err(text, format!("{} is not true or false", json_text(text)), vec!["false".to_string(), "true".to_string()], String::new())),
        },
        ("one_of", None) => Ok(SettingValue::One(st.default.first().map_or(String::new(), |d| d.to_string()))),
        ("one_of", Some(text)) => {
            if st.values.contains(&text) {
                Ok(SettingValue::One(text.to_string()))
            } else {
                Err(err(text, String::new(), st.values.iter().map(|v| v.to_string()).collect(), suggest(text, st.values.iter().copied())))
            }
        }
        (_, None) => set_members(st, st.default.iter().copied()),
        (_, Some(text)) => set_members(st, text.split(',')),
    }
}

// The members a set setting may hold: tool names, group ids or its values.
fn setting_members(st: &Setting) -> Vec<&'static str> {
    match (st.kind, st.members_from) {
        ("bool", _) => vec!["false", "true"],
        (_, "tools") => TOOLS.iter().map(|t| t.name).collect(),
        (_, "groups") => GROUPS.iter().map(|g| g.id).collect(),
        _ => st.values.to_vec(),
    }
}

// The members a set's keyword stands for: its own keywords, then, for a
// group-valued set, "all" and "default" (the groups on by default).
fn keyword(st: &Setting, word: &str) -> Option<Vec<&'static str>> {
    if let Some(k) = st.keywords.iter().find(|k| k.0 == word) {
        return Some(k.1.to_vec());
    }
    if st.members_from == "groups" {
        match word {
            "all" => return Some(vec!["*"]),
            "default" => return Some(GROUPS.iter().filter(|g| g.default_on).map(|g| g.id).collect()),
            _ => {}
        }
    }
    None
}

fn set_members<'a>(st: &Setting, members: impl Iterator<Item = &'a str>) -> Result<SettingValue, SettingError> {
    let all = setting_members(st);
    let mut set: Vec<String> = Vec::new();
    for m in members {
        let m = m.trim();
        if m.is_empty() {
            continue;
        }
        if let Some(kw) = keyword(st, m) {
            for k in kw {
                if k == "*" {
                    set.extend(all.iter().map(|a| a.to_string()));
                } else {
                    set.push(k.to_string());
                }
            }
            continue;
        }
        if st.members_from == "tools" {
            // An old name stands for its replacement.
            if st.old_names && lookup_alias(m).is_some() {
                if let Some(r) = resolve(m) {
                    if lookup(r.canonical).is_some() {
                        set.push(r.canonical.to_string());
                        continue;
                    }
                }
            }
            if lookup(m).is_some() {
                set.push(m.to_string());
                continue;
            }
        } else if all.binary_search(&m).is_ok() {
            set.push(m.to_string());
            continue;
        }
        let mut known: Vec<String> = all.iter().map(|a| a.to_string()).collect();
        known.extend(st.keywords.iter().map(|k| k.0.to_string()));
        if st.members_from == "groups" {
            known.push("all".to_string());
            known.push("default".to_string());
        }
        if st.old_names {
            known.extend(ALIASES.iter().map(|a| a.name.to_string()));
        }
        let s = suggest(m, known.iter().map(|k| k.as_str()));
        let listed = if st.members_from == "tools" {
            Vec::new()
        } else {
            known.sort();
            known.dedup();
            known
        };
        return Err(SettingError { setting: st.id.to_string(), value: m.to_string(), reason: String::new(), known: listed, suggest: s });
    }
    set.sort();
    set.dedup();
    Ok(SettingValue::Set(set))
}

/// The candidate closest to `name` by edit distance, or "" when none is
/// close enough to be a likely typo.
fn suggest<'a>(name: &str, candidates: impl Iterator<Item = &'a str>) -> String {
    let a: Vec<char> = name.chars().collect();
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        if c == name {
            continue;
        }
        let d = edit_distance(&a, &c.chars().collect::<Vec<char>>());
        best = match best {
            Some((bd, bc)) if bd < d || (bd == d && bc <= c) => Some((bd, bc)),
            _ => Some((d, c)),
        };
    }
    match best {
        Some((d, c)) if d <= std::cmp::max(2, name.len() / 3) => c.to_string(),
        _ => String::new(),
    }
}

fn edit_distance(a: &[char], b: &[char]) -> usize {
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        cur[0] = i;
        for j in 1..=b.len() {
            let cost = if a[i - 1] == b[j - 1] { 0 } else { 1 };
            cur[j] = std::cmp::min(std::cmp::min(prev[j] + 1, cur[j - 1] + 1), prev[j - 1] + cost);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

// Eval evaluates conditions against one configuration and, while a tool's
// conditions are evaluated, that tool.
struct Eval<'a> {
    // None where there are no settings (a model class's condition).
    values: Option<&'a [SettingValue]>,
    provider: &'a str,
    mode: &'a str,
    model: &'a str,
    tool: Option<usize>,
    // Each group's verdict by GROUPS position: 0 not yet, 1 on, 2 off, 3
    // being worked out (a cycle counts as off).
    group_on: Vec<u8>,
}

impl<'a> Eval<'a> {
    fn new(values: Option<&'a [SettingValue]>, provider: &'a str, mode: &'a str, model: &'a str) -> Self {
        Eval { values, provider, mode, model, tool: None, group_on: vec![0; GROUPS.len()] }
    }

    // None holds.
    fn holds(&mut self, c: Option<&Cond>) -> bool {
        c.map_or(true, |c| self.eval(c))
    }

    fn eval(&mut self, c: &Cond) -> bool {
        match c.op {
            "all" => c.args.iter().all(|a| self.eval(a)),
            "any" => c.args.iter().any(|a| self.eval(a)),
            "not" => c.args.len() == 1 && !self.eval(&c.args[0]),
            "setting" => self.setting(c),
            "group" => self.group(c.name),
            "in_enabled_group" => match self.tool {
                None => false,
                Some(i) => TOOLS[i].groups.is_empty() || TOOLS[i].groups.iter().any(|g| self.group(g)),
            },
            "annotation" => match self.tool {
                None => false,
                Some(i) => annotation(&TOOLS[i], c.name) == c.is,
            },
            "class" => in_class(c.name, self.model),
            "provider" => self.provider == c.name,
            "mode" => self.mode == c.name,
            "attribute" => attribute_holds(c, self.model),
            _ => false,
        }
    }

    fn setting(&self, c: &Cond) -> bool {
        let (values, i) = match (self.values, setting_index(c.name)) {
            (Some(v), Some(i)) => (v, i),
            _ => return false,
        };
        let has = |m: &str| match &values[i] {
            SettingValue::Set(set) => set.binary_search_by(|s| s.as_str().cmp(m)).is_ok(),
            _ => false,
        };
        if c.has_tool {
            return self.tool.map_or(false, |t| has(TOOLS[t].name));
        }
        if !c.has.is_empty() {
            return has(c.has);
        }
        match (SETTINGS[i].kind, &values[i]) {
            ("bool", SettingValue::Bool(b)) => (if *b { "true" } else { "false" }) == c.is,
            ("one_of", SettingValue::One(s)) => s == c.is,
            _ => false,
        }
    }

    fn group(&mut self, id: &str) -> bool {
        let i = match GROUPS.binary_search_by(|g| g.id.cmp(id)) {
            Ok(i) => i,
            Err(_) => return false,
        };
        match self.group_on[i] {
            1 => return true,
            2 | 3 => return false,
            _ => {}
        }
        self.group_on[i] = 3;
        // A group's condition is about the configuration, not a tool.
        let tool = self.tool.take();
        let on = self.holds(GROUPS[i].when);
        self.tool = tool;
        self.group_on[i] = if on { 1 } else { 2 };
        on
    }
}

/// A tool's annotation, or the declared default ("" for an undeclared one).
pub fn annotation(t: &Tool, id: &str) -> &'static str {
    if let Ok(i) = t.annotations.binary_search_by(|a| a.0.cmp(id)) {
        return t.annotations[i].1;
    }
    ANNOTATIONS.binary_search_by(|a| a.id.cmp(id)).ok().map_or("", |i| ANNOTATIONS[i].default)
}

/// A model record's attribute; None when the model has no record or the
/// record no such attribute.
pub fn attribute(model: &str, id: &str) -> Option<&'static [&'static str]> {
    let r = &MODELS[MODELS.binary_search_by(|m| m.id.cmp(model)).ok()?];
    r.attributes.binary_search_by(|a| a.0.cmp(id)).ok().map(|i| r.attributes[i].1)
}

fn attribute_holds(c: &Cond, model: &str) -> bool {
    let v = match attribute(model, c.name) {
        Some(v) => v,
        None => return false,
    };
    if !c.has.is_empty() {
        return v.contains(&c.has);
    }
    if !c.at_least.is_empty() || !c.at_most.is_empty() {
        if v.len() != 1 {
            return false;
        }
        let n: f64 = match v[0].parse() {
            Ok(n) => n,
            Err(_) => return false,
        };
        if !c.at_least.is_empty() {
            match c.at_least.parse::<f64>() {
                Ok(lo) if !(n < lo) => {}
                _ => return false,
            }
        }
        if !c.at_most.is_empty() {
            match c.at_most.parse::<f64>() {
                Ok(hi) if !(n > hi) => {}
                _ => return false,
            }
        }
        return true;
    }
    v.len() == 1 && v[0] == c.is
}

/// The tools of a group, in catalog order: what a harness activates
/// together when the model asks for the group.
pub fn group_tools(id: &str) -> Vec<&'static str> {
    TOOLS.iter().filter(|t| t.groups.contains(&id)).map(|t| t.name).collect()
}

/// Where a call to `name` leads; None for a name neither declared nor in the manifest.
pub fn resolve(name: &str) -> Option<Resolution> {
    let i = RESOLUTIONS.binary_search_by(|r| r.0.cmp(name)).ok()?;
    let (n, state, canonical) = RESOLUTIONS[i];
    Some(Resolution { name: n, state, canonical, notice: deprecation_for(name) })
}

/// The notice a call to `name` carries; None for silent names.
pub fn deprecation_for(name: &str) -> Option<&'static DeprecationNotice> {
    DEPRECATIONS.binary_search_by(|d| d.this_tool.cmp(name)).ok().map(|i| &DEPRECATIONS[i])
}

/// `{"_deprecation":{...}}` for a call to `name`, to merge into its result metadata.
pub fn deprecation_json(name: &str) -> Option<String> {
    deprecation_for(name).map(|d| format!("{{\"_deprecation\":{}}}", d.to_json()))
}

const HEX: &[u8; 16] = b"0123456789abcdef";

// Quotes s exactly as Go's encoding/json does, so blocks and their
// fingerprints are byte-identical across the generated languages.
fn push_json_string(out: &mut String, s: &str) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || c == '<' || c == '>' || c == '&' => {
                let b = c as u32 as usize;
                out.push_str("\\u00");
                out.push(HEX[b >> 4] as char);
                out.push(HEX[b & 15] as char);
            }
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out.push('"');
}

// Quotes s as Go's encoding/json does with HTML escaping off (the encoder
// the provider wires are rendered with).
fn push_json_text(out: &mut String, s: &str) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let b = c as u32 as usize;
                out.push_str("\\u00");
                out.push(HEX[b >> 4] as char);
                out.push(HEX[b & 15] as char);
            }
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
        }
    }
    out.push('"');
}

fn json_text(s: &str) -> String {
    let mut out = String::new();
    push_json_text(&mut out, s);
    out
}

const EMPTY_OBJECT: &str = "{\"type\":\"object\",\"properties\":{}}";

/// A tool as a block sends it to a model: its variant for the model applied
/// and its card list rendered. A harness that builds its request's tools from
/// these sends the golden block.
#[derive(Debug, Clone, PartialEq)]
pub struct Definition {
    pub name: &'static str,
    pub description: String,
    /// The canonical JSON text of the parameter schema, "" when none is declared.
    pub parameters: &'static str,
    /// "function", or "freeform" for a grammar tool.
    pub kind: &'static str,
    pub grammar: &'static str,
    pub syntax: &'static str,
    /// Sent with defer_loading (a provider that loads deferred tools itself).
    pub deferred: bool,
}

fn render_card_list(l: &CardList, desc: &str, cards: &[(&str, &str)]) -> String {
    let mut s = String::from(desc);
    s.push('\n');
    if cards.is_empty() {
        s.push_str(l.empty);
        return s;
    }
    s.push_str(l.header);
    s.push_str("\n\n");
    let line = if l.line.is_empty() { "- **{name}**: {card}" } else { l.line };
    for (i, (name, card)) in cards.iter().enumerate() {
        if i > 0 {
            s.push('\n');
        }
        // Both placeholders at once, left to right, as Go's strings.Replacer does.
        let mut rest = line;
        while let Some(at) = rest.find('{') {
            s.push_str(&rest[..at]);
            let tail = &rest[at..];
            if let Some(r) = tail.strip_prefix("{name}") {
                s.push_str(name);
                rest = r;
            } else if let Some(r) = tail.strip_prefix("{card}") {
                s.push_str(card);
                rest = r;
            } else {
                s.push('{');
                rest = &tail[1..];
            }
        }
        s.push_str(rest);
    }
    s
}

// variant_for returns a tool's variant for the model in the configuration e
// evaluates conditions in (None where no variant has a condition).
fn variant_for(i: usize, model: &str, mut e: Option<&mut Eval>) -> Option<&'static Variant> {
    for v in TOOLS[i].variants {
        if !v.class.is_empty() && !in_class(v.class, model) {
            continue;
        }
        if v.when.is_some() {
            // A match, not let-else: the module keeps to Rust 1.63.
            let e = match e.as_deref_mut() {
                Some(e) => e,
                None => continue,
            };
            let tool = e.tool;
            e.tool = Some(i);
            let ok = e.holds(v.when);
            e.tool = tool;
            if !ok {
                continue;
            }
        }
        return Some(v);
    }
    None
}

fn definition(name: &'static str, model: &str, cards: &[(&str, &str)], e: Option<&mut Eval>) -> Definition {
    let mut d = Definition { name, description: String::new(), parameters: "", kind: "function", grammar: "", syntax: "", deferred: false };
    let i = match TOOL_INDEX.binary_search_by(|(n, _)| (*n).cmp(name)) {
        Ok(i) => TOOL_INDEX[i].1,
        Err(_) => return d,
    };
    let t = &TOOLS[i];
    d.description = t.description.to_string();
    d.parameters = t.parameters;
    if let Some(v) = variant_for(i, model, e) {
        if v.has_description {
            d.description = v.description.to_string();
        }
        if !v.parameters.is_empty() {
            d.parameters = v.parameters;
        }
        if !v.kind.is_empty() {
            d.kind = v.kind;
        }
        d.grammar = v.grammar;
        d.syntax = v.syntax;
    }
    if let Some(l) = &t.card_list {
        d.description = render_card_list(l, &d.description, cards);
    }
    d
}

fn grammar_format(d: &Definition) -> String {
    if d.grammar.is_empty() {
        return String::new();
    }
    let syntax = if d.syntax.is_empty() { "lark" } else { d.syntax };
    format!("{{\"type\":\"grammar\",\"syntax\":{},\"definition\":{}}}", json_text(syntax), json_text(d.grammar))
}

// An object whose keys keep the order they are added in.
struct Obj(Vec<String>);

impl Obj {
    fn str(&mut self, k: &str, v: &str) {
        self.0.push(format!("{}:{}", json_text(k), json_text(v)));
    }
    fn raw(&mut self, k: &str, v: &str) {
        self.0.push(format!("{}:{}", json_text(k), v));
    }
    fn done(&self) -> String {
        format!("{{{}}}", self.0.join(","))
    }
}

fn render_tool(w: &str, d: &Definition) -> String {
    let freeform = d.kind == "freeform";
    let params = d.parameters;
    let mut o = Obj(Vec::new());
    match w {
        "anthropic-messages" => {
            o.str("name", d.name);
            if !d.description.is_empty() {
                o.str("description", &d.description);
            }
            o.raw("input_schema", if params.is_empty() || freeform { EMPTY_OBJECT } else { params });
            if d.deferred {
                o.raw("defer_loading", "true");
            }
        }
        "openai-chat-completions" => {
            let mut f = Obj(Vec::new());
            f.str("name", d.name);
            if !d.description.is_empty() {
                f.str("description", &d.description);
            }
            if freeform {
                let fm = grammar_format(d);
                if !fm.is_empty() {
                    f.raw("format", &fm);
                }
                o.str("type", "custom");
                o.raw("custom", &f.done());
            } else {
                if !params.is_empty() {
                    f.raw("parameters", params);
                }
                o.str("type", "function");
                o.raw("function", &f.done());
            }
        }
        "openai-responses" => {
            o.str("type", if freeform { "custom" } else { "function" });
            o.str("name", d.name);
            if !d.description.is_empty() {
                o.str("description", &d.description);
            }
            if freeform {
                let fm = grammar_format(d);
                if !fm.is_empty() {
                    o.raw("format", &fm);
                }
            } else {
                o.raw("parameters", if params.is_empty() { EMPTY_OBJECT } else { params });
            }
            if d.deferred {
                o.raw("defer_loading", "true");
            }
        }
        "gemini" => {
            o.str("name", d.name);
            if !d.description.is_empty() {
                o.str("description", &d.description);
            }
            if !params.is_empty() && !freeform {
                o.raw("parametersJsonSchema", params);
            }
        }
        _ => {
            o.str("name", d.name);
            if !d.description.is_empty() {
                o.str("description", &d.description);
            }
            o.raw("inputSchema", if params.is_empty() || freeform { EMPTY_OBJECT } else { params });
        }
    }
    o.done()
}

/// The definitions a catalog's block sends: the head's, in catalog order,
/// and, when the provider loads deferred tools itself, the deferred tools'
/// (marked deferred) in catalog order; else an empty list.
pub fn definitions(c: &Catalog) -> (Vec<Definition>, Vec<Definition>) {
    let mut cards: Vec<(&str, &str)> = Vec::new();
    if TOOLS.iter().any(|t| t.card_list.is_some()) {
        for n in &c.discoverable {
            if let Some(t) = lookup(n) {
                if !t.card.is_empty() {
                    cards.push((t.name, t.card));
                }
            }
        }
    }
    // A variant's condition is evaluated in the catalog's settings.
    let has_when = TOOLS.iter().any(|t| t.variants.iter().any(|v| v.when.is_some()));
    let values: Vec<SettingValue> = if c.settings.len() == SETTINGS.len() {
        c.settings.iter().map(|(_, v)| v.clone()).collect()
    } else {
        configure(&[]).unwrap_or_default()
    };
    let mut eval = Eval::new(Some(&values), &c.provider, &c.mode, &c.model);
    let mut e = if has_when { Some(&mut eval) } else { None };
    let head: Vec<Definition> = c.active.iter().map(|n| definition(n, &c.model, &cards, e.as_deref_mut())).collect();
    let p = PROVIDERS.iter().find(|p| p.id == c.provider);
    let w = p.map_or("", |p| p.wire);
    let native = p.map_or(false, |p| p.native_deferral) && (w == "anthropic-messages" || w == "openai-responses");
    let mut deferred = Vec::new();
    if native {
        for n in &c.discoverable {
            let mut d = definition(n, &c.model, &cards, e.as_deref_mut());
            d.deferred = true;
            deferred.push(d);
        }
    }
    (head, deferred)
}

/// The bytes of a catalog's tool block: on its provider's wire when the
/// policy names one (the head, then, where the provider loads deferred tools
/// itself, the tool-search tool and the deferred tools), else a JSON array of
/// {name, description} in catalog order, compact, newline-terminated. These
/// bytes are the prefix-cache identity of the head.
pub fn block(c: &Catalog) -> String {
    let p = PROVIDERS.iter().find(|p| p.id == c.provider);
    let (head, deferred) = definitions(c);
    let w = p.map_or("", |p| p.wire);
    if w.is_empty() {
        let mut s = String::from("[");
        for (i, d) in head.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            s.push_str("{\"name\":");
            push_json_string(&mut s, d.name);
            if !d.description.is_empty() {
                s.push_str(",\"description\":");
                push_json_string(&mut s, &d.description);
            }
            if !d.parameters.is_empty() {
                // Go's encoder escapes <, > and & in the schema as it does
                // in strings; in JSON text they only occur inside strings.
                s.push_str(",\"parameters\":");
                for ch in d.parameters.chars() {
                    match ch {
                        '<' => s.push_str("\\u003c"),
                        '>' => s.push_str("\\u003e"),
                        '&' => s.push_str("\\u0026"),
                        _ => s.push(ch),
                    }
                }
            }
            s.push('}');
        }
        s.push_str("]\n");
        return s;
    }
    let mut items: Vec<String> = head.iter().map(|d| render_tool(w, d)).collect();
    if !deferred.is_empty() {
        if w == "anthropic-messages" {
            if p.map_or("", |p| p.tool_search) == "bm25" {
                items.push("{\"type\":\"tool_search_tool_bm25_20251119\",\"name\":\"tool_search_tool_bm25\"}".to_string());
            } else {
                items.push("{\"type\":\"tool_search_tool_regex_20251119\",\"name\":\"tool_search_tool_regex\"}".to_string());
            }
        } else {
            items.push("{\"type\":\"tool_search\"}".to_string());
        }
        for d in &deferred {
            items.push(render_tool(w, d));
        }
    }
    match w {
        "gemini" if items.is_empty() => "[]".to_string(),
        "gemini" => format!("[{{\"functionDeclarations\":[{}]}}]", items.join(",")),
        "mcp-tools-list" => format!("{{\"tools\":[{}]}}", items.join(",")),
        _ => format!("[{}]", items.join(",")),
    }
}

const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
    0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
    0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
    0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
    0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
    0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

// SHA-256, written out so the module needs no crate.
fn sha256(data: &[u8]) -> [u8; 32] {
    let mut h: [u32; 8] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
    let mut msg = data.to_vec();
    msg.push(0x80);
    while msg.len() % 64 != 56 {
        msg.push(0);
    }
    msg.extend_from_slice(&((data.len() as u64).wrapping_mul(8)).to_be_bytes());
    let mut w = [0u32; 64];
    for chunk in msg.chunks(64) {
        for i in 0..16 {
            w[i] = u32::from_be_bytes([chunk[4 * i], chunk[4 * i + 1], chunk[4 * i + 2], chunk[4 * i + 3]]);
        }
        for i in 16..64 {
            let s0 = w[i - 15].rotate_right(7) ^ w[i - 15].rotate_right(18) ^ (w[i - 15] >> 3);
            let s1 = w[i - 2].rotate_right(17) ^ w[i - 2].rotate_right(19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16].wrapping_add(s0).wrapping_add(w[i - 7]).wrapping_add(s1);
        }
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut hh] = h;
        for i in 0..64 {
            let s1 = e.rotate_right(6) ^ e.rotate_right(11) ^ e.rotate_right(25);
            let ch = (e & f) ^ (!e & g);
            let t1 = hh.wrapping_add(s1).wrapping_add(ch).wrapping_add(K[i]).wrapping_add(w[i]);
            let s0 = a.rotate_right(2) ^ a.rotate_right(13) ^ a.rotate_right(22);
            let maj = (a & b) ^ (a & c) ^ (b & c);
            let t2 = s0.wrapping_add(maj);
            hh = g;
            g = f;
            f = e;
            e = d.wrapping_add(t1);
            d = c;
            c = b;
            b = a;
            a = t1.wrapping_add(t2);
        }
        for (x, y) in h.iter_mut().zip([a, b, c, d, e, f, g, hh]) {
            *x = x.wrapping_add(y);
        }
    }
    let mut out = [0u8; 32];
    for (i, x) in h.iter().enumerate() {
        out[4 * i..4 * i + 4].copy_from_slice(&x.to_be_bytes());
    }
    out
}

/// "sha256:<hex>" of `data`.
pub fn fingerprint(data: &[u8]) -> String {
    let mut s = String::from("sha256:");
    for b in sha256(data) {
        s.push(HEX[(b >> 4) as usize] as char);
        s.push(HEX[(b & 15) as usize] as char);
    }
    s
}

/// The catalog as JSON, with the keys of toolpolicy's catalog JSON.
pub fn catalog_json(c: &Catalog) -> String {
    let mut s = String::from("{");
    let field = |s: &mut String, key: &str, first: bool| {
        if !first {
            s.push(',');
        }
        push_json_string(s, key);
        s.push(':');
    };
    for (i, (k, v)) in [("provider", &c.provider), ("mode", &c.mode), ("model", &c.model)].iter().enumerate() {
        field(&mut s, k, i == 0);
        push_json_string(&mut s, v);
    }
    for (k, list) in [
        ("active", &c.active),
        ("discoverable", &c.discoverable),
        ("hidden", &c.hidden),
        ("deprecated", &c.deprecated),
        ("removed", &c.removed),
        ("registered", &c.registered),
        ("gated_out", &c.gated_out),
    ] {
        field(&mut s, k, false);
        s.push('[');
        for (i, n) in list.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            push_json_string(&mut s, n);
        }
        s.push(']');
    }
    field(&mut s, "fingerprint", false);
    push_json_string(&mut s, &c.fingerprint);
    if !c.settings.is_empty() {
        field(&mut s, "settings", false);
        s.push('{');
        for (i, (k, v)) in c.settings.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            push_json_string(&mut s, k);
            s.push(':');
            match v {
                SettingValue::Bool(b) => s.push_str(if *b { "true" } else { "false" }),
                SettingValue::One(v) => push_json_string(&mut s, v),
                SettingValue::Set(m) => {
                    s.push('[');
                    for (j, n) in m.iter().enumerate() {
                        if j > 0 {
                            s.push(',');
                        }
                        push_json_string(&mut s, n);
                    }
                    s.push(']');
                }
            }
        }
        s.push('}');
    }
    if !c.unregistered.is_empty() {
        field(&mut s, "unregistered", false);
        s.push('[');
        for (i, n) in c.unregistered.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            push_json_string(&mut s, n);
        }
        s.push(']');
    }
    s.push('}');
    s
}

/// One way the names or block a harness built disagree with the policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogProblem {
    /// A `toolpolicy verify` rule ID, such as "verify-hidden-offered".
    pub rule: &'static str,
    pub name: String,
    pub message: String,
}

/// Every disagreement `assert_catalog` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogMismatch {
    pub problems: Vec<CatalogProblem>,
}

impl std::fmt::Display for CatalogMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "the tool catalog disagrees with the policy:")?;
        for p in &self.problems {
            writeln!(f, "  [{}] {}", p.rule, p.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for CatalogMismatch {}

/// What a harness built, for `check_catalog` and `assert_catalog`.
#[derive(Clone, Debug, Default)]
pub struct CatalogInput<'a> {
    pub provider: &'a str,
    pub mode: &'a str,
    pub model: &'a str,
    /// The settings the harness runs with (key, value as `--set KEY=VALUE`
    /// takes it: true or false, a set's members comma-separated); those left
    /// out take their defaults.
    pub settings: &'a [(&'a str, &'a str)],
    /// The tool names the harness sends, in order.
    pub names: Option<&'a [&'a str]>,
    /// The exact bytes of the first-turn block the harness sends.
    pub block: Option<&'a str>,
}

/// The ways the names or block a harness built disagree with the policy,
/// with the rule IDs `toolpolicy verify` uses; empty when they agree. Err
/// for an unknown provider, mode or setting.
pub fn check_catalog(input: &CatalogInput) -> Result<Vec<CatalogProblem>, String> {
    let c = catalog_for(input.provider, input.mode, input.model, input.settings).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    let mut add = |rule: &'static str, name: &str, message: String| out.push(CatalogProblem { rule, name: name.to_string(), message });
    if let Some(names) = input.names {
        let mut seen: Vec<&str> = Vec::new();
        for &n in names {
            if seen.contains(&n) {
                add("verify-duplicate", n, format!("{n} is offered twice"));
            }
            seen.push(n);
            match lookup(n) {
                None if is_retired(n) => add("verify-retired-offered", n, format!("{n} is retired and must never be registered again")),
                None => add("verify-undeclared", n, format!("{n} is not declared in the policy")),
                Some(t) => match t.state {
                    State::HiddenCompatibility => add("verify-hidden-offered", n, format!("{n} is hidden-compatibility: dispatchable but never offered")),
                    State::Deprecated => add("verify-deprecated-offered", n, format!("{n} is deprecated: dispatchable but never offered")),
                    State::Removed => add("verify-removed-offered", n, format!("{n} is removed")),
                    _ if !c.active.contains(&n) => {
                        let why = if c.gated_out.contains(&n) { "a gate hides it from this model" } else { "it is not in the policy's first-turn head" };
                        add("verify-head-extra", n, format!("{n} is offered but {why}"));
                    }
                    _ => {}
                },
            }
        }
        for n in &c.active {
            if !names.contains(n) {
                add("verify-head-missing", n, format!("{n} is in the policy's head but not offered"));
            }
        }
        let mut common: Vec<&str> = Vec::new();
        for &n in names {
            if c.active.contains(&n) && !common.contains(&n) {
                common.push(n);
            }
        }
        let order: Vec<&str> = c.active.iter().copied().filter(|n| names.contains(n)).collect();
        if let Some(i) = (0..common.len()).find(|&i| common[i] != order[i]) {
            add("verify-head-order", common[i], format!("the head is out of order at {}: the policy has {} here", common[i], order[i]));
        }
    }
    if let Some(b) = input.block {
        let want = block(&c);
        if b != want {
            add("verify-block-diff", "", format!("the block differs from the policy's ({}, want {})", fingerprint(b.as_bytes()), c.fingerprint));
        }
    }
    Ok(out)
}

/// Ok when the names or block a harness built agree with the policy. For a
/// harness's own tests: `assert_catalog(&input).unwrap()`.
pub fn assert_catalog(input: &CatalogInput) -> Result<(), Box<dyn std::error::Error>> {
    let problems = check_catalog(input)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Box::new(CatalogMismatch { problems }))
    }
}
