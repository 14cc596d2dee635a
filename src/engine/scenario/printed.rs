//! Events and options as a scenario prints them and its expectations match them ([`renamed`],
//! [`shown`]): its numbers named as the game names them.

use serde_json::Value;

/// An option as the `chose` events of a scenario's `--json` print it, each number renamed by
/// `name` as [`renamed`] does: `{"move":{"square":"pawn_shop"}}`, not the program's names.
pub fn shown<C: serde::Serialize>(choice: &C, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> String {
    let event = serde_json::json!({ "event": "chose", "choice": choice });
    renamed(event, name).get("choice").map(Value::to_string).unwrap_or_default()
}

/// An event as a scenario prints it and its expectations match it: each number renamed by
/// `name(event, field, number)` (a seat counted from 1, a card by its id), the others kept.
/// The field is the innermost key holding the number (`{"target": {"car": 0}}`: `car`), the
/// event its `event` tag. The log keeps its own numbering; only scenarios print this one.
pub fn renamed(event: Value, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> Value {
    let tag = event.get("event").and_then(Value::as_str).unwrap_or_default().to_string();
    rename(event, &tag, "", name)
}

fn rename(v: Value, tag: &str, key: &str, name: &dyn Fn(&str, &str, u64) -> Option<Value>) -> Value {
    match v {
        Value::Number(n) => match n.as_u64().and_then(|u| name(tag, key, u)) {
            Some(named) => named,
            None => Value::Number(n),
        },
        Value::Array(a) => Value::Array(a.into_iter().map(|e| rename(e, tag, key, name)).collect()),
        Value::Object(o) => Value::Object(
            o.into_iter()
                .map(|(k, e)| {
                    let e = rename(e, tag, &k, name);
                    (k, e)
                })
                .collect(),
        ),
        other => other,
    }
}
