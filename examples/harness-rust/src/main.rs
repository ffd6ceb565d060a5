//! A tiny fake agent harness in Rust: it builds the tool list it sends a
//! model from the generated `tool_catalog.rs` and dumps it as an OpenAI Chat
//! Completions request's tools, in the envelope `toolpolicy verify` reads.
//! Each tool carries the description and parameter schema the policy defines
//! for it, so the harness sends the policy's golden block. Settings the
//! harness runs with (KEY=VALUE, as `toolpolicy catalog --set` takes them) go
//! to the module and into the envelope, so verify resolves the same
//! configuration.
//!
//!     cargo run -- default agent deepseek-v4-flash > dump.json
//!     toolpolicy verify dump.json

#[path = "../../../toolcatalog/rust/tool_catalog.rs"]
mod tool_catalog;

/// The names the harness offers on the first turn, in order. A real harness
/// would filter its registry through the policy the same way.
fn tools(provider: &str, mode: &str, model: &str, settings: &[(&str, &str)]) -> Result<Vec<&'static str>, tool_catalog::QueryError> {
    Ok(tool_catalog::catalog_for(provider, mode, model, settings)?.active)
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn dump(provider: &str, mode: &str, model: &str, settings: &[(&str, &str)]) -> Result<String, tool_catalog::QueryError> {
    let mut items = Vec::new();
    let (head, _) = tool_catalog::definitions(&tool_catalog::catalog_for(provider, mode, model, settings)?);
    for d in head {
        // Chat Completions takes a function without a description or
        // parameters; the schema text is canonical JSON and goes in as it is.
        let mut function = format!("{{\"name\":{}", json_string(d.name));
        if !d.description.is_empty() {
            function.push_str(&format!(",\"description\":{}", json_string(&d.description)));
        }
        if !d.parameters.is_empty() {
            function.push_str(&format!(",\"parameters\":{}", d.parameters));
        }
        items.push(format!("{{\"type\":\"function\",\"function\":{}}}}}", function));
    }
    let settings: Vec<String> = settings.iter().map(|(k, v)| format!("{}:{}", json_string(k), json_string(v))).collect();
    Ok(format!(
        "{{\"provider\":{},\"mode\":{},\"model\":{},\"settings\":{{{}}},\"dump\":{{\"model\":{},\"tools\":[\n{}\n]}}}}",
        json_string(provider),
        json_string(mode),
        json_string(model),
        settings.join(","),
        json_string(model),
        items.join(",\n")
    ))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let settings: Option<Vec<(&str, &str)>> = args.iter().skip(3).map(|kv| kv.split_once('=')).collect();
    let settings = match settings {
        Some(s) if args.len() >= 3 => s,
        _ => {
            eprintln!("usage: harness-rust PROVIDER MODE MODEL [KEY=VALUE]...");
            std::process::exit(2);
        }
    };
    match dump(&args[0], &args[1], &args[2], &settings) {
        Ok(s) => println!("{}", s),
        Err(e) => {
            eprintln!("{}", e);
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tool_catalog::{assert_catalog, CatalogInput, MODES, PROVIDERS};

    // The harness's own test: the self-check the generated module carries,
    // for every provider and mode it runs with.
    #[test]
    fn tools_agree_with_the_policy() {
        for p in PROVIDERS {
            for m in MODES {
                for model in ["", "deepseek-v4-flash", "arcee/trinity-large"] {
                    let names = tools(p.id, m.id, model, &[]).unwrap();
                    assert_catalog(&CatalogInput { provider: p.id, mode: m.id, model, names: Some(&names), ..Default::default() }).unwrap();
                }
            }
        }
        // Not a formality: a list with a hidden name fails it.
        let bad = ["exec_wait"];
        assert!(assert_catalog(&CatalogInput { provider: "default", mode: "agent", names: Some(&bad), ..Default::default() }).is_err());
    }
}
