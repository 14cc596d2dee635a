// The content and scripts are embedded in the binary (include_dir): rebuild when they change,
// including when files are added.
fn main() {
    println!("cargo:rerun-if-changed=content");
    println!("cargo:rerun-if-changed=scripts");
}
