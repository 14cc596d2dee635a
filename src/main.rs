fn main() {
    std::process::exit(mobrules::cli::main());
}
