//! `sqlx::migrate!` embeds the migrations when the crate compiles: a new or changed migration must rebuild it.
fn main() {
    println!("cargo:rerun-if-changed=migrations");
}
