card-big_rig = Big rig
    .text = A truck of 8 crates.
