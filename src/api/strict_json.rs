//! A JSON object read strictly: serde_json keeps the last of repeated keys silently; this refuses them.

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde_json::Value;

fn truncate(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// A JSON object whose keys must be unique (serde_json keeps the last duplicate silently).
pub struct StrictObject(pub Vec<(String, Value)>);

impl<'de> de::Deserialize<'de> for StrictObject {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ObjectVisitor;
        impl<'de> Visitor<'de> for ObjectVisitor {
            type Value = StrictObject;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<StrictObject, A::Error> {
                let mut entries: Vec<(String, Value)> = Vec::new();
                while let Some(key) = map.next_key::<String>()? {
                    if entries.iter().any(|(k, _)| *k == key) {
                        return Err(de::Error::custom(format!(
                            "duplicate key `{}`",
                            truncate(&key, 40)
                        )));
                    }
                    let value = map.next_value::<Value>()?;
                    entries.push((key, value));
                }
                Ok(StrictObject(entries))
            }
        }
        deserializer.deserialize_map(ObjectVisitor)
    }
}
