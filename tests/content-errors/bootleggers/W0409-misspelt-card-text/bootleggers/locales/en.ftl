card-big_rgi = Big rig
    .text = A truck of 8 crates.
