/// The allocator: a game is millions of small, short-lived allocations (option lists, events,
/// script values), which mimalloc serves faster than the system's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    std::process::exit(mobrules::cli::main());
}
