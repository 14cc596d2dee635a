//! The budgets of every script call, and the bounds a game's content may set them in.

/// Budgets for every script call (the game's TOML may change them).
#[derive(Clone, Debug, serde::Deserialize, serde::Serialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Limits {
    pub max_operations: u64,
    pub max_call_levels: usize,
    pub max_expr_depth: usize,
    pub max_function_expr_depth: usize,
    pub max_string_size: usize,
    pub max_array_size: usize,
    pub max_map_size: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: 50_000,
            max_call_levels: 16,
            max_expr_depth: 64,
            max_function_expr_depth: 32,
            max_string_size: 4_096,
            max_array_size: 1_024,
            max_map_size: 256,
        }
    }
}

/// The most one script call may copy, in array elements or characters: its operation budget
/// times the largest array or string it may hold. Copying a value on assignment and joining
/// strings with `+` are one operation each whatever the value's size (`work.rs` says why they
/// cannot be charged), so this product bounds them; the default limits are at it (one call
/// copying its largest array at every operation takes about a third of a second).
pub const MAX_COPIED: u64 = 50_000 * 4_096;

impl Limits {
    /// Every limit with the range a game's content may set it in: zero switches a Rhai limit
    /// off, and large values let one call run for long, take memory or overflow the stack.
    pub fn ranges(&self) -> [(&'static str, u64, std::ops::RangeInclusive<u64>); 7] {
        let n = |x: usize| x as u64;
        [
            ("max_operations", self.max_operations, 1_000..=1_000_000),
            ("max_call_levels", n(self.max_call_levels), 1..=32),
            ("max_expr_depth", n(self.max_expr_depth), 8..=128),
            ("max_function_expr_depth", n(self.max_function_expr_depth), 8..=64),
            ("max_string_size", n(self.max_string_size), 16..=65_536),
            ("max_array_size", n(self.max_array_size), 16..=16_384),
            ("max_map_size", n(self.max_map_size), 16..=4_096),
        ]
    }

    /// What is wrong with these limits, each as the key to change, the problem and how to mend
    /// it: a limit out of its range, or an operation budget and sizes that together let one call
    /// copy more than [`MAX_COPIED`].
    pub fn problems(&self) -> Vec<(&'static str, String, String)> {
        let mut problems: Vec<_> = self
            .ranges()
            .into_iter()
            .filter(|(_, value, range)| !range.contains(value))
            .map(|(key, value, range)| {
                (
                    key,
                    format!("`engine.script_limits.{key}` is {value}, outside the sandbox's bounds"),
                    format!("set it between {} and {}", range.start(), range.end()),
                )
            })
            .collect();
        let largest = self.max_array_size.max(self.max_string_size) as u64;
        if problems.is_empty() && self.max_operations.saturating_mul(largest) > MAX_COPIED {
            problems.push((
                "max_operations",
                format!(
                    "`engine.script_limits.max_operations` ({}) times the largest array or string ({largest}) \
                     lets one call copy {} values, more than the sandbox's {MAX_COPIED}",
                    self.max_operations,
                    self.max_operations.saturating_mul(largest)
                ),
                format!("lower one of them: at most {} operations with these sizes", MAX_COPIED / largest),
            ));
        }
        problems
    }
}
